import { chinaDateTimeString } from '@domain/time/china-time';

/** 'YYYY-MM-DD HH:mm' on China's wall clock (spec section 9: times are UTC+8). */
export function chinaText(d: Date | string): string {
  return chinaDateTimeString(new Date(d));
}

export const toInt = (v: unknown): number => Number(v ?? 0);

/** LIMIT/OFFSET of a page request. */
export const pageWindow = (p: { pageNo: number; pageSize: number }) => ({
  limit: p.pageSize,
  offset: (p.pageNo - 1) * p.pageSize,
});
