import * as E from '@contract/enrollment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { type StaffLogin, staffLogin } from './helpers/staff';

const A = DEMO.A;
const seeded = demoApplicants(A.tenantId);
const who = (key: string) => seeded.find((s) => s.key === key)!;
let t: TestServer;
let staff: StaffLogin;

const admin = (action: string, body: object, headers: Record<string, string> = staff.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/registrations/${action}`,
    headers,
    payload: body,
  });
const view = async (key: string) => {
  const a = who(key);
  const token = await tokenFor(t, A, 'applicant', { userId: a.userId });
  return (await call(t.app, E.getUserDetail, { registrationId: a.registrationId }, { token })).body.data[0]!;
};

beforeAll(async () => {
  t = await testServer('admin');
  staff = await staffLogin(t, 'admin');
});
afterAll(() => t.close());

describe('admin review API (staff session; the shared X-Admin-Key is gone)', () => {
  it('refuses dev-admin-key, a set ADMIN_KEY and no session: 401, nothing changes', async () => {
    const id = who('pending').registrationId;
    const before = process.env.ADMIN_KEY;
    process.env.ADMIN_KEY = 'k'.repeat(64);
    try {
      for (const key of ['dev-admin-key', 'k'.repeat(64)]) {
        const r = await admin('approve', { registrationId: id }, { 'x-admin-key': key });
        expect(r.statusCode).toBe(401);
        expect(r.json()).toMatchObject({ success: false });
      }
      delete process.env.ADMIN_KEY;
      const unset = await admin('approve', { registrationId: id }, { 'x-admin-key': 'dev-admin-key' });
      expect(unset.statusCode).toBe(401);
      const none = await t.app.inject({ method: 'POST', url: '/admin/api/registrations/list', payload: {} });
      expect(none.statusCode).toBe(401);
    } finally {
      if (before === undefined) delete process.env.ADMIN_KEY;
      else process.env.ADMIN_KEY = before;
    }
    expect(await view('pending')).toMatchObject({ reviewStatus: 0 });
  });

  it('a check-in teacher may not approve (403); the list masks identity numbers', async () => {
    const gate = await staffLogin(t, 'checkin');
    const r = await admin('approve', { registrationId: who('pending').registrationId }, gate.headers);
    expect(r.statusCode).toBe(403);
    const list = (await admin('list', {})).json().data as { id_number: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const x of list) expect(x.id_number).toMatch(/^\w{6}\*+\w{4}$/);
  });

  it('approve → admit (预录取 → 已录取); the result query then shows the notice', async () => {
    const id = who('pending').registrationId;
    expect((await admin('approve', { registrationId: id })).json().data).toMatchObject({ review_status: 1 });
    expect((await admin('approve', { registrationId: id })).json()).toMatchObject({
      code: 422,
      msg: '当前状态（审核通过）不能进行此操作',
    });
    // The plan has a fee: unpaid, no decision (issue 24); paid offline, then decided.
    expect((await admin('admit', { registrationId: id, status: 2 })).json()).toMatchObject({
      code: 422,
      msg: '未缴费（该计划需缴费）',
    });
    expect((await admin('markPaid', { registrationId: id, reason: '现金' })).json().code).toBe(0);
    expect((await admin('admit', { registrationId: id, status: 2 })).json().data).toMatchObject({
      admission_status: 2,
    });
    expect((await admin('admit', { registrationId: id, status: 3 })).json().data).toMatchObject({
      admission_status: 3,
    });
    expect((await admin('admit', { registrationId: id, status: 2 })).json().code).toBe(422);
    const r = await call(
      t.app,
      E.queryEnrollResult,
      { idNumber: who('pending').idNumber, name: who('pending').name },
      { school: A },
    );
    expect(r.body.data.records[0]).toMatchObject({ statusText: '已录取', notice: { title: '录取通知书' } });
  });

  it('reject with a reason, shown by judgeReject; a reason is required', async () => {
    const a = who('voucherRejected');
    expect((await admin('reject', { registrationId: a.registrationId })).json()).toMatchObject({ code: 400 });
    expect(
      (await admin('reject', { registrationId: a.registrationId, reason: '材料不全' })).json().data,
    ).toMatchObject({ review_status: 2 });
    const token = await tokenFor(t, A, 'applicant', { userId: a.userId });
    const r = await call(t.app, E.judgeReject, { registrationId: a.registrationId }, { token });
    expect(r.body.data).toEqual({ rejected: true, reason: '材料不全', reviewStatus: 2 });
  });

  it('voucher approval pays (未缴费 → 已缴费); refund 已缴费 → 待退费 → 已退费, never backwards', async () => {
    const id = who('voucherPending').registrationId;
    expect((await admin('voucher', { registrationId: id, approve: true })).json().data).toMatchObject({
      voucher_status: 1,
      fee_status: 3,
    });
    expect(await view('voucherPending')).toMatchObject({ voucherStatus: 1, feeStatus: 3 });
    expect((await admin('voucher', { registrationId: id, approve: false })).json()).toMatchObject({
      code: 422,
      msg: '当前状态（已通过）不能进行此操作',
    });
    expect((await admin('refunded', { registrationId: id })).json().code).toBe(422);
    expect((await admin('refund', { registrationId: id })).json().data).toMatchObject({ fee_status: 4 });
    expect((await admin('refunded', { registrationId: id })).json().data).toMatchObject({ fee_status: 5 });
    expect((await admin('refund', { registrationId: id })).json()).toMatchObject({
      code: 422,
      msg: '当前状态（已退费）不能进行此操作',
    });
  });

  it('unknown registration → 404; list finds by identity number', async () => {
    expect((await admin('approve', { registrationId: 'nope' })).json()).toMatchObject({ code: 404 });
    const list = await admin('list', { idNumber: who('paid').idNumber.toLowerCase() });
    expect(list.json().data).toHaveLength(1);
  });
});
