import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatFileSize } from '@domain/files/file-size';

describe('formatFileSize (spec section 9)', () => {
  test("'-' when empty", () => {
    expect(formatFileSize()).toBe('-');
    expect(formatFileSize(null)).toBe('-');
    expect(formatFileSize(Number.NaN)).toBe('-');
    expect(formatFileSize(-1)).toBe('-');
  });

  test.each([
    [0, '0.00 B'],
    [1, '1.00 B'],
    [1023, '1023.00 B'],
    [1024, '1.00 kB'],
    [1536, '1.50 kB'],
    [1048575, '1.00 MB'],
    [1048576, '1.00 MB'],
    [20971520, '20.00 MB'],
    [1073741824, '1.00 GB'],
    [5 * 1073741824 * 1024, '5120.00 GB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  test('property: 2 decimals, the figure below 1024 except in GB, and it reads back within rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), (bytes) => {
        const m = /^(\d+\.\d{2}) (B|kB|MB|GB)$/.exec(formatFileSize(bytes));
        expect(m).not.toBeNull();
        const [, num, unit] = m!;
        const power = ['B', 'kB', 'MB', 'GB'].indexOf(unit!);
        if (unit !== 'GB') expect(Number(num)).toBeLessThan(1024);
        expect(Math.abs(Number(num) * 1024 ** power - bytes)).toBeLessThanOrEqual(
          0.005 * 1024 ** power + 1e-6,
        );
      }),
    );
  });
});
