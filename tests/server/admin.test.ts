import * as E from '@contract/enrollment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_KEY } from '../../server/src/modules/admin/routes';
import { demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

const A = DEMO.A;
const seeded = demoApplicants(A.tenantId);
const who = (key: string) => seeded.find((s) => s.key === key)!;
let t: TestServer;

const admin = (action: string, body: object, key = DEV_ADMIN_KEY) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/registrations/${action}`,
    headers: { 'x-admin-key': key },
    payload: body,
  });
const view = async (key: string) => {
  const a = who(key);
  const token = await tokenFor(t, A, 'applicant', { userId: a.userId });
  return (await call(t.app, E.getUserDetail, { registrationId: a.registrationId }, { token })).body.data[0]!;
};

beforeAll(async () => {
  t = await testServer('admin');
});
afterAll(() => t.close());

describe('admin review API (X-Admin-Key)', () => {
  it('refuses a missing or wrong key with 403 暂无权限', async () => {
    const r = await admin('approve', { registrationId: who('pending').registrationId }, 'wrong');
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ code: 403, msg: '暂无权限' });
    const none = await t.app.inject({ method: 'POST', url: '/admin/api/registrations/list', payload: {} });
    expect(none.statusCode).toBe(403);
  });

  it('approve → admit (预录取 → 已录取); the result query then shows the notice', async () => {
    const id = who('pending').registrationId;
    expect((await admin('approve', { registrationId: id })).json().data).toMatchObject({ review_status: 1 });
    expect((await admin('approve', { registrationId: id })).json()).toMatchObject({
      code: 422,
      msg: '当前状态（审核通过）不能进行此操作',
    });
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
