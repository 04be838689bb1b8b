import * as E from '@contract/enrollment';
import * as W from '@contract/staff-work';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

// Issue 23 part 4: a paid registration the school turns down — 驳回 starts its refund through the
// fee journey (已缴费 → 待退费 → 已退费), and the parent sees both at each step.
const A = DEMO.A;
const apps = demoApplicants(A.tenantId);
const reg = (key: string) => apps.find((x) => x.key === key)!;

let t: TestServer;
let admissions: StaffLogin;
let admin: StaffLogin;

const post = async (path: string, body: object, who: StaffLogin) =>
  (
    await t.app.inject({ method: 'POST', url: path, payload: body, headers: await freshSession(t, who) })
  ).json();

/** What the parent's screens read: 我的报名 (the list), the detail (by id) and judgeReject. */
async function parentView(key: string) {
  const a = reg(key);
  const token = await tokenFor(t, A, 'applicant', { userId: a.userId });
  const list = (await call(t.app, E.getUserDetail, {}, { token })).body.data;
  const [detail] = (await call(t.app, E.getUserDetail, { registrationId: a.registrationId }, { token })).body
    .data;
  const judged = (await call(t.app, E.judgeReject, { registrationId: a.registrationId }, { token })).body
    .data;
  const listed = list.find((x) => x.registrationId === a.registrationId)!;
  const pick = (v: E.RegistrationView) => ({
    reviewStatus: v.reviewStatus,
    rejectReason: v.rejectReason,
    feeStatus: v.feeStatus,
    editable: v.editable,
  });
  return { list: pick(listed), detail: pick(detail!), judged };
}

beforeAll(async () => {
  t = await testServer('reject-paid-refund');
  admissions = await staffLogin(t, 'admissions', A.orgId);
  admin = await staffLogin(t, 'admin', A.orgId);
});
afterAll(() => t.close());

describe('rejecting a paid registration starts its refund', () => {
  it('已缴费 → 驳回 (待退费) → 退费 (已退费); the parent sees 已驳回 with the reason and the refund state', async () => {
    const id = reg('paid').registrationId;
    const paid = await parentView('paid');
    expect(paid.detail).toEqual({ reviewStatus: 1, rejectReason: null, feeStatus: 3, editable: false });

    const rejected = await post(W.reject.path, { registrationId: id, reason: '不符合招生条件' }, admissions);
    expect(rejected).toMatchObject({ code: 0, data: { reviewStatus: 2, feeStatus: 4 } });
    const pending = await parentView('paid');
    const atPending = { reviewStatus: 2, rejectReason: '不符合招生条件', feeStatus: 4, editable: false };
    expect(pending.list).toEqual(atPending);
    expect(pending.detail).toEqual(atPending);
    expect(pending.judged).toEqual({ rejected: true, reason: '不符合招生条件', reviewStatus: 2 });
    // Rejected twice: the review journey refuses, the fee stays 待退费.
    expect(await post(W.reject.path, { registrationId: id, reason: '再驳回' }, admissions)).toMatchObject({
      code: 422,
    });
    // The staff's payments list offers it among 待退费.
    const orders = (await post(W.orders.path, { feeStatus: 4 }, admin)).data.rows as {
      registrationId: string;
    }[];
    expect(orders.map((x) => x.registrationId)).toContain(id);

    // The admin completes the refund the rejection started (sandbox: no money to send back).
    const refunded = await post(W.refund.path, { registrationId: id, reason: '驳回退费' }, admin);
    expect(refunded).toMatchObject({ code: 0, data: { reviewStatus: 2, feeStatus: 5 } });
    const done = await parentView('paid');
    const atRefunded = { ...atPending, feeStatus: 5 };
    expect(done.list).toEqual(atRefunded);
    expect(done.detail).toEqual(atRefunded);
    expect(await post(W.refund.path, { registrationId: id, reason: '再退' }, admin)).toMatchObject({
      code: 422,
    });
  });

  it('an admitted registration still cannot be rejected; an unpaid one keeps its fee', async () => {
    const admitted = await post(
      W.reject.path,
      { registrationId: reg('admitted').registrationId, reason: '材料不全' },
      admissions,
    );
    expect(admitted).toMatchObject({ code: 422, msg: '已录取的报名不能驳回' });
    const unpaid = await post(
      W.reject.path,
      { registrationId: reg('voucherPending').registrationId, reason: '材料不全' },
      admissions,
    );
    expect(unpaid).toMatchObject({ code: 0, data: { reviewStatus: 2, feeStatus: 1 } });
  });

  it('online refund a rejection left 待退费: a provider refusal keeps 待退费, success → 已退费', async () => {
    const calls: unknown[] = [];
    let answer: 'success' | 'fail' = 'fail';
    const provider = {
      name: 'fake',
      refund: async (i: unknown) => {
        calls.push(i);
        if (answer === 'fail') throw new Error('boom');
        return { refundNo: 'r', refundId: 'x', state: 'success' as const, amount: 1 };
      },
    };
    const deps = t.app.deps;
    const saved = deps.config.payments;
    deps.config.payments = { mode: 'wxpay-v3', forSchool: async () => provider as never };
    try {
      // Seeded 审核通过 / 待退费 with an order paid online: rejecting keeps 待退费.
      const id = reg('refundPending').registrationId;
      expect(
        await post(W.reject.path, { registrationId: id, reason: '不符合招生条件' }, admissions),
      ).toMatchObject({
        code: 0,
        data: { reviewStatus: 2, feeStatus: 4 },
      });
      const bad = await post(W.refund.path, { registrationId: id, reason: '驳回退费' }, admin);
      expect(bad).toMatchObject({ code: 422, msg: '退款失败，请稍后重试' });
      expect((await parentView('refundPending')).detail).toMatchObject({ reviewStatus: 2, feeStatus: 4 });
      answer = 'success';
      expect(await post(W.refund.path, { registrationId: id, reason: '驳回退费' }, admin)).toMatchObject({
        code: 0,
        data: { feeStatus: 5 },
      });
      expect(calls).toHaveLength(2);
      expect((await parentView('refundPending')).detail).toMatchObject({ reviewStatus: 2, feeStatus: 5 });
    } finally {
      deps.config.payments = saved;
    }
  });
});
