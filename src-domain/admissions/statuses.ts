// Brief section 4: the statuses of the Chinese admissions systems.
export const REVIEW_STATUS = { 0: '待审核', 1: '审核通过', 2: '已驳回' } as const;
export const FEE_STATUS = { 1: '未缴费', 2: '待支付', 3: '已缴费', 4: '待退费', 5: '已退费' } as const;
export const ADMISSION_STATUS = { 1: '未录取', 2: '预录取', 3: '已录取' } as const;
export const VOUCHER_STATUS = { 0: '待审核', 1: '通过', 2: '驳回' } as const;

export const ReviewStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export const FeeStatus = { UNPAID: 1, PROCESSING: 2, PAID: 3, REFUND_PENDING: 4, REFUNDED: 5 } as const;
export const AdmissionStatus = { NOT_ADMITTED: 1, PRE_ADMITTED: 2, ADMITTED: 3 } as const;
export const VoucherStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;

export type ReviewStatus = keyof typeof REVIEW_STATUS;
export type FeeStatus = keyof typeof FEE_STATUS;
export type AdmissionStatus = keyof typeof ADMISSION_STATUS;
export type VoucherStatus = keyof typeof VOUCHER_STATUS;

/** The Chinese label of a status code, or '-' for an unknown one. */
export function statusLabel(
  map: Readonly<Record<number, string>>,
  code: number | string | null | undefined,
): string {
  if (code == null || code === '') return '-';
  return map[Number(code)] ?? '-';
}
