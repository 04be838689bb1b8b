import type { Application } from '@domain/ports/applications-gateway';
import { feeState, reviewState, voucherState } from '@domain/journeys';
import {
  type RegistrationFacts,
  registrationActions,
  registrationShown,
} from '@domain/journeys/registration-actions';

type Stored = Omit<Application, 'actions' | 'shown'> & Partial<Pick<Application, 'actions' | 'shown'>>;

/**
 * A registration as the server sends it to 我的报名: its `actions` and `shown` computed by the same
 * journeys rules the server uses (register/service.ts factsOf), unless the test names them. The
 * admission status given is what the server shows, so the result counts as published.
 */
export function asServerSends(r: Stored): Application {
  const facts: RegistrationFacts = {
    review: reviewState(r.reviewStatus),
    fee: feeState(r.feeStatus),
    voucher: voucherState(r.voucherStatus),
    admissionCode: r.admissionStatus,
    published: true,
    amount: r.amount,
    payAtRegistration: r.payAtRegistration,
    offlinePayment: r.offlinePayment !== false,
  };
  return {
    ...r,
    actions: r.actions ?? registrationActions(facts),
    shown: r.shown ?? registrationShown(facts),
  };
}

/** A registration of 2026年秋季高一新生: 审核通过, 未缴费 ¥50, nothing decided; `over` changes any of it. */
export const application = (over: Partial<Application> = {}): Application =>
  asServerSends({
    registrationId: 'R1',
    regNo: '202600001',
    planId: 'P1',
    planName: '2026年秋季高一新生',
    name: '张三',
    idNumber: '110105201003070021',
    answers: {},
    reviewStatus: 1,
    rejectReason: null,
    feeStatus: 1,
    admissionStatus: 1,
    voucherStatus: null,
    voucherReason: null,
    voucherFiles: [],
    amount: 5000,
    orderNo: null,
    editable: true,
    payAtRegistration: false,
    createdAt: '2026-06-01T02:00:00.000Z',
    ...over,
  });
