import { chinaYear } from '../time/china-time';

/**
 * 入学年份 (届) of the school's current check-in season: the year of 报到设置's arrival window start
 * (reportStart, YYYY-MM-DD), or China's current year while the school has saved no window. New
 * students are of this year when they enter the roster; 分班 / 分宿 default to it.
 */
export function seasonYear(reportStart: string | null | undefined, now: Date): number {
  const y = /^(\d{4})-/.exec(reportStart ?? '')?.[1];
  return y ? Number(y) : chinaYear(now);
}

/** The years a 分班 / 分宿 picker offers: the current one, the next, and every year in use; newest first. */
export function placementYears(current: number, inUse: readonly number[]): number[] {
  return [...new Set([current, current + 1, ...inUse])].sort((a, b) => b - a);
}
