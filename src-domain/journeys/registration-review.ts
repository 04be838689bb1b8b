import type { Journey } from './journey';
import { fee, type FeeState } from './fee';

export type ReviewState = 'pending' | 'approved' | 'rejected';
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

/** Wire codes of the contract (registrations.review_status). */
export const REVIEW_CODE: Record<ReviewState, number> = { pending: 0, approved: 1, rejected: 2 };
export function reviewState(code: number | null | undefined): ReviewState {
  return code === 1 ? 'approved' : code === 2 ? 'rejected' : 'pending';
}

/**
 * The fee a rejection leaves (issue 23): a paid registration may be rejected, and its fee then
 * takes the fee journey's requestRefund (已缴费 → 待退费); any other fee stays as it was.
 */
export function rejectedFee(f: FeeState): FeeState {
  return f === 'paid' ? (fee.transitions.paid.requestRefund ?? f) : f;
}
