import {
  admission,
  admissionState,
  facePhoto,
  fee,
  feeState,
  labelOf,
  registrationReview,
  reviewState,
  voucher,
  voucherState,
  type Tone,
} from '../journeys';

/** Badge text and tone of each state, from the journeys (the one source of wording). */
export interface Badge {
  label: string;
  tone: Tone;
}

const badge = (label: string, tone: Tone): Badge => ({ label, tone });

export function reviewBadge(code: number): Badge {
  const s = reviewState(code);
  return badge(labelOf(registrationReview, s), registrationReview.states[s].tone);
}

export function feeBadge(code: number): Badge {
  const s = feeState(code);
  return badge(labelOf(fee, s), fee.states[s].tone);
}

export function voucherBadge(code: number | null): Badge {
  const s = voucherState(code);
  return badge(labelOf(voucher, s), voucher.states[s].tone);
}

/** 1 is also the stored default before any decision, so staff read it as 待录取 (the journey's initial state). */
export function admissionBadge(code: number): Badge {
  const s = admissionState(code, false);
  return badge(labelOf(admission, s), admission.states[s].tone);
}

export function photoBadge(code: number): Badge {
  const s = code === 1 ? 'approved' : code === 2 ? 'rejected' : 'reviewing';
  return badge(labelOf(facePhoto, s), facePhoto.states[s].tone);
}

/** 分 → ¥12.50 */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
