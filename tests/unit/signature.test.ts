import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  clampPenWidth,
  rotatedSize,
  SIGNATURE_CONFIRM_TEXT,
  SIGNATURE_EMPTY_TEXT,
  SIGNATURE_GO_SIGN_TEXT,
  SIGNATURE_HINT,
  SIGNATURE_REWRITE_TEXT,
  SIGNATURE_ROTATION_DEG,
  signatureTurn,
} from '@domain/forms/signature';

describe('signature (spec sections 2, 5, 9)', () => {
  test('texts', () => {
    expect(SIGNATURE_EMPTY_TEXT).toBe('请先填写');
    expect(SIGNATURE_HINT).toBe('本事项需签字，请在空白区域内横向书写');
    expect(SIGNATURE_GO_SIGN_TEXT).toBe('去签字');
    expect(SIGNATURE_REWRITE_TEXT).toBe('重写');
    expect(SIGNATURE_CONFIRM_TEXT).toBe('确定');
  });

  test('pen width is clamped to 1-3', () => {
    expect(clampPenWidth(0)).toBe(1);
    expect(clampPenWidth(1)).toBe(1);
    expect(clampPenWidth(2.5)).toBe(2.5);
    expect(clampPenWidth(3)).toBe(3);
    expect(clampPenWidth(4)).toBe(3);
    expect(clampPenWidth(Number.NaN)).toBe(1);
    expect(clampPenWidth(Infinity)).toBe(3);
    fc.assert(
      fc.property(fc.double(), (w) => {
        const c = clampPenWidth(w);
        expect(c).toBeGreaterThanOrEqual(1);
        expect(c).toBeLessThanOrEqual(3);
      }),
    );
  });

  test('the output is rotated 270 degrees: width and height swap', () => {
    expect(SIGNATURE_ROTATION_DEG).toBe(270);
    expect(rotatedSize({ width: 300, height: 600 })).toEqual({ width: 600, height: 300 });
  });
});

describe('signatureTurn (issue 34 item 15)', () => {
  test('turns a portrait pad, written across its long edge, 270°; a landscape pad not at all', () => {
    expect(signatureTurn({ width: 375, height: 520 })).toBe(270);
    expect(signatureTurn({ width: 1280, height: 600 })).toBe(0);
    expect(signatureTurn({ width: 400, height: 400 })).toBe(0);
  });
});
