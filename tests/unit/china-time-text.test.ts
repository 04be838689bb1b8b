import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { chinaDateText, chinaInstant, chinaRangeText, chinaTimeText } from '@domain/time/china-time';

const NOW = new Date('2026-06-01T00:00:00Z');
const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  process.env.TZ = ORIGINAL_TZ;
});

describe('China time text (spec section 9: UTC+8 whatever the phone zone)', () => {
  it('sends instants as ISO 8601 with +08:00', () => {
    expect(chinaInstant(new Date('2026-11-25T01:00:00Z'))).toBe('2026-11-25T09:00:00+08:00');
    expect(chinaInstant('2026-11-24T20:30:00Z')).toBe('2026-11-25T04:30:00+08:00');
  });

  it('shows Chinese conventions, the year only when not the current one', () => {
    expect(chinaTimeText('2026-11-25T09:00:00+08:00', NOW)).toBe('11月25日 09:00');
    expect(chinaTimeText('2025-11-25T09:00:00+08:00', NOW)).toBe('2025年11月25日 09:00');
    expect(chinaDateText('2026-11-25T00:30:00+08:00')).toBe('2026年11月25日');
  });

  it('puts a range on one line', () => {
    expect(chinaRangeText('2026-11-25T09:00:00+08:00', '2026-11-25T11:30:00+08:00', NOW)).toBe(
      '11月25日 09:00–11:30',
    );
    expect(chinaRangeText('2026-11-25T09:00:00+08:00', '2026-11-26T17:00:00+08:00', NOW)).toBe(
      '11月25日 09:00 – 11月26日 17:00',
    );
  });

  it('London and Tokyo phones read the same text as Shanghai', () => {
    const iso = '2026-11-25T00:30:00+08:00';
    const out = ['Asia/Shanghai', 'Europe/London', 'Asia/Tokyo', 'America/Los_Angeles'].map((tz) => {
      process.env.TZ = tz;
      return [chinaTimeText(iso, NOW), chinaDateText(iso)].join('|');
    });
    expect(new Set(out).size).toBe(1);
    expect(out[0]).toBe('11月25日 00:30|2026年11月25日');
  });

  it('for any instant the output does not depend on process.env.TZ', () => {
    const zones = ['UTC', 'Asia/Shanghai', 'Europe/London', 'America/Los_Angeles', 'Pacific/Kiritimati'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01Z'), max: new Date('2099-12-31Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 3 * 24 * 60 }),
        (d, minutes) => {
          const a = chinaInstant(d);
          const b = new Date(d.getTime() + minutes * 60_000).toISOString();
          const texts = zones.map((tz) => {
            process.env.TZ = tz;
            return [chinaInstant(d), chinaTimeText(a, NOW), chinaDateText(a), chinaRangeText(a, b, NOW)].join(
              '|',
            );
          });
          expect(new Set(texts).size).toBe(1);
          expect(a.endsWith('+08:00')).toBe(true);
          expect(new Date(a).getTime()).toBe(Math.floor(d.getTime() / 1000) * 1000);
        },
      ),
      { numRuns: 1000 },
    );
  }, 20_000);
});
