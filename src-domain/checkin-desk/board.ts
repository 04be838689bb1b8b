import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { chinaTimeText, CHINA_OFFSET_MS } from '../time/china-time';
import type { ArrivalsBoard } from './board-gateway';

dayjs.extend(utc);

/** While the live stream is down the board is read again this often. */
export const BOARD_POLL_MS = 15_000;

/** Reconnect backoff of the live stream: 1 s, 2 s, 4 s … at most 30 s (attempt counts from 1). */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/** What the board's live badge says: one source of wording for the page and its tests. */
export type BoardLive = 'connecting' | 'live' | 'polling' | 'offline';
export const BOARD_LIVE_TEXT: Readonly<Record<BoardLive, string>> = {
  connecting: '连接中',
  live: '实时',
  polling: '定时刷新',
  offline: '连接中断',
};

/** Share in per cent with one decimal (66.7); 0 when there is nobody. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
export const percentText = (part: number, whole: number) => `${percentOf(part, whole)}%`;

export interface BoardTotals {
  arrived: number;
  total: number;
  missing: number;
  percent: number;
}
export function boardTotals(b: ArrivalsBoard): BoardTotals {
  return {
    arrived: b.arrived,
    total: b.total,
    missing: b.total - b.arrived,
    percent: percentOf(b.arrived, b.total),
  };
}

/** True when `a` is older than `b` (a late poll answer must not replace a newer pushed board). */
export function boardIsOlder(a: ArrivalsBoard, b: ArrivalsBoard): boolean {
  return Date.parse(a.at) < Date.parse(b.at);
}

/** 'HH:mm:ss' in China time when it is today in China, else the date too ('11月25日 09:00'). */
export function boardUpdatedText(at: string, now: Date): string {
  const d = dayjs.utc(at);
  if (!d.isValid()) return at;
  const china = d.add(CHINA_OFFSET_MS, 'millisecond');
  const today = dayjs.utc(now).add(CHINA_OFFSET_MS, 'millisecond');
  return china.format('YYYY-MM-DD') === today.format('YYYY-MM-DD')
    ? china.format('HH:mm:ss')
    : chinaTimeText(at, now);
}

/** A `tel:` link for a phone the server sends whole; none for a masked (138****0000) or empty one. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[\s-]/g, '');
  return /^\+?\d{3,20}$/.test(digits) ? `tel:${digits}` : null;
}
