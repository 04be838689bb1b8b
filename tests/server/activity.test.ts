import * as E from '@contract/enrollment';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

const A = DEMO.A;
const B = DEMO.B;
const ids = admissionsIds(A.tenantId);
let t: TestServer;
let seq = 0;
const user = (school = A) => tokenFor(t, school, 'applicant', { userId: `u-act-${++seq}` });
const sign = (token: string, activityId: string, key?: string) =>
  call(
    t.app,
    E.regActivity,
    { activityId, name: '张家长', phone: '13900001111' },
    { token, ...(key ? { headers: { 'idempotency-key': key } } : {}) },
  );
const signups = async (activityId: string) =>
  (
    await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM activity_signups WHERE activity_id = ${activityId}`,
    )
  )[0]!.n;

beforeAll(async () => {
  t = await testServer('activity');
});
afterAll(() => t.close());

describe('activity/activityList (public)', () => {
  it('lists activities with capacity, places left and state', async () => {
    const r = await call(t.app, E.activityList, {}, { school: A });
    const byId = Object.fromEntries(r.body.data.list.map((a) => [a.id, a]));
    expect(r.body.data.total).toBe(3);
    expect(byId[ids.activities.open]).toMatchObject({ state: 'open', capacity: 100, signed: 12, left: 88 });
    expect(byId[ids.activities.nearlyFull]).toMatchObject({ state: 'open', left: 1 });
    expect(byId[ids.activities.ended]).toMatchObject({ state: 'ended' });
    for (const k of ['startTime', 'endTime', 'signStart', 'signEnd'] as const)
      expect(byId[ids.activities.open]![k]).toMatch(/T\d{2}:\d{2}:\d{2}\+08:00$/);
  });
  it('bad paging → 400', async () => {
    expect((await call(t.app, E.activityList, { pageSize: 0 }, { school: A })).status).toBe(400);
  });
});

describe('activity/regActivity', () => {
  it('signs up once; a second sign-up is refused; needs a login', async () => {
    const token = await user();
    const r = await sign(token, ids.activities.open);
    expect(r.body.data).toMatchObject({ activityId: ids.activities.open, left: 87 });
    expect((await sign(token, ids.activities.open)).body).toMatchObject({ code: 409, msg: '您已报名该活动' });
    expect(
      (
        await call(
          t.app,
          E.regActivity,
          { activityId: ids.activities.open, name: 'x', phone: '13900001111' },
          { school: A },
        )
      ).body.code,
    ).toBe(401);
  });
  it('ended activity, another school, bad input', async () => {
    const token = await user();
    expect((await sign(token, ids.activities.ended)).body).toMatchObject({
      code: 422,
      msg: '活动报名已结束',
    });
    const other = await user(B);
    expect((await sign(other, ids.activities.open)).body).toMatchObject({ code: 404, msg: '活动不存在' });
    const before = await signups(ids.activities.open);
    const bad = await call(
      t.app,
      E.regActivity,
      { activityId: ids.activities.open, name: '张', phone: '12345' },
      { token },
    );
    expect(bad.body).toMatchObject({ code: 400, msg: '手机号格式不正确' });
    const hostile = await call(
      t.app,
      E.regActivity,
      { activityId: ids.activities.open, name: '<img src=x onerror=1>'.repeat(10), phone: '13900001111' },
      { token },
    );
    expect(hostile.status).toBe(400);
    expect(await signups(ids.activities.open)).toBe(before);
  });
  it('a replayed Idempotency-Key returns the first answer', async () => {
    const token = await user();
    const first = await sign(token, ids.activities.open, 'act-key-0001');
    const again = await sign(token, ids.activities.open, 'act-key-0001');
    expect(again.body).toEqual(first.body);
  });
  it('20 concurrent sign-ups for 3 places book exactly 3', async () => {
    await t.db.execute(
      sql`UPDATE activities SET capacity = 3, signed = 0 WHERE id = ${ids.activities.nearlyFull}`,
    );
    const tokens = await Promise.all(Array.from({ length: 20 }, () => user()));
    const results = await Promise.all(tokens.map((tk) => sign(tk, ids.activities.nearlyFull)));
    expect(results.filter((r) => r.body.success)).toHaveLength(3);
    expect(results.filter((r) => !r.body.success).every((r) => r.body.msg === '活动名额已满')).toBe(true);
    expect(await signups(ids.activities.nearlyFull)).toBe(3);
    const [a] = await rows<{ signed: number }>(
      t.db,
      sql`SELECT signed FROM activities WHERE id = ${ids.activities.nearlyFull}`,
    );
    expect(a!.signed).toBe(3);
  });
});
