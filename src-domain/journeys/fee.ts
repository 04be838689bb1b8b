import type { Journey } from './journey';
import { FEE_CODE } from './codes';
import { voucher, type VoucherState } from './voucher';

export type FeeState = keyof typeof FEE_CODE;
export type FeeEvent = 'openOrder' | 'settle' | 'close' | 'reopen' | 'requestRefund' | 'refund';
export type FeeAction = 'pay' | 'continuePay' | 'payAgain' | 'uploadVoucher';

// Issue 13 section 2: 未缴费 → 待支付 → 已缴费 | 已关闭 (pay again) → 待退费 → 已退费.
export const fee: Journey<FeeState, FeeEvent, FeeAction> = {
  name: 'fee',
  initial: 'unpaid',
  events: ['openOrder', 'settle', 'close', 'reopen', 'requestRefund', 'refund'],
  states: {
    unpaid: { label: '未缴费', tone: 'warning', actions: ['pay', 'uploadVoucher'] },
    pending: { label: '待支付', tone: 'primary', actions: ['continuePay', 'uploadVoucher'] },
    paid: { label: '已缴费', tone: 'success', actions: [] },
    closed: { label: '已关闭', tone: 'default', actions: ['payAgain', 'uploadVoucher'] },
    refundPending: { label: '待退费', tone: 'warning', actions: [] },
    refunded: { label: '已退费', tone: 'default', actions: [] },
  },
  transitions: {
    // settle from unpaid/closed: an approved payment voucher.
    unpaid: { openOrder: 'pending', settle: 'paid' },
    pending: { openOrder: 'pending', settle: 'paid', close: 'closed' },
    closed: { reopen: 'pending', settle: 'paid' },
    paid: { requestRefund: 'refundPending' },
    refundPending: { refund: 'refunded' },
    refunded: {},
  },
  actionEvent: { pay: 'openOrder', continuePay: 'openOrder', payAgain: 'reopen', uploadVoucher: 'settle' },
  actionLabel: { pay: '去缴费', continuePay: '继续支付', payAgain: '重新支付', uploadVoucher: '上传凭证' },
};

/** The state of a stored code (registrations.fee_status, codes.ts); unknown reads 未缴费. */
export function feeState(code: number | null | undefined): FeeState {
  const hit = (Object.keys(FEE_CODE) as FeeState[]).find((s) => FEE_CODE[s] === Number(code));
  return hit ?? 'unpaid';
}

export const isPaidOrLater = (s: FeeState) => s === 'paid' || s === 'refundPending' || s === 'refunded';

export interface PayRuleInput {
  amount: number;
  review: 'pending' | 'approved' | 'rejected';
  fee: FeeState;
  /** Plan setting: paying is allowed right after registration, before review. */
  payAtRegistration: boolean;
}

/** Why paying is not offered, or null when it is (after 审核通过 unless the plan allows it earlier). */
export function payRefusal(r: PayRuleInput): string | null {
  if (r.amount <= 0) return '该计划无需缴费';
  if (isPaidOrLater(r.fee)) return '已缴费，无需重复支付';
  if (r.review === 'rejected') return '报名已被驳回，请修改后重新提交';
  if (r.review === 'pending' && !r.payAtRegistration) return '报名审核通过后才能缴费';
  return null;
}

export interface VoucherRuleInput extends PayRuleInput {
  voucher: VoucherState;
  /** School setting: off-line payment (a voucher) is accepted. */
  offlinePayment: boolean;
}

/**
 * Why a payment voucher may not be uploaded now, or null when it may (issue 23: the screen offers
 * exactly what the server accepts). Paying must be allowed (payRefusal), the fee journey must offer
 * uploadVoucher (未缴费 / 待支付 / 已关闭), and the voucher journey an upload (none or 已驳回).
 */
export function voucherRefusal(r: VoucherRuleInput): string | null {
  if (!r.offlinePayment) return '学校未开通线下缴费，请在线支付';
  const pay = payRefusal(r);
  if (pay) return pay;
  if (!fee.states[r.fee].actions.includes('uploadVoucher')) return '当前状态不可上传缴费凭证';
  if (r.voucher === 'approved') return '缴费凭证已审核通过';
  if (!voucher.states[r.voucher].actions.length) return '缴费凭证审核中，请等待学校审核';
  return null;
}
