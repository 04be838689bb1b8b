import { chinaInstant } from '@domain/time/china-time';

/** ISO 8601 with +08:00, e.g. '2026-11-25T09:00:00+08:00' (spec section 9: times are UTC+8). */
export function chinaText(d: Date | string): string {
  return chinaInstant(d);
}

export const toInt = (v: unknown): number => Number(v ?? 0);

/** LIMIT/OFFSET of a page request. */
export const pageWindow = (p: { pageNo: number; pageSize: number }) => ({
  limit: p.pageSize,
  offset: (p.pageNo - 1) * p.pageSize,
});
