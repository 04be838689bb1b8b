import * as W from '@contract/staff-work';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionsIds, demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer } from './helpers/app';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

// 报名审核 at a desk (issue 24 item 2): sort by 提交时间, plan/status filter, counts on the tabs.
const A = DEMO.A;
const B = DEMO.B;
const planA = admissionsIds(A.tenantId).plans.open;
const planB = admissionsIds(B.tenantId).plans.open;
const seedA = demoApplicants(A.tenantId).find((x) => x.key === 'pending')!.registrationId;

let t: TestServer;
let admissionsA: StaffLogin;
let checkinA: StaffLogin;
let adminB: StaffLogin;

const post = async (body: object, who: StaffLogin) =>
  t.app.inject({
    method: 'POST',
    url: W.registrations.path,
    payload: body,
    headers: await freshSession(t, who),
  });
const list = async (body: object, who: StaffLogin = admissionsA) => {
  const r = await post(body, who);
  expect(r.statusCode, r.body).toBe(200);
  // Every answer is parsed by the contract.
  return W.registrations.response.parse(r.json().data);
};

beforeAll(async () => {
  t = await testServer('review-queue');
  admissionsA = await staffLogin(t, 'admissions', A.orgId);
  checkinA = await staffLogin(t, 'checkin', A.orgId);
  adminB = await staffLogin(t, 'admin', B.orgId);
  // Three pending registrations of plan A submitted a day apart (created_at), copied from the seed.
  for (let i = 0; i < 3; i++)
    await t.db
      .execute(sql`INSERT INTO registrations (id, reg_no, tenant_id, org_id, plan_id, user_id, name, id_number, answers, amount, created_at)
      SELECT ${`rq-${i}`}, ${`20268${String(i).padStart(4, '0')}`}, tenant_id, org_id, plan_id, user_id, ${`排序${i}`}, ${`RQ${i}`}, answers, amount, ${`2026-0${i + 1}-01T08:00:00Z`}::timestamptz
      FROM registrations WHERE id = ${seedA}`);
});
afterAll(() => t.close());

describe('报名审核 list: sort, filter, counts', () => {
  it('sorts by 提交时间 both ways (newest first by default)', async () => {
    const q = { planId: planA, review: 'pending', q: '排序' };
    const byDefault = await list(q);
    expect(byDefault.rows.map((r) => r.name)).toEqual(['排序2', '排序1', '排序0']);
    const asc = await list({ ...q, sort: 'submittedAsc' });
    expect(asc.rows.map((r) => r.name)).toEqual(['排序0', '排序1', '排序2']);
    const desc = await list({ ...q, sort: 'submittedDesc' });
    expect(desc.rows.map((r) => r.name)).toEqual(['排序2', '排序1', '排序0']);
  });

  it('counts each review state of the plan and search, whichever tab is shown', async () => {
    const all = await list({ planId: planA, review: 'approved', pageSize: 100 });
    const pending = await list({ planId: planA, review: 'pending', pageSize: 100 });
    const rejected = await list({ planId: planA, review: 'rejected', pageSize: 100 });
    expect(all.counts).toEqual(pending.counts);
    expect(all.counts).toEqual({ pending: pending.total, approved: all.total, rejected: rejected.total });
    expect(pending.rows.every((r) => r.reviewStatus === 0 && r.planId === planA)).toBe(true);
    expect(all.rows.every((r) => r.reviewStatus === 1)).toBe(true);
    // The search narrows the counts too.
    expect((await list({ planId: planA, q: '排序' })).counts).toEqual({
      pending: 3,
      approved: 0,
      rejected: 0,
    });
  });

  it('pages do not overlap under the 提交时间 order', async () => {
    const p1 = await list({ planId: planA, review: 'pending', sort: 'submittedAsc', pageSize: 2, page: 1 });
    const p2 = await list({ planId: planA, review: 'pending', sort: 'submittedAsc', pageSize: 2, page: 2 });
    const ids = [...p1.rows, ...p2.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(p1.total).toBe(p2.total);
  });

  it('a bad sort, status or page answers 400 in the envelope, never 500', async () => {
    for (const body of [{ sort: 'name' }, { sort: 1 }, { review: 'all' }, { page: 0 }, { pageSize: 101 }]) {
      const r = await post(body, admissionsA);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json()).toMatchObject({ success: false, data: null });
      expect(typeof r.json().msg).toBe('string');
    }
  });

  it('roles and isolation: 迎新 may not list; school B sees nothing of A and its counts are its own', async () => {
    const r = await post({ planId: planA }, checkinA);
    expect([r.statusCode, r.json().msg]).toEqual([403, '暂无权限']);
    const b = await list({ planId: planA, review: 'pending' }, adminB);
    expect(b).toMatchObject({ total: 0, rows: [], counts: { pending: 0, approved: 0, rejected: 0 } });
    const own = await list({ planId: planB, q: '排序' }, adminB);
    expect(own.counts).toEqual({ pending: 0, approved: 0, rejected: 0 });
  });
});
