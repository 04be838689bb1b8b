import { admission, type AdmissionState } from '../journeys/admission';
import { fee, type FeeState } from '../journeys/fee';
import { registrationReview, type ReviewState } from '../journeys/registration-review';
import { CHINA_OFFSET_MS, chinaDateTimeString } from '../time/china-time';

/**
 * 群发通知 (issue 26 item 7): a school's free-text message to a plan's applicants, chosen by status.
 * The rules here are shared by the server (who receives it, the daily limit) and the staff screen.
 */

/** Title ≤ 20 characters (WeChat's `thing` value holds 20), body ≤ 200 (about three SMS parts). */
export const NOTICE_TITLE_MAX = 20;
export const NOTICE_BODY_MAX = 200;
/** Sends per school per China day (00:00–24:00 Beijing time). */
export const DAILY_SENDS_PER_SCHOOL = 5;
/** The preview lists at most this many recipients by name (the count is always the whole). */
export const PREVIEW_ROWS_MAX = 500;

export type NoticeFilter = 'all' | 'pending' | 'approved' | 'rejected' | 'admitted' | 'unpaid';
export const NOTICE_FILTERS: readonly NoticeFilter[] = [
  'all',
  'pending',
  'approved',
  'rejected',
  'admitted',
  'unpaid',
];

/** The filter's words: the journeys' own state labels (one source of truth). */
export const NOTICE_FILTER_LABEL: Readonly<Record<NoticeFilter, string>> = {
  all: '全部',
  pending: registrationReview.states.pending.label,
  approved: registrationReview.states.approved.label,
  rejected: registrationReview.states.rejected.label,
  admitted: admission.states.admitted.label,
  unpaid: fee.states.unpaid.label,
};

/**
 * Who a send is for (issue 34 item 10): a plan's applicants by 报名状态, or the new students on the
 * roster (新生名单: imported or generated from 录取), all of them or one 专业 and/or 班级.
 */
export type NoticeAudience = 'applicants' | 'students';
export const NOTICE_AUDIENCE_LABEL: Readonly<Record<NoticeAudience, string>> = {
  applicants: '招生计划的报名人',
  students: '新生名单的新生',
};
/** What a send to new students names in place of a plan. */
export const ROSTER_NAME = '新生名单';
export const ALL_STUDENTS_TEXT = '全部新生';

/** A send's recipients as the screen chooses them; the fields of the other audience are ignored. */
export interface NoticeTarget {
  audience: NoticeAudience;
  planId: string;
  filter: NoticeFilter;
  /** Students: '' for every 专业 / 班级. */
  majorId: string;
  className: string;
}

/** The new students chosen, in words: 计算机应用 · 计算机2701班, or 全部新生. */
export function studentScopeText(majorName: string, className: string): string {
  const parts = [majorName, className].filter(Boolean);
  return parts.length ? parts.join(' · ') : ALL_STUDENTS_TEXT;
}

/** One registration's states, as the journeys read its stored codes. */
export interface RegistrationStates {
  review: ReviewState;
  admission: AdmissionState;
  fee: FeeState;
  /** The plan asks a fee (未缴费 only means something then). */
  feeDue: boolean;
}

export function matchesFilter(f: NoticeFilter, r: RegistrationStates): boolean {
  switch (f) {
    case 'all':
      return true;
    case 'pending':
    case 'approved':
    case 'rejected':
      return r.review === f;
    case 'admitted':
      return r.admission === 'admitted';
    case 'unpaid':
      // 未缴费 of a plan with a fee: never paid, or an order closed unpaid; a rejected one owes nothing.
      return r.feeDue && r.review !== 'rejected' && (r.fee === 'unpaid' || r.fee === 'closed');
  }
}

/** Who may not receive a school's message, and why (shown as the excluded count's reason). */
export interface ReceiveFacts {
  /** The registration was anonymised (retention job or an approved deletion). */
  purged: boolean;
  /** The person asked the school to delete their data (open or approved request). */
  deletionAsked: boolean;
  /** A phone or a WeChat openid is bound: something can reach them. */
  reachable: boolean;
}
export type Exclusion = 'purged' | 'deletionAsked' | 'withdrawn' | 'unreachable';
export const EXCLUSION_LABEL: Readonly<Record<Exclusion, string>> = {
  purged: '报名信息已删除',
  deletionAsked: '已申请删除个人信息',
  withdrawn: '已放弃入学',
  unreachable: '没有手机号或微信',
};

export function exclusionOf(r: ReceiveFacts & { withdrawn?: boolean }): Exclusion | null {
  if (r.purged) return 'purged';
  if (r.withdrawn) return 'withdrawn';
  if (r.deletionAsked) return 'deletionAsked';
  if (!r.reachable) return 'unreachable';
  return null;
}

/** The channel a person is reached by: a WeChat subscription message when an openid is bound, else SMS. */
export type NoticeChannel = 'wechat' | 'sms';
export const NOTICE_CHANNEL_LABEL: Readonly<Record<NoticeChannel, string>> = {
  wechat: '微信订阅消息',
  sms: '短信',
};
export const channelOf = (c: { openid: string | null }): NoticeChannel => (c.openid ? 'wechat' : 'sms');

/** One message per person: the first row of each user is kept (an applicant may hold several registrations). */
export function oncePerPerson<T extends { userId: string }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r.userId) ? false : (seen.add(r.userId), true)));
}

const DAY_MS = 24 * 3600_000;

/** The start of the China day holding instant `d` (Beijing 00:00), as an instant. */
export function chinaDayStart(d: Date): Date {
  const shifted = d.getTime() + CHINA_OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - CHINA_OFFSET_MS);
}

/** When today's count resets: the next Beijing midnight. */
export const limitResetsAt = (now: Date): Date => new Date(chinaDayStart(now).getTime() + DAY_MS);

/** The refusal once a school has used its sends today, or null while one is left. */
export function dailyLimitRefusal(
  sentToday: number,
  now: Date,
  limit = DAILY_SENDS_PER_SCHOOL,
): string | null {
  if (sentToday < limit) return null;
  return `今天已群发${limit}次，已达每日上限，北京时间${chinaDateTimeString(limitResetsAt(now))}后可再发送`;
}

/** What a message reads: the school named as its sender. */
export const signedBody = (schoolName: string, body: string) => `【${schoolName}】${body}`;

/** The dialog's question: names the count. */
export const confirmQuestion = (count: number) => `确定向${count}人发送这条通知吗？发送后不能撤回。`;
