import {
  admission,
  admissionState,
  facePhoto,
  fee,
  feeState,
  isPaidOrLater,
  isRefusal,
  next,
  registrationReview,
  rejectAllowed,
  reviewState,
  voucher,
  voucherState,
} from '../journeys';

/** Which buttons a row offers: every transition goes through the journeys' state models. */
export function reviewOptions(r: { reviewStatus: number; feeStatus: number }) {
  const s = reviewState(r.reviewStatus);
  return {
    approve: !isRefusal(next(registrationReview, s, 'approve')),
    reject:
      !isRefusal(next(registrationReview, s, 'reject')) &&
      rejectAllowed(isPaidOrLater(feeState(r.feeStatus))),
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
    refund: !isRefusal(next(fee, s, 'requestRefund')),
  };
}
