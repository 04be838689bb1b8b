import {
  admission,
  admissionState,
  facePhoto,
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
  const s = code === 1 ? 'approved' : code === 2 ? 'rejected' : 'reviewing';
  return {
    approve: !isRefusal(next(facePhoto, s, 'approve')),
    reject: !isRefusal(next(facePhoto, s, 'reject')),
  };
}

/** Admission decisions are offered on 审核通过 registrations only. */
export function admitOptions(r: { reviewStatus: number; admissionStatus: number }) {
  const approved = reviewState(r.reviewStatus) === 'approved';
  const s = admissionState(r.admissionStatus, false);
  return {
    admit: approved && !isRefusal(next(admission, s, 'admit')),
    preAdmit: approved && !isRefusal(next(admission, s, 'preAdmit')),
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
