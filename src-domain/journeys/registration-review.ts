import type { Journey } from './journey';

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
    // Once paid the school can no longer reject: `reject` is refused by rejectAllowed() below.
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

/** Once the fee is paid (or refund is under way) the school can no longer reject. */
export function rejectAllowed(feePaidOrLater: boolean): boolean {
  return !feePaidOrLater;
}
