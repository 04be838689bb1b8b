import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskIdNumber, maskPhone } from '../../src-domain/identity/mask';

describe('maskIdNumber / maskPhone', () => {
  it('mask the middle of the usual shapes', () => {
    expect(maskIdNumber('11010120100101001X')).toBe('110101********001X');
    expect(maskIdNumber('110101100101001')).toBe('110101*****1001');
    expect(maskPhone('13800001111')).toBe('138****1111');
    expect(maskPhone('')).toBe('');
  });

  it.each([
    ['id', maskIdNumber, 10],
    ['phone', maskPhone, 7],
  ] as const)('%s: same length, at least 4 hidden, never the whole value', (_n, mask, shown) => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme-ascii' }), (raw) => {
        const v = raw.trim();
        const m = mask(raw);
        expect([...m].length).toBe([...v].length);
        if (!v) return;
        expect([...m].filter((c) => c === '*').length).toBeGreaterThanOrEqual(Math.min(4, [...v].length));
        expect([...m].length - [...m].filter((c) => c === '*').length).toBeLessThanOrEqual(shown);
        if (v.length >= 2 && !/^\*+$/.test(v)) expect(m).not.toBe(v);
      }),
    );
  });
});
