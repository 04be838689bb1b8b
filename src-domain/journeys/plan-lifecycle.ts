import type { Journey } from './journey';
import type { PLAN_STATES, PUBLIC_PLAN_STATES } from './codes';

/**
 * A 招生计划 over time: 未开始 → 报名中 ⇄ 名额已满 → 已结束 (its end passed), and 已关闭 whenever the
 * school closes it; reopening puts it back on its dates.
 */
export type PlanLifecycleState = (typeof PLAN_STATES)[number];
export type PlanLifecycleEvent = 'start' | 'fillUp' | 'freeUp' | 'end' | 'close' | 'reopen';
export type PlanLifecycleAction = 'edit' | 'close' | 'reopen' | 'copy';

export const planLifecycle: Journey<PlanLifecycleState, PlanLifecycleEvent, PlanLifecycleAction> = {
  name: 'plan',
  initial: 'notStarted',
  events: ['start', 'fillUp', 'freeUp', 'end', 'close', 'reopen'],
  states: {
    notStarted: { label: '未开始', tone: 'default', actions: ['edit', 'close', 'copy'] },
    open: { label: '报名中', tone: 'success', actions: ['edit', 'close', 'copy'] },
    full: { label: '名额已满', tone: 'warning', actions: ['edit', 'close', 'copy'] },
    ended: { label: '已结束', tone: 'default', actions: ['edit', 'close', 'copy'] },
    closed: { label: '已关闭', tone: 'danger', actions: ['edit', 'reopen', 'copy'] },
  },
  transitions: {
    notStarted: { start: 'open', close: 'closed' },
    open: { fillUp: 'full', end: 'ended', close: 'closed' },
    full: { freeUp: 'open', end: 'ended', close: 'closed' },
    ended: { close: 'closed' },
    // Nominal target: the plan goes back to what its dates and places say (planLifecycleState).
    closed: { reopen: 'notStarted' },
  },
  actionEvent: { edit: null, close: 'close', reopen: 'reopen', copy: null },
  actionLabel: { edit: '编辑', close: '关闭', reopen: '重新开放', copy: '复制' },
};

export interface PlanFacts {
  closed: boolean;
  startAt: Date | string;
  endAt: Date | string;
  quota: number;
  taken: number;
}

const ms = (d: Date | string) => new Date(d).getTime();

/** Two instants within the same second (times travel as China-time text to the second). */
export const sameSecond = (a: Date | string, b: Date | string): boolean =>
  Math.floor(ms(a) / 1000) === Math.floor(ms(b) / 1000);

/** Closed by the school wins, then past its end, then not started, then full. */
export function planLifecycleState(p: PlanFacts, now: Date): PlanLifecycleState {
  const t = now.getTime();
  if (p.closed) return 'closed';
  if (t > ms(p.endAt)) return 'ended';
  if (t < ms(p.startAt)) return 'notStarted';
  if (p.taken >= p.quota) return 'full';
  return 'open';
}

/** What applicants see (contract planState): ended and closed both read 已结束. */
export type PublicPlanState = (typeof PUBLIC_PLAN_STATES)[number];
export function publicPlanState(s: PlanLifecycleState): PublicPlanState {
  return s === 'ended' ? 'closed' : s;
}

export interface PlanTerms {
  quota: number;
  startAt: Date | string;
  endAt: Date | string;
  resultsPublishAt: Date | string;
}

/**
 * The rules of a plan's terms, in Chinese: quota never below the places already taken, and
 * 报名开始 < 报名截止 < 结果公布. A publication time kept as it was (`keptPublishAt`, the plan's
 * stored one) is not judged again: a plan that publishes as it decides (随报随录) keeps its time.
 * Null when the terms hold.
 */
export function planTermsProblem(
  t: PlanTerms,
  taken: number,
  keptPublishAt?: Date | string | null,
): string | null {
  if (!Number.isInteger(t.quota) || t.quota < 0) return '招生人数须为不小于0的整数';
  if (t.quota < taken) return `招生人数不能少于已报名人数（${taken}人）`;
  if (ms(t.startAt) >= ms(t.endAt)) return '报名截止时间须晚于报名开始时间';
  const kept = keptPublishAt != null && sameSecond(keptPublishAt, t.resultsPublishAt);
  if (!kept && ms(t.endAt) >= ms(t.resultsPublishAt)) return '结果公布时间须晚于报名截止时间';
  return null;
}

/** Reopening a closed plan whose end has passed would only make it 已结束: the dates come first. */
export function reopenProblem(p: PlanFacts, now: Date): string | null {
  if (!p.closed) return '只有已关闭的招生计划可以重新开放';
  if (now.getTime() > ms(p.endAt)) return '报名截止时间已过，请先修改报名截止时间';
  return null;
}

/** Yuan as typed (up to 2 decimals) to fen, or null when it is not an amount. */
export function yuanToFen(yuan: string | number): number | null {
  const s = String(yuan).trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(s)) return null;
  const [int, dec = ''] = s.split('.');
  return Number(int) * 100 + Number(dec.padEnd(2, '0'));
}

export function fenToYuan(fen: number): string {
  const y = Math.floor(fen / 100);
  const f = fen % 100;
  return f ? `${y}.${String(f).padStart(2, '0').replace(/0$/, '')}` : String(y);
}

/** What applicants read for a plan's public state (已结束 covers ended and closed). */
export const PUBLIC_PLAN_LABEL: Readonly<Record<PublicPlanState, string>> = {
  notStarted: planLifecycle.states.notStarted.label,
  open: planLifecycle.states.open.label,
  full: planLifecycle.states.full.label,
  closed: planLifecycle.states.ended.label,
};
