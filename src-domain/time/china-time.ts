import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
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

// Spec section 9: China has one zone and no DST, so a fixed +08:00 offset is exact.
dayjs.extend(utc);
const CHINA_OFFSET_MIN = 480;

/** Instant d as ISO 8601 with China's offset, e.g. '2026-11-25T09:00:00+08:00' (what the server sends). */
export function chinaInstant(d: Date | string): string {
  return dayjs.utc(d).add(CHINA_OFFSET_MIN, 'minute').format('YYYY-MM-DDTHH:mm:ss[+08:00]');
}

// UTC mode shifted by 8 h, not utcOffset(): dayjs's utcOffset goes through the local zone and slips
// by an hour near the phone's DST changes (the TZ property test found it).
const inChina = (iso: string) => {
  const d = dayjs.utc(iso);
  return d.isValid() ? d.add(CHINA_OFFSET_MIN, 'minute') : null;
};

/** '11月25日 09:00' in China time; the year leads ('2025年11月25日 09:00') when not China's current year. */
export function chinaTimeText(iso: string, now: Date): string {
  const d = inChina(iso);
  if (!d) return iso;
  const sameYear = d.year() === dayjs.utc(now).add(CHINA_OFFSET_MIN, 'minute').year();
  return d.format(sameYear ? 'M月D日 HH:mm' : 'YYYY年M月D日 HH:mm');
}

/** '2026年11月25日' in China time, where a date alone is meant. */
export function chinaDateText(iso: string): string {
  const d = inChina(iso);
  return d ? d.format('YYYY年M月D日') : iso;
}

/** A range on one line: '11月25日 09:00–11:30' within a China day, else '11月25日 09:00 – 11月26日 17:00'. */
export function chinaRangeText(startIso: string, endIso: string, now: Date): string {
  const a = inChina(startIso);
  const b = inChina(endIso);
  if (!a || !b) return `${chinaTimeText(startIso, now)} – ${chinaTimeText(endIso, now)}`;
  if (a.format('YYYY-MM-DD') === b.format('YYYY-MM-DD'))
    return `${chinaTimeText(startIso, now)}–${b.format('HH:mm')}`;
  return `${chinaTimeText(startIso, now)} – ${chinaTimeText(endIso, now)}`;
}
