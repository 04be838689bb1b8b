import { describe, expect, it } from 'vitest';
import { placementYears, seasonYear } from '@domain/roster/season-year';

describe('seasonYear (入学年份 of the current season)', () => {
  it('is the year of the saved arrival window', () => {
    expect(seasonYear('2027-08-28', new Date('2026-11-26T00:00:00Z'))).toBe(2027);
  });
  it("is China's current year without a window (UTC+8 crosses the new year first)", () => {
    expect(seasonYear('', new Date('2026-12-31T16:30:00Z'))).toBe(2027);
    expect(seasonYear(undefined, new Date('2026-12-31T15:30:00Z'))).toBe(2026);
  });
  it('offers the current year, the next and the years in use, newest first, once each', () => {
    expect(placementYears(2026, [2025, 2026, 2026])).toEqual([2027, 2026, 2025]);
  });
});
