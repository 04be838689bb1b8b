import { FeeStatus } from '@domain/admissions/statuses';

/**
 * Fee status only moves forward (brief section 4): 未缴费 → 支付处理中 (order created) → 已缴费 (notify);
 * 未缴费/支付处理中 → 已缴费 also by an approved payment voucher; 已缴费 → 待退费 → 已退费.
 */
const NEXT: Record<FeeStatus, readonly FeeStatus[]> = {
  [FeeStatus.UNPAID]: [FeeStatus.PROCESSING, FeeStatus.PAID],
  [FeeStatus.PROCESSING]: [FeeStatus.PAID],
  [FeeStatus.PAID]: [FeeStatus.REFUND_PENDING],
  [FeeStatus.REFUND_PENDING]: [FeeStatus.REFUNDED],
  [FeeStatus.REFUNDED]: [],
};

export function canMoveFee(from: number, to: number): boolean {
  return (NEXT[from as FeeStatus] ?? []).includes(to as FeeStatus);
}

/** The statuses a registration may be in for a move to `to` (used as the WHERE of a conditional UPDATE). */
export function feeSourcesOf(to: FeeStatus): FeeStatus[] {
  return (Object.keys(NEXT).map(Number) as FeeStatus[]).filter((from) => NEXT[from].includes(to));
}
