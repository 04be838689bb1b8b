import type { Journey } from './journey';
import { REVIEW_CODE } from './codes';
import { fee, type FeeState } from './fee';

export type ReviewState = keyof typeof REVIEW_CODE;
export type ReviewEvent = 'approve' | 'reject' | 'resubmit';
export type ReviewAction = 'resubmit';

// Brief section 4: 待审核 → 审核通过 | 已驳回 (reason); 修改并重新提交 returns to 待审核.
export const registrationReview: Journey<ReviewState, ReviewEvent, ReviewAction> = {
  name: 'review',
  initial: 'pending',
  events: ['approve', 'reject', 'resubmit'],
  states: {
    pending: { label: '待审核', tone: 'warning', actions: [] },
    approved: { label: '审核通过', tone: 'success', actions: [] },
    rejected: { label: '已驳回', tone: 'danger', actions: ['resubmit'] },
  },
  transitions: {
    pending: { approve: 'approved', reject: 'rejected' },
    // Once paid, rejecting also starts the refund (rejectedFee() below: 已缴费 → 待退费).
    approved: { reject: 'rejected' },
    rejected: { resubmit: 'pending' },
  },
  actionEvent: { resubmit: 'resubmit' },
  actionLabel: { resubmit: '修改并重新提交' },
};

/** The state of a stored code (registrations.review_status, codes.ts); unknown reads 待审核. */
export function reviewState(code: number | null | undefined): ReviewState {
  return code === REVIEW_CODE.approved ? 'approved' : code === REVIEW_CODE.rejected ? 'rejected' : 'pending';
}

/**
 * The fee a rejection leaves (issue 23): a paid registration may be rejected, and its fee then
 * takes the fee journey's requestRefund (已缴费 → 待退费); any other fee stays as it was.
 */
export function rejectedFee(f: FeeState): FeeState {
  return f === 'paid' ? (fee.transitions.paid.requestRefund ?? f) : f;
}
