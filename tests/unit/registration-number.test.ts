import { describe, expect, it } from 'vitest';
import { isRegistrationNumber, registrationNumber } from '@domain/admissions/registration-number';

describe('报名编号 (issue 23 defect 8)', () => {
  it('is the year and a 5-digit counter: 9 digits, 10 once a school passes 99,999 in a year', () => {
    expect(registrationNumber(2026, 1)).toBe('202600001');
    expect(registrationNumber(2026, 99_999)).toBe('202699999');
    expect(registrationNumber(2026, 100_000)).toBe('2026100000');
  });

  it('refuses what would not be a readable number', () => {
    expect(() => registrationNumber(2026, 0)).toThrow(RangeError);
    expect(() => registrationNumber(2026, 1_000_000)).toThrow(RangeError);
    expect(() => registrationNumber(2026, 1.5)).toThrow(RangeError);
    expect(() => registrationNumber(26, 1)).toThrow(RangeError);
  });

  it('recognises a well-formed number, not an internal id or an ID number', () => {
    expect(isRegistrationNumber('202600017')).toBe(true);
    expect(isRegistrationNumber('2026100000')).toBe(true);
    expect(isRegistrationNumber('reg_H7XG2b_8dGHGWoGv')).toBe(false);
    expect(isRegistrationNumber('11010120100307002X')).toBe(false);
    expect(isRegistrationNumber('20260001')).toBe(false);
  });
});
