import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_TOO_LARGE_TEXT,
  UPLOAD_TOO_MANY_TEXT,
  uploadSlotsLeft,
  uploadViolation,
} from '@domain/files/upload';

const files = (n: number, size = 1) => Array.from({ length: n }, () => ({ size }));

describe('upload limits (spec sections 5, 8, 9)', () => {
  test('constants and texts', () => {
    expect(UPLOAD_MAX_FILES).toBe(10);
    expect(UPLOAD_MAX_BYTES).toBe(20971520);
    expect(UPLOAD_TOO_LARGE_TEXT).toBe('文件大小不能超过20M');
    expect(UPLOAD_TOO_MANY_TEXT).toBe('最多只能上传10个文件');
  });

  test('20971520 bytes pass, 20971521 bytes fail with the toast text', () => {
    expect(uploadViolation(0, [{ size: 20971520 }])).toBeNull();
    expect(uploadViolation(0, [{ size: 20971521 }])).toEqual({
      code: 'UPLOAD.TOO_LARGE',
      message: '文件大小不能超过20M',
    });
  });

  test('10 files pass, 11 fail, counting those already in the list', () => {
    expect(uploadViolation(0, files(10))).toBeNull();
    expect(uploadViolation(0, files(11))).toEqual({ code: 'UPLOAD.TOO_MANY', message: UPLOAD_TOO_MANY_TEXT });
    expect(uploadViolation(9, files(1))).toBeNull();
    expect(uploadViolation(10, files(1))).toMatchObject({ code: 'UPLOAD.TOO_MANY' });
    expect(uploadViolation(7, files(4))).toMatchObject({ code: 'UPLOAD.TOO_MANY' });
  });

  test('any file type and an empty file are fine; a NaN size is refused', () => {
    expect(uploadViolation(0, [{ size: 0 }])).toBeNull();
    expect(uploadViolation(0, [{ size: Number.NaN }])).toMatchObject({ code: 'UPLOAD.TOO_LARGE' });
  });

  test('slots left', () => {
    expect(uploadSlotsLeft(0)).toBe(10);
    expect(uploadSlotsLeft(10)).toBe(0);
    expect(uploadSlotsLeft(12)).toBe(0);
  });

  test('property: allowed exactly when the count fits and every size is within the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.array(fc.integer({ min: 0, max: UPLOAD_MAX_BYTES + 2 }), { maxLength: 12 }),
        (existing, sizes) => {
          const v = uploadViolation(
            existing,
            sizes.map((size) => ({ size })),
          );
          const tooMany = existing + sizes.length > 10;
          const tooLarge = sizes.some((s) => s > 20971520);
          expect(v?.code ?? null).toBe(tooMany ? 'UPLOAD.TOO_MANY' : tooLarge ? 'UPLOAD.TOO_LARGE' : null);
        },
      ),
    );
  });
});
