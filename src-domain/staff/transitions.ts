import {
  facePhoto,
  faceState,
  fee,
  feeState,
  isRefusal,
  next,
  type StaffRegistrationAction,
  voucher,
  voucherState,
} from '../journeys';

/**
 * Whether the server offers `action` on this registration to the signed-in staff member (its row's or
 * move's `actions`, computed by role and state): 报名审核 and 录取管理 show exactly these, never
 * recomputed here. A row without `actions` (an old server) offers nothing.
 */
export function offers(
  r: { actions?: readonly StaffRegistrationAction[] | undefined } | null | undefined,
  action: StaffRegistrationAction,
): boolean {
  return r?.actions?.includes(action) ?? false;
}

/** Which buttons a row offers: every transition goes through the journeys' state models. */
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

export function orderOptions(feeStatus: number) {
  const s = feeState(feeStatus);
  return {
    markPaid: !isRefusal(next(fee, s, 'settle')),
    // 退费 starts a refund (已缴费) or completes one a rejection started (待退费).
    refund: !isRefusal(next(fee, s, 'requestRefund')) || !isRefusal(next(fee, s, 'refund')),
  };
}
