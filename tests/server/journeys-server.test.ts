import * as E from '@contract/enrollment';
import * as P from '@contract/payment';
import * as W from '@contract/staff-work';
import {
  fee,
  type FeeState,
  feeState,
  isPaidOrLater,
  isRefusal,
  next,
  payRefusal,
  registrationReview,
  rejectedFee,
  type ReviewState,
  reviewState,
} from '@domain/journeys';
import { parseIdNumber } from '@domain/identity/id-number';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, payOrders, plans, registrations } from '../../server/src/db/schema';
import { applyMove, type Move, MOVES } from '../../server/src/modules/admin/registration-moves';
import { notifyFor } from '../../server/src/modules/pay/service';
import { admissionsIds, demoApplicants, demoIdNumber } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { registerAccepted } from './helpers/register';
import { type StaffLogin, staffLogin } from './helpers/staff';

// Issue 12 item 1: random event sequences through the registration-review and fee journeys, driven
// through the server's endpoints (the applicant's and the school's), which must refuse exactly what
// the models of src-domain/journeys refuse and end in the state the models reach.

const A = DEMO.A;
const PLAN = admissionsIds(A.tenantId).plans.open;
const TEMPLATE_ANSWERS_OF = demoApplicants(A.tenantId).find((a) => a.key === 'pending')!;
let t: TestServer;
let staff: StaffLogin;
beforeAll(async () => {
  t = await testServer('journeys-server');
  staff = await staffLogin(t, 'admin');
});
afterAll(() => t.close());

type Event = 'approve' | 'reject' | 'edit' | 'openOrder' | 'settle' | 'requestRefund' | 'refund';
const EVENTS: Event[] = ['approve', 'reject', 'edit', 'openOrder', 'settle', 'requestRefund', 'refund'];

interface Model {
  review: ReviewState;
  fee: FeeState;
  payAtRegistration: boolean;
}

const allows = <S extends string>(to: S | { refused: string }): to is S => !isRefusal(to);

/**
 * What the models say of an event: the next state, or null when refused. The applicant's edit is
 * 修改并重新提交 from 已驳回 (or a change while still 待审核, which stays 待审核), never once paid;
 * paying needs payRefusal() null; a paid one rejected starts its refund (rejectedFee).
 */
function modelStep(m: Model, e: Event): Model | null {
  switch (e) {
    case 'approve': {
      const to = next(registrationReview, m.review, 'approve');
      return allows(to) ? { ...m, review: to } : null;
    }
    case 'reject': {
      const to = next(registrationReview, m.review, 'reject');
      return allows(to) ? { ...m, review: to, fee: rejectedFee(m.fee) } : null;
    }
    case 'edit': {
      if (isPaidOrLater(m.fee)) return null;
      if (m.review === 'pending') return m;
      const to = next(registrationReview, m.review, 'resubmit');
      return allows(to) ? { ...m, review: to } : null;
    }
    case 'openOrder': {
      const rule = { amount: 20000, review: m.review, fee: m.fee, payAtRegistration: m.payAtRegistration };
      const to = next(fee, m.fee, 'openOrder');
      return payRefusal(rule) === null && allows(to) ? { ...m, fee: to } : null;
    }
    case 'settle':
    case 'requestRefund':
    case 'refund': {
      const to = next(fee, m.fee, e);
      return allows(to) ? { ...m, fee: to } : null;
    }
  }
}

const staffCall = (path: string, body: object) =>
  t.app.inject({ method: 'POST', url: path, headers: staff.headers, payload: body });

/** The fee model's two refund steps as the server applies them (the staff 退费 endpoint runs both). */
const refundStep = async (move: Move, registrationId: string) =>
  applyMove(t.db, move, { registrationId }, t.clock.now, A.orgId).then(
    () => true,
    () => false,
  );

let runNo = 0;

/** A fresh applicant with a fresh 待审核 / 未缴费 registration on the open plan. */
async function freshRegistration(payAtRegistration: boolean) {
  runNo += 1;
  await t.db.update(plans).set({ payAtRegistration }).where(eq(plans.id, PLAN));
  const userId = `u-prop-${runNo}`;
  const token = await tokenFor(t, A, 'applicant', { userId });
  const idNumber = demoIdNumber(A.tenantId, 500 + runNo);
  const id = parseIdNumber(idNumber, t.clock.now);
  if (!id.ok) throw new Error(idNumber);
  const fileId = `f-prop-${runNo}`;
  await t.db.insert(files).values({
    id: fileId,
    tenantId: A.tenantId,
    orgId: A.orgId,
    ownerId: userId,
    name: '户口本.pdf',
    size: 9,
    type: 'application/pdf',
    storageKey: `k/${fileId}`,
  });
  const [seeded] = await t.db
    .select({ answers: registrations.answers })
    .from(registrations)
    .where(eq(registrations.id, TEMPLATE_ANSWERS_OF.registrationId));
  const answers = {
    ...(seeded!.answers as E.Answers),
    name: '林可欣',
    idNumber,
    birthday: id.value.birthday,
    sex: id.value.sex === '0' ? '男' : '女',
    age: String(id.value.age),
    attachments: [{ fileId, name: '户口本.pdf', size: 9, type: 'application/pdf', url: '' }],
  } as E.Answers;
  const r = await registerAccepted(t.app, { planId: PLAN, answers }, { token });
  expect(r.body.code).toBe(0);
  return { token, answers, registrationId: r.body.data.registrationId };
}

/** Sends one event through the server; whether it was accepted. */
async function serverStep(
  reg: { token: string; answers: E.Answers; registrationId: string },
  e: Event,
): Promise<boolean> {
  const { registrationId, token } = reg;
  switch (e) {
    case 'approve':
      return (await staffCall(W.approve.path, { registrationId })).json().code === 0;
    case 'reject':
      return (await staffCall(W.reject.path, { registrationId, reason: '材料不全' })).json().code === 0;
    case 'requestRefund':
      return refundStep(MOVES.refund, registrationId);
    case 'refund':
      return refundStep(MOVES.refunded, registrationId);
    case 'edit':
      return (
        (await call(t.app, E.updateUserDetail, { registrationId, answers: reg.answers }, { token })).body
          .code === 0
      );
    case 'openOrder':
      return (await call(t.app, P.unifiedOrder, { registrationId }, { token })).body.code === 0;
    case 'settle': {
      // WeChat's notice of a successful payment (it always answers SUCCESS; the state tells).
      const [o] = await t.db
        .select({ order_no: payOrders.orderNo, amount: payOrders.amount })
        .from(payOrders)
        .where(eq(payOrders.registrationId, registrationId));
      if (!o) return false;
      const before = await storedOf(registrationId);
      await t.app.inject({
        method: 'POST',
        url: P.PAY_NOTIFY_PATH,
        payload: notifyFor(o, t.app.deps.config, t.clock.now),
      });
      return (await storedOf(registrationId)).fee !== before.fee;
    }
  }
}

async function storedOf(id: string) {
  const [r] = await t.db
    .select({ review: registrations.reviewStatus, fee: registrations.feeStatus })
    .from(registrations)
    .where(eq(registrations.id, id));
  return { review: reviewState(r!.review), fee: feeState(r!.fee) };
}

describe('journeys through the server (property)', () => {
  it('refuses exactly what the review and fee models refuse, and stores the state they reach', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(fc.constantFrom(...EVENTS), { minLength: 1, maxLength: 10 }),
        async (payAtRegistration, events) => {
          const reg = await freshRegistration(payAtRegistration);
          let model: Model = { review: 'pending', fee: 'unpaid', payAtRegistration };
          for (const e of events) {
            const expected = modelStep(model, e);
            const accepted = await serverStep(reg, e);
            // The settle notice can only come for an opened order: without one nothing moves.
            const hasOrder = model.fee !== 'unpaid';
            const want = e === 'settle' && !hasOrder ? false : expected !== null;
            expect({ event: e, from: model, accepted }).toEqual({ event: e, from: model, accepted: want });
            if (want && expected) model = expected;
            expect(await storedOf(reg.registrationId)).toEqual({ review: model.review, fee: model.fee });
          }
        },
      ),
      { numRuns: Number(process.env.JOURNEY_RUNS ?? 25) },
    );
  }, 120_000);
});
