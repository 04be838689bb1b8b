import * as E from '@contract/enrollment';
import * as PR from '@contract/privacy';
import * as W from '@contract/staff-work';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

// Issue 23 defect 1: a decision held back until the plan's publication time must not leak through
// any answer the parent's screens read (我的报名, the detail, 录取查询, the 个人信息 export).
const A = DEMO.A;
const apps = demoApplicants(A.tenantId);
const reg = (key: string) => apps.find((x) => x.key === key)!;
const HOUR = 3600_000;

let t: TestServer;
let staff: StaffLogin;

let admin: StaffLogin;

const post = async (path: string, body: object, who: StaffLogin = staff) =>
  (
    await t.app.inject({ method: 'POST', url: path, payload: body, headers: await freshSession(t, who) })
  ).json();

/** Every answer the parent's screens read for one registration. */
async function parentSees(key: string) {
  const a = reg(key);
  const token = await tokenFor(t, A, 'applicant', { userId: a.userId });
  const list = (await call(t.app, E.getUserDetail, {}, { token })).body.data.find(
    (x) => x.registrationId === a.registrationId,
  )!;
  const [detail] = (await call(t.app, E.getUserDetail, { registrationId: a.registrationId }, { token })).body
    .data;
  const result = (
    await call(t.app, E.queryEnrollResult, { idNumber: a.idNumber, name: a.name }, { school: A })
  ).body.data.records.find((x) => x.planName === list.planName)!;
  const exported = (await call(t.app, PR.myData, {}, { token })).body.data.registrations.find(
    (x) => x.id === a.registrationId,
  )!;
  return { list, detail: detail!, result, exported };
}

beforeAll(async () => {
  t = await testServer('results-publication');
  staff = await staffLogin(t, 'admissions', A.orgId);
  admin = await staffLogin(t, 'admin', A.orgId);
});
afterAll(() => t.close());

describe('the admission journey around the publication time, as the parent sees it', () => {
  it('pending → approved → admitted before the publication time shows 待录取 everywhere; after it, 已录取', async () => {
    const a = reg('pending');
    const publishAt = new Date(t.clock.now.getTime() + 2 * HOUR);
    const plan = (await parentSees('pending')).list.planId;
    // The demo plan publishes as it decides; once out, its time may not move later (issue 26), so
    // this plan starts as one whose results were never published.
    await t.db.execute(sql`UPDATE plans SET results_publish_at = NULL WHERE id = ${plan}`);
    expect(
      await post(W.publishResults.path, { planId: plan, publishAt: publishAt.toISOString() }),
    ).toMatchObject({
      code: 0,
    });
    const held = (s: Awaited<ReturnType<typeof parentSees>>) => {
      expect(s.list).toMatchObject({ admissionStatus: 1, resultsAt: expect.any(String) });
      expect(s.detail).toMatchObject({ admissionStatus: 1, resultsAt: s.list.resultsAt });
      expect(new Date(s.detail.resultsAt!).getTime()).toBe(publishAt.getTime());
      expect(s.result).toMatchObject({ admissionStatus: 1, notice: null, qrToken: null, qrUrl: null });
      expect(s.result.statusText).toMatch(/^录取结果将于 .+ 公布$/);
      expect(s.exported.admissionStatus).toBe(1);
      const text = JSON.stringify(s);
      for (const word of ['已录取', '预录取', '未录取', '录取通知书', '恭喜'])
        expect(text).not.toContain(word);
    };

    held(await parentSees('pending'));
    expect(await post(W.approve.path, { registrationId: a.registrationId })).toMatchObject({ code: 0 });
    held(await parentSees('pending'));
    // The plan has a fee: paid before a decision (issue 24).
    expect(
      await post(W.markPaid.path, { registrationId: a.registrationId, reason: '现金' }, admin),
    ).toMatchObject({
      code: 0,
    });
    expect(await post(W.admit.path, { registrationId: a.registrationId, status: 2 })).toMatchObject({
      code: 0,
    });
    held(await parentSees('pending'));
    expect(await post(W.admit.path, { registrationId: a.registrationId, status: 3 })).toMatchObject({
      code: 0,
    });
    held(await parentSees('pending'));
    // An applicant admitted earlier on the same plan is held back as well once a time is set.
    held(await parentSees('admitted'));

    // One minute before: still held back. At the publication time: the decision shows everywhere.
    t.clock.now = new Date(publishAt.getTime() - 60_000);
    held(await parentSees('pending'));
    t.clock.now = new Date(publishAt.getTime());
    const after = await parentSees('pending');
    expect(after.list).toMatchObject({ admissionStatus: 3, resultsAt: null });
    expect(after.detail).toMatchObject({ admissionStatus: 3, resultsAt: null });
    expect(after.result).toMatchObject({
      admissionStatus: 3,
      statusText: '已录取',
      notice: { title: '录取通知书' },
    });
    expect(after.result.qrUrl).toMatch(/^\/pub\/notice\?token=/);
    expect(after.exported.admissionStatus).toBe(3);
  });
});
