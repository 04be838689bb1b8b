import { describe, expect, test } from 'vitest';
import { DRAFT_TTL_MS, isDraftExpired } from '@domain/forms/draft';

describe('drafts', () => {
  test('kept 7 days', () => {
    expect(DRAFT_TTL_MS).toBe(604_800_000);
    const saved = Date.UTC(2026, 0, 1);
    expect(isDraftExpired(saved, saved)).toBe(false);
    expect(isDraftExpired(saved, saved + DRAFT_TTL_MS)).toBe(false);
    expect(isDraftExpired(saved, saved + DRAFT_TTL_MS + 1)).toBe(true);
    expect(isDraftExpired(saved, saved - 1000)).toBe(false);
  });

  test('a broken timestamp counts as expired', () => {
    expect(isDraftExpired(Number.NaN, Date.now())).toBe(true);
  });
});
