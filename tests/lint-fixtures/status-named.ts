// Allowed: codes and state functions from the journeys; HTTP statuses (three digits) and other numbers.
import { FEE_CODE, feeState, REVIEW_CODE } from '@domain/journeys';
export const a = (r: { fee_status: number }) => r.fee_status === FEE_CODE.paid;
export const b = (r: { reviewStatus: number }) => r.reviewStatus !== REVIEW_CODE.rejected;
export const c = (r: { feeStatus: number }) => feeState(r.feeStatus) === 'paid';
export const d = (res: { status: number }) => res.status === 404;
export const e = (r: { count: number }) => r.count === 3;
