import type { Journey } from './journey';
import { VOUCHER_CODE } from './codes';

export type VoucherState = keyof typeof VOUCHER_CODE;
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

/** The state of a stored code (voucher_status, codes.ts): null = none uploaded. */
export function voucherState(code: number | null | undefined): VoucherState {
  const hit = (Object.keys(VOUCHER_CODE) as VoucherState[]).find(
    (s) => code != null && VOUCHER_CODE[s] === code,
  );
  return hit ?? 'none';
}
