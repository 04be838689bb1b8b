import type { Clock } from '../ports/clock';

/** Spec section 9: the current time is computed as UTC+8. */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A Date shifted so that its UTC fields (getUTCFullYear…) read China's wall clock. */
export function toChinaDate(d: Date): Date {
  return new Date(d.getTime() + CHINA_OFFSET_MS);
}

export function chinaNow(clock: Clock): Date {
  return toChinaDate(clock.now());
}

/** The calendar year in China at instant d. */
export function chinaYear(d: Date): number {
  return toChinaDate(d).getUTCFullYear();
}

/** 'YYYY-MM-DD' of instant d in China. */
export function chinaDateString(d: Date): string {
  return toChinaDate(d).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD HH:mm' of instant d in China. */
export function chinaDateTimeString(d: Date): string {
  return toChinaDate(d).toISOString().slice(0, 16).replace('T', ' ');
}
