import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { idCheckDigit, idNumberMessage, parseIdNumber, type IdNumberError } from '@domain/identity/id-number';

const NOW = new Date('2026-06-01T00:00:00Z');

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const withCheck = (first17: string) => first17 + idCheckDigit(first17);

/** A valid 18-digit number: region, a real birth date up to NOW, a sequence, its check digit. */
const validId = fc
  .record({
    region: fc.integer({ min: 110000, max: 659999 }),
    birth: fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2026-05-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    seq: fc.integer({ min: 0, max: 999 }),
  })
  .map(({ region, birth, seq }) => {
    const ymd = birth.toISOString().slice(0, 10);
    return { id: withCheck(`${region}${ymd.replace(/-/g, '')}${pad(seq, 3)}`), ymd, seq };
  });

describe('parseIdNumber: 18 digits (spec section 3, GB 11643)', () => {
  test('the classic sample number', () => {
    expect(parseIdNumber('11010519491231002X', NOW)).toEqual({
      ok: true,
      value: { normalized: '11010519491231002X', birthday: '1949-12-31', sex: '1', age: 77 },
    });
  });

  // Computed apart from the code under test (GB 11643 by hand): one number per sum-mod-11 residue, so every check character.
  test.each([
    '440306199003070061',
    '440306199003070010',
    '44030619900307007X',
    '440306199003070029',
    '440306199003070088',
    '440306199003070037',
    '440306199003070096',
    '440306199003070045',
    '440306199003070184',
    '440306199003070053',
    '440306199003070002',
  ])('known valid number %s', (id) => {
    expect(parseIdNumber(id, NOW)).toMatchObject({
      ok: true,
      value: { normalized: id, birthday: '1990-03-07' },
    });
    expect(idCheckDigit(id.slice(0, 17))).toBe(id[17]);
  });

  test('lowercase x is accepted and normalized to X; spaces around are trimmed', () => {
    const r = parseIdNumber(' 11010519491231002x ', NOW);
    expect(r.ok && r.value.normalized).toBe('11010519491231002X');
  });

  test('sex is 0 when the second-to-last digit is odd, otherwise 1', () => {
    const odd = withCheck('11010519900101001');
    const even = withCheck('11010519900101002');
    expect(parseIdNumber(odd, NOW)).toMatchObject({ ok: true, value: { sex: '0' } });
    expect(parseIdNumber(even, NOW)).toMatchObject({ ok: true, value: { sex: '1' } });
  });

  test('round trip: every generated valid number parses back to its birthday, sex and age', () => {
    fc.assert(
      fc.property(validId, ({ id, ymd, seq }) => {
        const r = parseIdNumber(id, NOW);
        expect(r).toEqual({
          ok: true,
          value: {
            normalized: id,
            birthday: ymd,
            sex: seq % 2 === 1 ? '0' : '1',
            age: 2026 - Number(ymd.slice(0, 4)),
          },
        });
      }),
    );
  });

  test('any single-digit change is rejected (checksum, or date when a date digit moved)', () => {
    fc.assert(
      fc.property(
        validId,
        fc.integer({ min: 0, max: 17 }),
        fc.integer({ min: 1, max: 9 }),
        ({ id }, pos, delta) => {
          const old = id[pos] === 'X' ? 10 : Number(id[pos]);
          const repl = pos === 17 ? '0123456789X'[(old + delta) % 11]! : String((old + delta) % 10);
          const changed = id.slice(0, pos) + repl + id.slice(pos + 1);
          const r = parseIdNumber(changed, NOW);
          expect(r.ok).toBe(false);
          const dateDigit = pos >= 6 && pos <= 13;
          if (!dateDigit) expect(r).toEqual({ ok: false, error: 'ID.CHECKSUM' });
          else expect(['ID.CHECKSUM', 'ID.DATE']).toContain(!r.ok && r.error);
        },
      ),
    );
  });

  test('impossible dates are ID.DATE', () => {
    expect(parseIdNumber(withCheck('11010520230229001'), NOW)).toEqual({ ok: false, error: 'ID.DATE' });
    expect(parseIdNumber(withCheck('11010520240229001'), NOW).ok).toBe(true); // leap year
    expect(parseIdNumber(withCheck('11010519901301001'), NOW)).toEqual({ ok: false, error: 'ID.DATE' });
    expect(parseIdNumber(withCheck('11010519900431001'), NOW)).toEqual({ ok: false, error: 'ID.DATE' });
    expect(parseIdNumber(withCheck('11010519900100001'), NOW)).toEqual({ ok: false, error: 'ID.DATE' });
    expect(parseIdNumber(withCheck('11010517991231001'), NOW)).toEqual({ ok: false, error: 'ID.DATE' });
  });

  test('a birthday after today in China is ID.DATE; today in China (still yesterday in UTC) is fine', () => {
    const at = new Date('2026-06-01T17:00:00Z'); // 2026-06-02 01:00 in China
    expect(parseIdNumber(withCheck('11010520260602001'), at).ok).toBe(true);
    expect(parseIdNumber(withCheck('11010520260603001'), at)).toEqual({ ok: false, error: 'ID.DATE' });
  });
});

describe('parseIdNumber: 15 digits', () => {
  test("birthday is '19' + digits 7-8, 9-10, 11-12; sex from the second-to-last digit", () => {
    expect(parseIdNumber('130503670401001', NOW)).toEqual({
      ok: true,
      value: { normalized: '130503670401001', birthday: '1967-04-01', sex: '1', age: 59 },
    });
    expect(parseIdNumber('130503670401011', NOW)).toMatchObject({ ok: true, value: { sex: '0' } });
  });

  test('a 15-digit number must be all digits and a real date', () => {
    expect(parseIdNumber('13050367040100X', NOW)).toEqual({ ok: false, error: 'ID.FORMAT' });
    expect(parseIdNumber('130503670230001', NOW)).toEqual({ ok: false, error: 'ID.DATE' });
  });
});

describe('age uses the UTC+8 clock', () => {
  test('on New Year in China while it is still the old year in UTC', () => {
    const r = parseIdNumber('11010519491231002X', new Date('2025-12-31T16:30:00Z'));
    expect(r.ok && r.value.age).toBe(2026 - 1949);
    const before = parseIdNumber('11010519491231002X', new Date('2025-12-31T15:30:00Z'));
    expect(before.ok && before.value.age).toBe(2025 - 1949);
  });
});

describe('coded errors and their Chinese messages', () => {
  test.each<[string, IdNumberError]>([
    ['', 'ID.EMPTY'],
    ['   ', 'ID.EMPTY'],
    ['1234567890', 'ID.LENGTH'],
    ['1101051949123100', 'ID.LENGTH'],
    ['11010519491231002XX', 'ID.LENGTH'],
    ['1101051949123100XX', 'ID.FORMAT'],
    ['11010519491231002Y', 'ID.FORMAT'],
    ['X1010519491231002X', 'ID.FORMAT'],
    ['110105194912310021', 'ID.CHECKSUM'],
  ])('%j → %s', (raw, error) => {
    expect(parseIdNumber(raw, NOW)).toEqual({ ok: false, error });
  });

  test('every error has a Chinese message', () => {
    expect(idNumberMessage('ID.CHECKSUM')).toBe('身份证号校验位不正确');
    for (const e of ['ID.EMPTY', 'ID.LENGTH', 'ID.FORMAT', 'ID.DATE', 'ID.CHECKSUM'] as const) {
      expect(idNumberMessage(e)).toMatch(/身份证号/);
    }
  });
});
