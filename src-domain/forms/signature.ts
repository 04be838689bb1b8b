/** Spec sections 2, 5 and 9: the signature pad's texts and limits. */
export const SIGNATURE_EMPTY_TEXT = '请先填写';
export const SIGNATURE_HINT = '本事项需签字，请在空白区域内横向书写';
/**
 * Issue 34 item 15: on a portrait pad the parent turns the phone and writes across the long edge; the
 * pad says so upright, and shows the hint and a baseline turned to that landscape.
 */
export const SIGNATURE_TURN_TEXT = '请将手机横过来书写';
export const SIGNATURE_GO_SIGN_TEXT = '去签字';
export const SIGNATURE_REWRITE_TEXT = '重写';
export const SIGNATURE_CONFIRM_TEXT = '确定';
export const SIGNATURE_PEN_MIN = 1;
export const SIGNATURE_PEN_MAX = 3;
/** The output PNG is rotated 270 degrees (written sideways, stored upright). */
export const SIGNATURE_ROTATION_DEG = 270;

/**
 * The quarter turn that stores a drawing upright: a portrait pad is written across its long edge (the
 * phone turned a quarter anticlockwise, its right edge up), so the drawing is turned 270°; a pad that
 * is already landscape (a phone that rotated its screen, a desktop) is written as it is shown.
 */
export function signatureTurn(size: { width: number; height: number }): 0 | 270 {
  return size.height > size.width ? SIGNATURE_ROTATION_DEG : 0;
}

export function clampPenWidth(w: number): number {
  if (!Number.isFinite(w)) return w === Infinity ? SIGNATURE_PEN_MAX : SIGNATURE_PEN_MIN;
  return Math.min(SIGNATURE_PEN_MAX, Math.max(SIGNATURE_PEN_MIN, w));
}

/** The canvas size after the 270-degree rotation: width and height swap. */
export function rotatedSize(size: { width: number; height: number }): { width: number; height: number } {
  return { width: size.height, height: size.width };
}
