import type { Journey } from './journey';
import { planLifecycle } from './plan-lifecycle';
import type { ACTIVITY_STATES } from './codes';

/**
 * An activity as the school runs it: the sign-up window and capacity move it on by themselves
 * (报名未开始 → 报名中 ⇄ 已满 → 报名结束); 取消活动 is the school's act and ends it for good.
 */
export type ActivityState = (typeof ACTIVITY_STATES)[number];
export type ActivityEvent = 'windowOpens' | 'fillUp' | 'placeFreed' | 'windowCloses' | 'cancel';
export type ActivityAction = 'edit' | 'cancel' | 'signups';

export const activityLifecycle: Journey<ActivityState, ActivityEvent, ActivityAction> = {
  name: 'activityLifecycle',
  initial: 'notStarted',
  events: ['windowOpens', 'fillUp', 'placeFreed', 'windowCloses', 'cancel'],
  states: {
    notStarted: { label: '报名未开始', tone: 'default', actions: ['edit', 'cancel', 'signups'] },
    open: { label: '报名中', tone: 'success', actions: ['edit', 'cancel', 'signups'] },
    full: { label: '已满', tone: 'warning', actions: ['edit', 'cancel', 'signups'] },
    ended: { label: '报名结束', tone: 'default', actions: ['edit', 'cancel', 'signups'] },
    cancelled: { label: '已取消', tone: 'danger', actions: ['signups'] },
  },
  transitions: {
    notStarted: { windowOpens: 'open', cancel: 'cancelled' },
    open: { fillUp: 'full', windowCloses: 'ended', cancel: 'cancelled' },
    full: { placeFreed: 'open', windowCloses: 'ended', cancel: 'cancelled' },
    ended: { cancel: 'cancelled' },
    cancelled: {},
  },
  actionEvent: { edit: null, cancel: 'cancel', signups: null },
  actionLabel: { edit: '编辑', cancel: '取消活动', signups: '报名名单' },
};

export interface ActivityFacts {
  signStart: Date | string;
  signEnd: Date | string;
  capacity: number;
  signed: number;
  cancelledAt?: Date | string | null;
}

const ms = (d: Date | string) => new Date(d).getTime();

/** The state at `now`: cancelled first, then the window (both ends included), then places left. */
export function activityStateAt(a: ActivityFacts, now: Date): ActivityState {
  if (a.cancelledAt) return 'cancelled';
  const t = now.getTime();
  if (t < ms(a.signStart)) return 'notStarted';
  if (t > ms(a.signEnd)) return 'ended';
  return a.signed >= a.capacity ? 'full' : 'open';
}

/** Who may sign up: anyone signed in, or only applicants with a registration at the school. */
export const ACTIVITY_AUDIENCE = { all: '所有人', applicants: '仅已报名招生计划的考生' } as const;
export type ActivityAudience = keyof typeof ACTIVITY_AUDIENCE;

export const ACTIVITY_TITLE_MAX = 50;
export const ACTIVITY_CAPACITY_MAX = 100_000;

export interface ActivityDraft {
  title: string;
  startAt: Date | string;
  endAt: Date | string;
  signStart: Date | string;
  signEnd: Date | string;
  capacity: number;
}

/** What is wrong with a draft (Chinese, one per rule broken, keyed by field); `signed` = sign-ups so far. */
export function activityDraftProblems(
  d: ActivityDraft,
  signed = 0,
): Partial<Record<keyof ActivityDraft, string>> {
  const p: Partial<Record<keyof ActivityDraft, string>> = {};
  const title = d.title.trim();
  if (!title) p.title = '请填写活动名称';
  else if (title.length > ACTIVITY_TITLE_MAX) p.title = `活动名称最多${ACTIVITY_TITLE_MAX}字`;
  if (!(ms(d.startAt) < ms(d.endAt))) p.endAt = '活动结束时间须晚于开始时间';
  if (!(ms(d.signStart) < ms(d.signEnd))) p.signEnd = '报名截止时间须晚于报名开始时间';
  else if (ms(d.signStart) > ms(d.endAt)) p.signStart = '报名开始时间须早于活动结束时间';
  if (!Number.isInteger(d.capacity) || d.capacity < 1) p.capacity = '名额至少为1';
  else if (d.capacity > ACTIVITY_CAPACITY_MAX) p.capacity = `名额最多${ACTIVITY_CAPACITY_MAX}`;
  else if (d.capacity < signed) p.capacity = `已有${signed}人报名，名额不能少于${signed}`;
  return p;
}

/** What applicants read for an activity's state: the plan list's words (未开始 … 名额已满 … 已结束). */
export const ACTIVITY_APPLICANT_LABEL: Readonly<Record<ActivityState, string>> = {
  notStarted: planLifecycle.states.notStarted.label,
  open: planLifecycle.states.open.label,
  full: planLifecycle.states.full.label,
  ended: planLifecycle.states.ended.label,
  cancelled: activityLifecycle.states.cancelled.label,
};
