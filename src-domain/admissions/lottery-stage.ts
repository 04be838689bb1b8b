import type { Tone } from '../journeys/journey';
import { planLifecycle } from '../journeys/plan-lifecycle';

/**
 * Where a 报名后摇号 plan is in its draw (issue 37, brief §9): the registration window, then the
 * commitment published (SHA-256 of the seed and the frozen list), then the draw (the seed revealed).
 */
export type DrawStage = 'open' | 'closed' | 'committed' | 'drawn';

export const DRAW_STAGE: Record<DrawStage, { label: string; tone: Tone }> = {
  // The window open: the plan's own 报名中.
  open: { label: planLifecycle.states.open.label, tone: 'primary' },
  closed: { label: '已截止待公示承诺', tone: 'warning' },
  committed: { label: '承诺已公示', tone: 'primary' },
  drawn: { label: '已摇号', tone: 'success' },
};

/** The stage of a plan from what the server says of it. */
export function drawStage(v: { windowClosed: boolean; draw: { drawnAt: string | null } | null }): DrawStage {
  if (v.draw?.drawnAt) return 'drawn';
  if (v.draw) return 'committed';
  return v.windowClosed ? 'closed' : 'open';
}

/** What staff may do at a stage: publish the commitment once the window closed, draw once after it. */
export function drawActions(stage: DrawStage): ('commit' | 'draw')[] {
  if (stage === 'closed') return ['commit'];
  if (stage === 'committed') return ['draw'];
  return [];
}

/** 中签, or 候补第 N 位, of one published entry. */
export const drawOutcomeText = (e: { admitted: boolean; waitlist: number | null }): string =>
  e.admitted ? '中签' : `候补 ${e.waitlist ?? ''}`.trim();
