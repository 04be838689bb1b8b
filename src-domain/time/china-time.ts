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

// Spec section 9: China has one zone and no DST, so a fixed +08:00 offset is exact. Plain Date
// arithmetic on UTC fields (issue 28: no date library in the first visit's JavaScript).

// dayjs's parse: a date-time without a zone ('2026-11-25 09:00:00', '2026/11/25') is read as UTC;
// one with Z or an offset goes through Date.
const NO_ZONE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function parseUtc(v: Date | string): Date {
  if (v instanceof Date) return new Date(v.getTime());
  const m = /Z$/i.test(v) ? null : NO_ZONE.exec(v);
  if (!m) return new Date(v);
  const ms = (m[7] ?? '0').slice(0, 3);
  return new Date(
    Date.UTC(
      Number(m[1]),
      Number(m[2] ?? 1) - 1,
      Number(m[3] || 1),
      Number(m[4] ?? 0),
      Number(m[5] ?? 0),
      Number(m[6] ?? 0),
      Number(ms),
    ),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Instant d as ISO 8601 with China's offset, e.g. '2026-11-25T09:00:00+08:00' (what the server sends). */
export function chinaInstant(d: Date | string): string {
  const t = parseUtc(d);
  if (Number.isNaN(t.getTime())) return 'Invalid Date';
  return `${toChinaDate(t).toISOString().slice(0, 19)}+08:00`;
}

/** China's wall clock of an ISO instant, in the UTC fields of the returned Date; null when invalid. */
const inChina = (iso: string): Date | null => {
  const d = parseUtc(iso);
  return Number.isNaN(d.getTime()) ? null : toChinaDate(d);
};
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const hm = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
const md = (d: Date) => `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;

/** '11月25日 09:00' in China time; the year leads ('2025年11月25日 09:00') when not China's current year. */
export function chinaTimeText(iso: string, now: Date): string {
  const d = inChina(iso);
  if (!d) return iso;
  const sameYear = d.getUTCFullYear() === chinaYear(now);
  return `${sameYear ? '' : `${d.getUTCFullYear()}年`}${md(d)} ${hm(d)}`;
}

/** '2026年11月25日' in China time, where a date alone is meant. */
export function chinaDateText(iso: string): string {
  const d = inChina(iso);
  return d ? `${d.getUTCFullYear()}年${md(d)}` : iso;
}

/** A range on one line: '11月25日 09:00–11:30' within a China day, else '11月25日 09:00 – 11月26日 17:00'. */
export function chinaRangeText(startIso: string, endIso: string, now: Date): string {
  const a = inChina(startIso);
  const b = inChina(endIso);
  if (!a || !b) return `${chinaTimeText(startIso, now)} – ${chinaTimeText(endIso, now)}`;
  if (ymd(a) === ymd(b)) return `${chinaTimeText(startIso, now)}–${hm(b)}`;
  return `${chinaTimeText(startIso, now)} – ${chinaTimeText(endIso, now)}`;
}
