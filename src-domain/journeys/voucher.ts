import type { Journey } from './journey';

export type VoucherState = 'none' | 'reviewing' | 'approved' | 'rejected';
export type VoucherEvent = 'upload' | 'approve' | 'reject';
export type VoucherAction = 'upload' | 'reupload';

// Brief section 4: 审核中 → 已通过 | 已驳回 (reason).
export const voucher: Journey<VoucherState, VoucherEvent, VoucherAction> = {
  name: 'voucher',
  initial: 'none',
  events: ['upload', 'approve', 'reject'],
  states: {
    none: { label: '未上传', tone: 'default', actions: ['upload'] },
    reviewing: { label: '审核中', tone: 'warning', actions: [] },
    approved: { label: '已通过', tone: 'success', actions: [] },
    rejected: { label: '已驳回', tone: 'danger', actions: ['reupload'] },
  },
  transitions: {
    none: { upload: 'reviewing' },
    reviewing: { approve: 'approved', reject: 'rejected' },
    approved: {},
    rejected: { upload: 'reviewing' },
  },
  actionEvent: { upload: 'upload', reupload: 'upload' },
  actionLabel: { upload: '上传凭证', reupload: '重新上传凭证' },
};

/** Wire codes (voucher_status): null = none, 0 审核中, 1 已通过, 2 已驳回. */
export const VOUCHER_CODE: Record<VoucherState, number | null> = {
  none: null,
  reviewing: 0,
  approved: 1,
  rejected: 2,
};
export function voucherState(code: number | null | undefined): VoucherState {
  return code === 0 ? 'reviewing' : code === 1 ? 'approved' : code === 2 ? 'rejected' : 'none';
}
