import { describe, expect, test } from 'vitest';
import {
  chinaDateString,
  chinaDateTimeString,
  chinaNow,
  chinaYear,
  CHINA_OFFSET_MS,
  toChinaDate,
} from '@domain/time/china-time';

describe('UTC+8 time (spec section 9)', () => {
  test('the offset is eight hours', () => {
    expect(CHINA_OFFSET_MS).toBe(8 * 3600 * 1000);
  });

  test('chinaNow reads the clock port and shifts it by +8 h', () => {
    const clock = { now: () => new Date('2026-03-01T20:15:00Z') };
    const d = chinaNow(clock);
    expect([d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours()]).toEqual([
      2026, 3, 2, 4,
    ]);
  });

  test('toChinaDate does not touch its argument', () => {
    const src = new Date('2026-01-01T00:00:00Z');
    toChinaDate(src);
    expect(src.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  test('the year and date flip at 16:00 UTC', () => {
    expect(chinaYear(new Date('2025-12-31T15:59:59Z'))).toBe(2025);
    expect(chinaYear(new Date('2025-12-31T16:00:00Z'))).toBe(2026);
    expect(chinaDateString(new Date('2026-06-01T15:59:59Z'))).toBe('2026-06-01');
    expect(chinaDateString(new Date('2026-06-01T16:00:00Z'))).toBe('2026-06-02');
  });

  test('date and minutes of an instant in China', () => {
    expect(chinaDateTimeString(new Date('2026-06-01T15:59:59Z'))).toBe('2026-06-01 23:59');
    expect(chinaDateTimeString(new Date('2026-06-01T16:00:00Z'))).toBe('2026-06-02 00:00');
  });
});
