import * as E from '@contract/enrollment';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LIST_CACHE_MS } from '../../server/src/modules/plan/routes';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { demoAnswers, registerAccepted } from './helpers/register';

const A = DEMO.A;
const B = DEMO.B;
const idsA = admissionsIds(A.tenantId);
const idsB = admissionsIds(B.tenantId);
let t: TestServer;

beforeAll(async () => {
  t = await testServer('plan-cache');
});
afterAll(() => t.close());

const list = async (school = A, q: object = {}) => (await call(t.app, E.findPlanList, q, { school })).body;
const takenIn = (body: Awaited<ReturnType<typeof list>>, planId: string) =>
  body.data.list.find((p) => p.id === planId)!.taken;
const later = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

async function registerOnOpenPlan(): Promise<void> {
  const userId = 'u-plan-cache';
  const token = await tokenFor(t, A, 'applicant', { userId });
  const fileId = 'f-plan-cache';
  await t.db.execute(sql`INSERT INTO files (id, tenant_id, org_id, owner_id, name, size, type, storage_key)
    VALUES (${fileId}, ${A.tenantId}, ${A.orgId}, ${userId}, '成绩单.pdf', 1000, 'application/pdf', ${`k/${fileId}`})`);
  const r = await registerAccepted(
    t.app,
    {
      planId: idsA.plans.open,
      answers: demoAnswers(
        900,
        { fileId, name: '成绩单.pdf', size: 1000, type: 'application/pdf', url: '' },
        '缓存测试',
      ),
    },
    { token },
  );
  expect(r.body).toMatchObject({ code: 0, success: true });
}

describe('plan list cache (1 s, per tenant, org, page and keyword)', () => {
  it('a registration shows in the next list after the cache window; judgeUpperLimit is live at once', async () => {
    const before = takenIn(await list(), idsA.plans.open);
    await registerOnOpenPlan();
    // Inside the window the cached page answers; the live check already counts the new place.
    expect(takenIn(await list(), idsA.plans.open)).toBe(before);
    const live = await call(t.app, E.judgeUpperLimit, { planId: idsA.plans.open }, { school: A });
    expect(live.body.data.taken).toBe(before + 1);
    later(PLAN_LIST_CACHE_MS);
    expect(takenIn(await list(), idsA.plans.open)).toBe(before + 1);
  });
  it("tenant A's cached page never answers tenant B (same page, same keyword)", async () => {
    for (const q of [{}, { pageNo: 1, pageSize: 10 }, { keyword: '招生' }]) {
      const a = await list(A, q);
      const b = await list(B, q);
      const aIds = a.data.list.map((p) => p.id);
      const bIds = b.data.list.map((p) => p.id);
      expect(aIds.length).toBeGreaterThan(0);
      expect(bIds.length).toBeGreaterThan(0);
      expect(aIds.every((id) => Object.values(idsA.plans).includes(id))).toBe(true);
      expect(bIds.every((id) => Object.values(idsB.plans).includes(id))).toBe(true);
      // And back again: A still gets A's page from its own entry.
      expect((await list(A, q)).data.list.map((p) => p.id)).toEqual(aIds);
    }
  });
  it('pages and keywords are cached apart', async () => {
    const p1 = await list(A, { pageNo: 1, pageSize: 2 });
    const p2 = await list(A, { pageNo: 2, pageSize: 2 });
    expect(p1.data.list.map((p) => p.id)).not.toEqual(p2.data.list.map((p) => p.id));
    expect((await list(A, { keyword: '特长' })).data.total).toBe(1);
    expect((await list(A, { keyword: '特长' })).data.list[0]!.name).toContain('特长');
  });
  it('a cached answer is the same JSON envelope with the security headers', async () => {
    const first = await call(t.app, E.findPlanList, { pageSize: 3 }, { school: A });
    const again = await call(t.app, E.findPlanList, { pageSize: 3 }, { school: A });
    expect(again.res.body).toBe(first.res.body);
    expect(again.res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.res.headers['referrer-policy']).toBe('no-referrer');
    // API answers are small JSON and go out uncompressed (no per-request compression work).
    const gz = await call(
      t.app,
      E.findPlanList,
      { pageSize: 3 },
      { school: A, headers: { 'accept-encoding': 'gzip, br' } },
    );
    expect(gz.res.headers['content-encoding']).toBeUndefined();
    expect(gz.res.body).toBe(first.res.body);
    expect(again.body).toMatchObject({ code: 0, msg: '成功', success: true });
  });
  it('bad input and an unknown school are still refused, never cached', async () => {
    expect((await call(t.app, E.findPlanList, { pageSize: 'many' }, { school: A })).status).toBe(400);
    const unknown = await call(t.app, E.findPlanList, {}, { headers: { tenantId: '9999' } });
    expect(unknown.body).toMatchObject({ code: 404, success: false });
  });
});
