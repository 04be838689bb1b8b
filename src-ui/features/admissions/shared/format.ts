import { chinaDateString, chinaDateTimeString } from '@domain/time/china-time';

/** Fen (分) to '¥12.50'; 0 is '免费'. */
export function formatFee(fen: number): string {
  if (!fen) return '免费';
  return `¥${(fen / 100).toFixed(2)}`;
}

/** An instant as China wall-clock 'YYYY-MM-DD HH:mm' (spec section 9: UTC+8), or the input when unreadable. */
export function formatChinaTime(iso: string, withTime = true): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return withTime ? chinaDateTimeString(d) : chinaDateString(d);
}

const PLAN_STATE = { notStarted: '未开始', open: '报名中', full: '名额已满', closed: '已结束' } as const;
const ACTIVITY_STATE = { notStarted: '未开始', open: '报名中', full: '名额已满', ended: '已结束' } as const;

export const planStateLabel = (s: keyof typeof PLAN_STATE) => PLAN_STATE[s] ?? s;
export const activityStateLabel = (s: keyof typeof ACTIVITY_STATE) => ACTIVITY_STATE[s] ?? s;
