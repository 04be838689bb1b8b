import { can } from '../staff/roles';
import { isRefusal, next } from './journey';
import { STAFF_ORDER_ACTIONS, STAFF_PHOTO_ACTIONS, STAFF_VOUCHER_ACTIONS, type StaffRoleName } from './codes';
import { facePhoto, type FaceState } from './face-photo';
import {
  type RegistrationFacts,
  STAFF_ACTION_PERMISSION,
  staffActionRefusal,
  type StaffRegistrationAction,
} from './registration-actions';

/**
 * What a staff member may do now with a row of 凭证审核, 缴费订单 and 人脸照片 (issue 23 item 2): the
 * server sends each row's list for the caller's role, the screens render exactly it, and the endpoints
 * that act refuse by the same functions (staffRefusal, photoRefusal), so an offer and its acceptance
 * never differ.
 */
export type StaffVoucherAction = (typeof STAFF_VOUCHER_ACTIONS)[number];
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];
export type StaffPhotoAction = (typeof STAFF_PHOTO_ACTIONS)[number];

const NO_RIGHT = '当前账号无权进行此操作';

/** Why `role` may not take `action` on the registration now, or null (the one rule of offer and refusal). */
export function staffRefusal(
  f: RegistrationFacts,
  role: StaffRoleName,
  action: StaffRegistrationAction,
): string | null {
  if (!can(role, STAFF_ACTION_PERMISSION[action])) return NO_RIGHT;
  return staffActionRefusal(f, action);
}

/** 凭证审核: 通过 / 驳回 of the registration's payment voucher, for this role now. */
export function voucherRowActions(f: RegistrationFacts, role: StaffRoleName): StaffVoucherAction[] {
  return STAFF_VOUCHER_ACTIONS.filter((a) => staffRefusal(f, role, a) === null);
}

/** 缴费订单: 线下已缴 / 退费 of the registration's fee, for this role now. */
export function orderRowActions(f: RegistrationFacts, role: StaffRoleName): StaffOrderAction[] {
  return STAFF_ORDER_ACTIONS.filter((a) => staffRefusal(f, role, a) === null);
}

/** Why `role` may not take `action` on a face photo in state `s` now, or null (the face-photo journey). */
export function photoRefusal(s: FaceState, role: StaffRoleName, action: StaffPhotoAction): string | null {
  if (!can(role, 'photos')) return NO_RIGHT;
  const to = next(facePhoto, s, action === 'approvePhoto' ? 'approve' : 'reject');
  return isRefusal(to) ? to.msg : null;
}

/** 人脸照片: 通过 / 驳回 of a student's current photo, for this role now. */
export function photoRowActions(s: FaceState, role: StaffRoleName): StaffPhotoAction[] {
  return STAFF_PHOTO_ACTIONS.filter((a) => photoRefusal(s, role, a) === null);
}

/** Only the voucher / order actions of a registration's list (a move's answer carries them all). */
export const voucherActionsOf = (xs: readonly StaffRegistrationAction[]): StaffVoucherAction[] =>
  STAFF_VOUCHER_ACTIONS.filter((a) => xs.includes(a));
export const orderActionsOf = (xs: readonly StaffRegistrationAction[]): StaffOrderAction[] =>
  STAFF_ORDER_ACTIONS.filter((a) => xs.includes(a));
