import { describe, expect, test } from 'vitest';
import {
  ADMISSION_STATUS,
  AdmissionStatus,
  FEE_STATUS,
  FeeStatus,
  REVIEW_STATUS,
  ReviewStatus,
  statusLabel,
  VOUCHER_STATUS,
  VoucherStatus,
} from '@domain/admissions/statuses';

describe('statuses (brief section 4)', () => {
  test('labels', () => {
    expect(REVIEW_STATUS).toEqual({ 0: '待审核', 1: '审核通过', 2: '已驳回' });
    expect(FEE_STATUS).toEqual({ 1: '未缴费', 2: '待支付', 3: '已缴费', 4: '待退费', 5: '已退费' });
    expect(ADMISSION_STATUS).toEqual({ 1: '未录取', 2: '预录取', 3: '已录取' });
    expect(VOUCHER_STATUS).toEqual({ 0: '待审核', 1: '通过', 2: '驳回' });
  });

  test('named codes agree with the label maps', () => {
    expect(REVIEW_STATUS[ReviewStatus.REJECTED]).toBe('已驳回');
    expect(FEE_STATUS[FeeStatus.PROCESSING]).toBe('待支付');
    expect(FEE_STATUS[FeeStatus.REFUNDED]).toBe('已退费');
    expect(ADMISSION_STATUS[AdmissionStatus.PRE_ADMITTED]).toBe('预录取');
    expect(VOUCHER_STATUS[VoucherStatus.APPROVED]).toBe('通过');
  });

  test("statusLabel reads numbers and numeric strings, '-' otherwise", () => {
    expect(statusLabel(FEE_STATUS, 3)).toBe('已缴费');
    expect(statusLabel(FEE_STATUS, '3')).toBe('已缴费');
    expect(statusLabel(FEE_STATUS, 9)).toBe('-');
    expect(statusLabel(REVIEW_STATUS, 0)).toBe('待审核');
    expect(statusLabel(REVIEW_STATUS, null)).toBe('-');
    expect(statusLabel(REVIEW_STATUS, '')).toBe('-');
  });
});
