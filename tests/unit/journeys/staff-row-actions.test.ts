import {
  ADMISSION_CODE,
  FACE_STATES,
  FEE_CODE,
  type FeeState,
  orderRowActions,
  photoRefusal,
  photoRowActions,
  type RegistrationFacts,
  STAFF_ORDER_ACTIONS,
  STAFF_PHOTO_ACTIONS,
  STAFF_VOUCHER_ACTIONS,
  staffRefusal,
  type StaffRoleName,
  voucherRowActions,
  type VoucherState,
} from '@domain/journeys';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const facts = (over: Partial<RegistrationFacts> = {}): RegistrationFacts => ({
  review: 'approved',
  fee: 'unpaid',
  voucher: 'reviewing',
  admissionCode: ADMISSION_CODE.waiting,
  published: false,
  amount: 20000,
  payAtRegistration: false,
  offlinePayment: true,
  ...over,
});
const ROLES: StaffRoleName[] = ['admin', 'admissions', 'checkin'];
const FEES = Object.keys(FEE_CODE) as FeeState[];
const VOUCHERS: VoucherState[] = ['none', 'reviewing', 'approved', 'rejected'];

describe('凭证审核 / 缴费订单 / 人脸照片 row actions (issue 23 item 2)', () => {
  it('vouchers: 通过 and 驳回 while 审核中 for admin and 招生老师; nothing once decided or for 报到老师', () => {
    expect(voucherRowActions(facts(), 'admissions')).toEqual(['approveVoucher', 'rejectVoucher']);
    expect(voucherRowActions(facts({ voucher: 'approved', fee: 'paid' }), 'admin')).toEqual([]);
    expect(voucherRowActions(facts(), 'checkin')).toEqual([]);
    // Paid another way meanwhile: the voucher may still be rejected, not approved (the fee cannot settle twice).
    expect(voucherRowActions(facts({ fee: 'paid' }), 'admin')).toEqual(['rejectVoucher']);
  });

  it('orders: 线下已缴 where the fee may settle, 退费 once paid or 待退费; only the admin', () => {
    expect(orderRowActions(facts({ fee: 'unpaid', voucher: 'none' }), 'admin')).toEqual(['markPaid']);
    // A voucher under review: 线下已缴 would let the fee settle twice (issue 34 item 22).
    expect(orderRowActions(facts({ fee: 'unpaid', voucher: 'reviewing' }), 'admin')).toEqual([]);
    expect(orderRowActions(facts({ fee: 'paid' }), 'admin')).toEqual(['refund']);
    expect(orderRowActions(facts({ fee: 'refundPending' }), 'admin')).toEqual(['refund']);
    expect(orderRowActions(facts({ fee: 'refunded' }), 'admin')).toEqual([]);
    expect(orderRowActions(facts({ fee: 'paid' }), 'admissions')).toEqual([]);
  });

  it('photos: 通过 and 驳回 while 审核中 for admin and 报到老师; the refusal is the journey sentence', () => {
    expect(photoRowActions('reviewing', 'checkin')).toEqual(['approvePhoto', 'rejectPhoto']);
    expect(photoRowActions('reviewing', 'admissions')).toEqual([]);
    expect(photoRowActions('approved', 'admin')).toEqual([]);
    expect(photoRefusal('approved', 'admin', 'approvePhoto')).toBe('当前状态（已通过）不能进行此操作');
    expect(photoRefusal('reviewing', 'admissions', 'rejectPhoto')).toBe('当前账号无权进行此操作');
  });

  it('the journeys sentence refuses what a row does not offer (the endpoints answer it)', () => {
    expect(staffRefusal(facts({ voucher: 'approved', fee: 'paid' }), 'admin', 'approveVoucher')).toBe(
      '当前状态（已通过）不能进行此操作',
    );
    expect(staffRefusal(facts({ fee: 'refunded' }), 'admin', 'refund')).toBe(
      '当前状态（已退费）不能进行此操作',
    );
    expect(staffRefusal(facts({ fee: 'paid' }), 'admissions', 'markPaid')).toBe('当前账号无权进行此操作');
  });

  it('property: offered ⇔ not refused, for every role, fee and voucher state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLES),
        fc.constantFrom(...FEES),
        fc.constantFrom(...VOUCHERS),
        fc.constantFrom(...FACE_STATES),
        (role, fee, voucher, face) => {
          const f = facts({ fee, voucher });
          for (const a of STAFF_VOUCHER_ACTIONS)
            expect(voucherRowActions(f, role).includes(a)).toBe(staffRefusal(f, role, a) === null);
          for (const a of STAFF_ORDER_ACTIONS)
            expect(orderRowActions(f, role).includes(a)).toBe(staffRefusal(f, role, a) === null);
          for (const a of STAFF_PHOTO_ACTIONS)
            expect(photoRowActions(face, role).includes(a)).toBe(photoRefusal(face, role, a) === null);
        },
      ),
    );
  });
});
