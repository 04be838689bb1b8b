import {
  FEE_CODE,
  feeState,
  fee,
  isRefusal,
  next,
  registrationReview,
  rejectedFee,
  REVIEW_CODE,
  reviewState,
  sourcesOf,
  undecided,
  voucher,
  VOUCHER_CODE,
  voucherState,
  type FeeEvent,
  type FeeState,
  type Journey,
  type ReviewEvent,
  type VoucherEvent,
} from '@domain/journeys';
import type { registrations } from '../../db/schema';

const codes = <S extends string>(states: S[], map: Record<S, number | null>) =>
  states.map((s) => map[s]).filter((c): c is number => c !== null);

/** The stored codes from which the models allow an event (the WHERE of the conditional UPDATE). */
export const feeSources = (e: FeeEvent) => codes(sourcesOf(fee, e), FEE_CODE);
export const reviewSources = (e: ReviewEvent) => codes(sourcesOf(registrationReview, e), REVIEW_CODE);
export const voucherSources = (e: VoucherEvent) => codes(sourcesOf(voucher, e), VOUCHER_CODE);

/** The fee codes a rejection changes, each with the code it leaves (已缴费 → 待退费: the refund starts). */
export const rejectFeeMoves = (): [from: number, to: number][] =>
  (Object.keys(FEE_CODE) as FeeState[])
    .filter((s) => rejectedFee(s) !== s)
    .map((s) => [FEE_CODE[s], FEE_CODE[rejectedFee(s)]]);

/** The model's Chinese refusal of `event` from `state`, or null when the model allows it. */
export function refusalOf<S extends string, E extends string, A extends string>(
  j: Journey<S, E, A>,
  state: S,
  event: E,
): string | null {
  const to = next(j, state, event);
  return isRefusal(to) ? to.msg : null;
}

/** The stored status codes of a registration, as the table types them. */
export type StoredStatuses = Pick<
  typeof registrations.$inferSelect,
  'reviewStatus' | 'feeStatus' | 'voucherStatus' | 'admissionStatus'
>;

export const feeRefusal = (r: StoredStatuses, e: FeeEvent) => refusalOf(fee, feeState(r.feeStatus), e);
export const reviewRefusal = (r: StoredStatuses, e: ReviewEvent) =>
  refusalOf(registrationReview, reviewState(r.reviewStatus), e);
export const voucherRefusal = (r: StoredStatuses, e: VoucherEvent) =>
  refusalOf(voucher, voucherState(r.voucherStatus), e);

/** 驳回: the review model, never once admitted (a paid one starts its refund: rejectedFee). */
export function rejectRefusal(r: StoredStatuses): string | null {
  if (!undecided(r.admissionStatus)) return '已录取的报名不能驳回';
  return reviewRefusal(r, 'reject');
}
