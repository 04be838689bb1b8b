import * as E from '@contract/enrollment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { planState } from '../../server/src/modules/plan/service';
import { call, type TestServer, testServer } from './helpers/app';

const A = DEMO.A;
const B = DEMO.B;
const ids = admissionsIds(A.tenantId);
let t: TestServer;

beforeAll(async () => {
  t = await testServer('plan');
});
afterAll(() => t.close());

describe('plan state', () => {
  const now = new Date('2026-09-01T00:00:00Z');
  const base = {
    closed: false,
    start_at: new Date('2026-08-01'),
    end_at: new Date('2026-10-01'),
    quota: 10,
    taken: 3,
  };
  it('closed wins, then not started, then full, then open', () => {
    expect(planState(base, now)).toBe('open');
    expect(planState({ ...base, taken: 10 }, now)).toBe('full');
    expect(planState({ ...base, start_at: new Date('2026-09-02') }, now)).toBe('notStarted');
    expect(planState({ ...base, end_at: new Date('2026-08-31') }, now)).toBe('closed');
    expect(planState({ ...base, closed: true, taken: 10 }, now)).toBe('closed');
  });
});

describe('plan/findPlanList and getPlanDetail (public)', () => {
  it('lists open, nearly full, full and closed plans with quota and places left', async () => {
    const r = await call(t.app, E.findPlanList, {}, { school: A });
    expect(r.body.data.total).toBe(4);
    const byId = Object.fromEntries(r.body.data.list.map((p) => [p.id, p]));
    expect(byId[ids.plans.open]).toMatchObject({ state: 'open', fee: 20000, quota: 200 });
    expect(byId[ids.plans.nearlyFull]).toMatchObject({ state: 'open', quota: 60, taken: 55, left: 5 });
    expect(byId[ids.plans.full]).toMatchObject({ state: 'full', left: 0 });
    expect(byId[ids.plans.closed]).toMatchObject({ state: 'closed' });
    expect(byId[ids.plans.open]!.startTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
  });
  it('keyword and paging', async () => {
    const r = await call(t.app, E.findPlanList, { keyword: '特长', pageSize: 1 }, { school: A });
    expect(r.body.data).toMatchObject({ total: 1, pageSize: 1 });
    const p2 = await call(t.app, E.findPlanList, { pageNo: 2, pageSize: 3 }, { school: A });
    expect(p2.body.data.list).toHaveLength(1);
    expect(p2.body.data.total).toBe(4);
    const past = await call(t.app, E.findPlanList, { pageNo: 9, pageSize: 3 }, { school: A });
    expect(past.body.data).toMatchObject({ list: [], total: 4 });
  });
  it('detail with description and contact; another school gets 404', async () => {
    const r = await call(t.app, E.getPlanDetail, { planId: ids.plans.open }, { school: A });
    expect(r.body.data).toMatchObject({
      id: ids.plans.open,
      batch: '2026年第一批次',
      grade: '2026级',
      contact: '0571-88886666',
    });
    expect(
      (await call(t.app, E.getPlanDetail, { planId: ids.plans.open }, { school: B })).body,
    ).toMatchObject({ code: 404 });
  });
  it('judgeUpperLimit reads the live count', async () => {
    expect(
      (await call(t.app, E.judgeUpperLimit, { planId: ids.plans.full }, { school: A })).body.data,
    ).toEqual({ full: true, quota: 40, taken: 40, left: 0 });
    expect(
      (await call(t.app, E.judgeUpperLimit, { planId: ids.plans.nearlyFull }, { school: A })).body.data,
    ).toMatchObject({ full: false, left: 5 });
  });
  it.each([
    [E.getPlanDetail, {}],
    [E.getPlanDetail, { planId: 7 }],
    [E.judgeUpperLimit, { planId: 'x'.repeat(65) }],
    [E.findPlanList, { pageSize: 'many' }],
  ])('bad input → 400 Chinese envelope (%#)', async (e, body) => {
    const r = await call(t.app, e, body, { school: A });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, success: false, data: null });
    expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
