import type { Journey, Tone } from './journey';
import type { ADMISSION_MODES, LOTTERY_STATES } from './codes';

/**
 * 报名后摇号 as a registration lives it (issue 37): 待摇号 while the window is open and until the draw,
 * then 已中签 or 未中签（候补第 N 位）; a freed place is offered to the next on the waitlist (候补递补);
 * a won or offered place is confirmed (确认入学) or given up (放弃) before its deadline, else it lapses
 * (逾期未确认) and passes on. The draw itself is src-domain/admissions/lottery.ts.
 */
export type LotteryState = (typeof LOTTERY_STATES)[number];
export type AdmissionMode = (typeof ADMISSION_MODES)[number];
export type LotteryEvent = 'win' | 'wait' | 'offer' | 'confirm' | 'decline' | 'lapse';
export type LotteryAction = 'confirmSeat' | 'declineSeat';

export const ADMISSION_MODE_LABEL: Record<AdmissionMode, string> = {
  firstCome: '先到先得',
  lottery: '报名后摇号',
};

/** What the form says before a parent starts on a lottery plan. */
export const LOTTERY_FORM_NOTICE =
  '本计划为报名后摇号：报名时间内提交的有效报名均可参加摇号，名额不按报名先后；报名截止后由学校公开摇号确定录取，未中签者按摇号顺序候补。';

export const lottery: Journey<LotteryState, LotteryEvent, LotteryAction> = {
  name: 'lottery',
  initial: 'pending',
  events: ['win', 'wait', 'offer', 'confirm', 'decline', 'lapse'],
  states: {
    pending: { label: '待摇号', tone: 'primary', actions: [] },
    won: { label: '已中签', tone: 'success', actions: ['confirmSeat', 'declineSeat'] },
    waitlist: { label: '未中签（候补）', tone: 'warning', actions: [] },
    offered: { label: '候补递补：已中签', tone: 'success', actions: ['confirmSeat', 'declineSeat'] },
    confirmed: { label: '已确认入学', tone: 'success', actions: [] },
    declined: { label: '已放弃', tone: 'default', actions: [] },
    lapsed: { label: '逾期未确认', tone: 'danger', actions: [] },
  },
  transitions: {
    pending: { win: 'won', wait: 'waitlist' },
    won: { confirm: 'confirmed', decline: 'declined', lapse: 'lapsed' },
    waitlist: { offer: 'offered' },
    offered: { confirm: 'confirmed', decline: 'declined', lapse: 'lapsed' },
    confirmed: {},
    declined: {},
    lapsed: {},
  },
  actionEvent: { confirmSeat: 'confirm', declineSeat: 'decline' },
  actionLabel: { confirmSeat: '确认入学', declineSeat: '放弃' },
};

/** States that hold one of the plan's places (a freed place is one that leaves them). */
export const HOLDS_SEAT: readonly LotteryState[] = ['won', 'offered', 'confirmed'];
/** States in which the parent still has to answer before the deadline. */
export const AWAITS_ANSWER: readonly LotteryState[] = ['won', 'offered'];

export const isLotteryState = (s: unknown): s is LotteryState => typeof s === 'string' && s in lottery.states;

/** The status line a parent reads: 未中签（候补第 N 位） names the current place in the queue. */
export function lotteryShown(
  state: LotteryState,
  waitlistPosition: number | null,
): { state: LotteryState; label: string; tone: Tone } {
  const info = lottery.states[state];
  const label =
    state === 'waitlist' && waitlistPosition ? `未中签（候补第 ${waitlistPosition} 位）` : info.label;
  return { state, label, tone: info.tone };
}

/** What the parent may do now: confirm or give up a won / offered place before its deadline. */
export function lotteryActions(state: LotteryState, deadline: Date | null, now: Date): LotteryAction[] {
  if (!AWAITS_ANSWER.includes(state)) return [];
  if (deadline && now.getTime() > deadline.getTime()) return [];
  return [...lottery.states[state].actions];
}

/**
 * The plan editor's and the server's rule for 报名后摇号's terms: groups named once each, their places
 * not above the plan's; 先到先得 takes no groups.
 */
export function lotteryTermsProblem(t: {
  admissionMode: AdmissionMode;
  quota: number;
  lotteryGroups: readonly { id: string; name: string; places?: number | undefined }[];
}): string | null {
  if (t.admissionMode !== 'lottery') return t.lotteryGroups.length ? '先到先得的计划不设优先类别' : null;
  const ids = new Set(t.lotteryGroups.map((g) => g.id));
  const names = new Set(t.lotteryGroups.map((g) => g.name.trim()));
  if (ids.size !== t.lotteryGroups.length || names.size !== t.lotteryGroups.length) return '优先类别不能重复';
  const total = t.lotteryGroups.reduce((n, g) => n + (g.places ?? 0), 0);
  if (total > t.quota) return `各优先类别名额之和（${total}）不能超过招生人数（${t.quota}）`;
  return null;
}
