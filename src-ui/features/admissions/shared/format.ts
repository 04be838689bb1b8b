// Issue 28: the module, not the journeys' index (which brings every journey to the plan list).
import { PUBLIC_PLAN_LABEL } from '@domain/journeys/plan-lifecycle';
import { chinaDateText, chinaRangeText, chinaTimeText } from '@domain/time/china-time';

/** Fen (分) to '¥12.50'; 0 is '免费'. */
export function formatFee(fen: number): string {
  if (!fen) return '免费';
  return `¥${(fen / 100).toFixed(2)}`;
}

/** An instant in China time ('11月25日 09:00', or '2026年11月25日' without time), whatever the phone's zone. */
export function formatChinaTime(iso: string, withTime = true, now = new Date()): string {
  return withTime ? chinaTimeText(iso, now) : chinaDateText(iso);
}

/** A range on one line in China time ('11月25日 09:00–11:30'). */
export function formatChinaRange(startIso: string, endIso: string, now = new Date()): string {
  return chinaRangeText(startIso, endIso, now);
}

const PLAN_STATE = PUBLIC_PLAN_LABEL;

export const planStateLabel = (s: keyof typeof PLAN_STATE) => PLAN_STATE[s] ?? s;
