import {
  admission,
  type AdmissionEvent,
  admissionState,
  decisionBlock,
  decisionTiming,
  facePhoto,
  faceState,
  fee,
  feeState,
  isRefusal,
  next,
  registrationReview,
  reviewState,
  voucher,
  voucherState,
} from '../journeys';

/** Which buttons a row offers: every transition goes through the journeys' state models. */
/** 驳回 is offered on a paid registration too: its refund then starts (journeys rejectedFee). */
export function reviewOptions(r: { reviewStatus: number; feeStatus: number }) {
  const s = reviewState(r.reviewStatus);
  return {
    approve: !isRefusal(next(registrationReview, s, 'approve')),
    reject: !isRefusal(next(registrationReview, s, 'reject')),
  };
}

export function voucherOptions(code: number | null) {
  const s = voucherState(code);
  return {
    approve: !isRefusal(next(voucher, s, 'approve')),
    reject: !isRefusal(next(voucher, s, 'reject')),
  };
}

export function photoOptions(code: number) {
  const s = faceState(true, code);
  return {
    approve: !isRefusal(next(facePhoto, s, 'approve')),
    reject: !isRefusal(next(facePhoto, s, 'reject')),
  };
}

/**
 * What 录取管理 offers on a row (issue 24), read from the admission journey: a decision where the
 * journey and decisionBlock allow it, 撤销决定 before publication, 撤销录取 after it; `blocked` says
 * why nothing can be decided.
 */
export function admitOptions(
  r: { reviewStatus: number; feeStatus: number; amount: number; admissionStatus: number },
  published: boolean,
) {
  const s = admissionState(r.admissionStatus, false);
  const blocked = decisionBlock(r);
  const may = (e: AdmissionEvent) =>
    !isRefusal(next(admission, s, e)) &&
    decisionTiming(e, published) === null &&
    (e === 'undo' || e === 'revoke' || blocked === null);
  return {
    admit: may('admit'),
    preAdmit: may('preAdmit'),
    decline: may('decline'),
    undo: may('undo'),
    revoke: may('revoke'),
    /** Only said while no decision was taken (a decided row shows its state). */
    blocked: s === 'waiting' ? blocked : null,
  };
}

export function orderOptions(feeStatus: number) {
  const s = feeState(feeStatus);
  return {
    markPaid: !isRefusal(next(fee, s, 'settle')),
    // 退费 starts a refund (已缴费) or completes one a rejection started (待退费).
    refund: !isRefusal(next(fee, s, 'requestRefund')) || !isRefusal(next(fee, s, 'refund')),
  };
}
