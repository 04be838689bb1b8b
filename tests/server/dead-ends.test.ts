import * as E from '@contract/enrollment';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { DUPLICATE_CHECK_MAX } from '../../server/src/modules/register/duplicate-check';
import { admissionsIds, demoIdNumber } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

const A = DEMO.A;
const B = DEMO.B;
const ids = admissionsIds(A.tenantId);
let t: TestServer;
let seq = 0;
const user = (school = A) => tokenFor(t, school, 'applicant', { userId: `u-dead-${++seq}` });

beforeAll(async () => {
  t = await testServer('dead-ends');
});
afterAll(() => t.close());

describe('register/checkDuplicate (public, rate limited)', () => {
  it('answers yes for a registered number of this plan, no otherwise, and nothing else', async () => {
    const [reg] = await rows<{ plan_id: string; id_number: string }>(
      t.db,
      sql`SELECT plan_id, id_number FROM registrations WHERE tenant_id = ${A.tenantId} AND length(id_number) = 18 LIMIT 1`,
    );
    expect(reg).toBeDefined();
    const yes = await call(
      t.app,
      E.checkDuplicate,
      { planId: reg!.plan_id, idNumber: reg!.id_number.toLowerCase() },
      { school: A },
    );
    expect(yes.body).toMatchObject({ success: true, data: { registered: true } });
    expect(Object.keys(yes.body.data)).toEqual(['registered']);
    const other = await call(
      t.app,
      E.checkDuplicate,
      { planId: reg!.plan_id, idNumber: demoIdNumber(A.tenantId, 987) },
      { school: A },
    );
    expect(other.body.data).toEqual({ registered: false });
    // Another school cannot ask about this plan.
    const cross = await call(
      t.app,
      E.checkDuplicate,
      { planId: reg!.plan_id, idNumber: reg!.id_number },
      { school: B },
    );
    expect(cross.body).toMatchObject({ code: 404, success: false });
  });
  it('an incomplete number is a 400 with a Chinese msg', async () => {
    const r = await call(
      t.app,
      E.checkDuplicate,
      { planId: ids.plans.open, idNumber: '11010120100101' },
      { school: A },
    );
    expect(r.body).toMatchObject({ code: 400, success: false, msg: '证件号码不完整或有误' });
  });
  it(`more than ${DUPLICATE_CHECK_MAX} checks a minute from one address are refused`, async () => {
    const codes: number[] = [];
    for (let i = 0; i < DUPLICATE_CHECK_MAX + 2; i++) {
      const r = await call(
        t.app,
        E.checkDuplicate,
        { planId: ids.plans.open, idNumber: demoIdNumber(A.tenantId, 988) },
        { school: A },
      );
      codes.push(r.status);
    }
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(2);
  });
});

describe('activity/mySignups and activity/cancelActivity', () => {
  it('a joined activity is listed as cancellable; cancelling frees the place; the window closes it', async () => {
    const token = await user();
    const before = (await call(t.app, E.mySignups, {}, { token })).body.data;
    expect(before).toEqual([]);
    const signed = await call(
      t.app,
      E.regActivity,
      { activityId: ids.activities.open, name: '张家长', phone: '13900001111' },
      { token },
    );
    expect(signed.body.success).toBe(true);
    const left = signed.body.data.left;
    expect((await call(t.app, E.mySignups, {}, { token })).body.data).toMatchObject([
      { activityId: ids.activities.open, cancellable: true, offer: { actions: ['cancel'] } },
    ]);
    const cancelled = await call(t.app, E.cancelActivity, { activityId: ids.activities.open }, { token });
    expect(cancelled.body).toMatchObject({ success: true, data: { left: left + 1 } });
    expect((await call(t.app, E.mySignups, {}, { token })).body.data).toEqual([]);
    const again = await call(t.app, E.cancelActivity, { activityId: ids.activities.open }, { token });
    expect(again.body).toMatchObject({ code: 409, msg: '您未报名该活动' });
    // After the school's sign-up window: listed, not cancellable, and refused.
    await call(
      t.app,
      E.regActivity,
      { activityId: ids.activities.open, name: '张家长', phone: '13900001111' },
      { token },
    );
    await t.db.execute(
      sql`UPDATE activities SET sign_end = '2000-01-01T00:00:00Z' WHERE id = ${ids.activities.open}`,
    );
    expect((await call(t.app, E.mySignups, {}, { token })).body.data).toMatchObject([
      { activityId: ids.activities.open, cancellable: false, offer: { actions: [] } },
    ]);
    const late = await call(t.app, E.cancelActivity, { activityId: ids.activities.open }, { token });
    expect(late.body).toMatchObject({ code: 422, msg: '活动报名已截止，不能取消报名' });
  });
  it('needs a login; another school cannot cancel', async () => {
    expect((await call(t.app, E.mySignups, {}, { school: A })).body.code).toBe(401);
    const other = await user(B);
    const r = await call(
      t.app,
      E.cancelActivity,
      { activityId: ids.activities.nearlyFull },
      { token: other },
    );
    expect(r.body).toMatchObject({ code: 404, msg: '活动不存在' });
  });
});

describe('CMS/acceptPromise (诚信报名承诺书)', () => {
  it('records the acceptance with its time and text version; the same text again keeps the first record', async () => {
    const token = await user();
    const first = await call(t.app, E.acceptPromise, { planId: ids.plans.open }, { token });
    expect(first.body).toMatchObject({ success: true });
    expect(first.body.data.version).toMatch(/^[0-9a-f]{16}$/);
    expect(first.body.data.acceptedAt).toMatch(/\+08:00$/);
    const again = await call(t.app, E.acceptPromise, { planId: ids.plans.open }, { token });
    expect(again.body.data).toEqual(first.body.data);
    const stored = await rows<{ version: string; plan_id: string }>(
      t.db,
      sql`SELECT version, plan_id FROM promise_acceptances WHERE user_id = ${`u-dead-${seq}`}`,
    );
    expect(stored).toEqual([{ version: first.body.data.version, plan_id: ids.plans.open }]);
    // A changed text is a new version, recorded again.
    await t.db.execute(
      sql`UPDATE school_configs SET promise = jsonb_set(promise, '{content}', '"<p>新版承诺</p>"') WHERE tenant_id = ${A.tenantId}`,
    );
    const changed = await call(t.app, E.acceptPromise, { planId: ids.plans.open }, { token });
    expect(changed.body.data.version).not.toBe(first.body.data.version);
  });
  it('needs a login, and a plan of this school', async () => {
    expect((await call(t.app, E.acceptPromise, { planId: ids.plans.open }, { school: A })).body.code).toBe(
      401,
    );
    const other = await user(B);
    const r = await call(t.app, E.acceptPromise, { planId: ids.plans.open }, { token: other });
    expect(r.body).toMatchObject({ code: 404, msg: '招生计划不存在' });
  });
});
