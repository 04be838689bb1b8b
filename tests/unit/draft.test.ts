import { describe, expect, it, test } from 'vitest';
import { answersThatFit, DRAFT_TTL_MS, formFingerprint, isDraftExpired } from '@domain/forms/draft';

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

describe('a draft on an earlier form version', () => {
  const fields = [
    { prop: 'name', type: 'text' },
    { prop: 'idNumber', type: 'SelectInput' },
    { prop: 'boarding', type: 'picker', options: [{ index: 0, label: '住校' }] },
    { prop: 'majors', type: 'text', multipleChoice: 1, options: [{ index: 0, label: 'A' }] },
  ];
  it('the fingerprint changes with any field key, type, option or logic, and only then', () => {
    const fp = formFingerprint(fields, []);
    expect(formFingerprint(structuredClone(fields), [])).toBe(fp);
    expect(formFingerprint(fields.slice(1), [])).not.toBe(fp);
    expect(formFingerprint(fields, [{ id: 'x' }])).not.toBe(fp);
    expect(formFingerprint([{ ...fields[0]!, type: 'textarea' }, ...fields.slice(1)], [])).not.toBe(fp);
  });
  it('keeps the answers that still fit', () => {
    expect(
      answersThatFit(fields, {
        name: '张三',
        idNumberType: '护照',
        boarding: '走读',
        majors: ['0', '7'],
        gone: 'x',
      }),
    ).toEqual({ name: '张三', idNumberType: '护照', majors: ['0'] });
  });
});
