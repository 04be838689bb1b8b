import * as E from '@contract/enrollment';
import { registrationNumber } from '@domain/admissions/registration-number';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regNoSql } from '../../server/src/modules/register/registration-number';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { demoAnswers, registerAccepted } from './helpers/register';
import { rows } from './helpers/rows';

// Issue 35 item 2: the opening minute's commit path (one statement, a sequence for 报名编号) and a
// submission that outlived the app's timeout found by the parent's retry as their registration.
const A = DEMO.A;
const ids = admissionsIds(A.tenantId);
const DUPLICATE = '该身份证号已报名此招生计划';
let t: TestServer;
let seq = 0;

async function applicant() {
  const n = ++seq;
  const userId = `u-peak-${n}`;
  const token = await tokenFor(t, A, 'applicant', { userId });
  const fileId = `f-peak-${n}`;
  await t.db.execute(sql`INSERT INTO files (id, tenant_id, org_id, owner_id, name, size, type, storage_key)
    VALUES (${fileId}, ${A.tenantId}, ${A.orgId}, ${userId}, '成绩单.pdf', 1000, 'application/pdf', ${`k/${fileId}`})`);
  const file = { fileId, name: '成绩单.pdf', size: 1000, type: 'application/pdf', url: '' };
  return { userId, token, file, answers: demoAnswers(500 + n, file, '高峰测试') };
}
type Applicant = Awaited<ReturnType<typeof applicant>>;
const submit = (u: Applicant, planId: string, answers = u.answers, key?: string) =>
  registerAccepted(
    t.app,
    { planId, answers },
    { token: u.token, ...(key ? { headers: { 'idempotency-key': key } } : {}) },
  );
const planFacts = async (planId: string) =>
  (
    await rows<{ quota: number; taken: number; n: number }>(
      t.db,
      sql`SELECT quota, taken, (SELECT count(*)::int FROM registrations r WHERE r.plan_id = p.id) AS n
        FROM plans p WHERE id = ${planId}`,
    )
  )[0]!;
const schoolNumbers = async () =>
  (await rows<{ reg_no: string }>(t.db, sql`SELECT reg_no FROM registrations WHERE org_id = ${A.orgId}`)).map(
    (r) => r.reg_no,
  );

beforeAll(async () => {
  t = await testServer('register-peak');
});
afterAll(() => t.close());

describe('the commit path under a crowd', () => {
  it('60 parallel submits (10 of them tapped twice) for 12 places: exactly 12, numbers unique, taken = rows', async () => {
    const plan = ids.plans.nearlyFull;
    const before = await planFacts(plan);
    await t.db.execute(
      sql`UPDATE plans SET quota = ${before.n + 12}, taken = ${before.n} WHERE id = ${plan}`,
    );
    const crowd = await Promise.all(Array.from({ length: 60 }, () => applicant()));
    const taps = [...crowd, ...crowd.slice(0, 10)];
    const results = await Promise.all(taps.map((u) => submit(u, plan)));
    expect(results.every((r) => r.status < 500)).toBe(true);
    const ok = results.filter((r) => r.body.success);
    const byId = new Set(ok.map((r) => (r.body.data as { registrationId: string }).registrationId));
    expect(byId.size).toBe(12);
    for (const r of results.filter((x) => !x.body.success))
      expect(r.body).toMatchObject({ code: 409, msg: '名额已满' });
    // A double tap never answers two registrations, nor one registration and 名额已满 for the same child.
    for (let i = 0; i < 10; i++) {
      const [a, b] = [results[i]!.body, results[60 + i]!.body];
      if (a.success || b.success) expect(a).toEqual(b);
    }
    const after = await planFacts(plan);
    expect(after).toEqual({ quota: before.n + 12, taken: before.n + 12, n: before.n + 12 });
    const numbers = await schoolNumbers();
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const r of ok) expect((r.body.data as { regNo: string }).regNo).toMatch(/^2026\d{5}$/);
    const dupIds = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM (SELECT plan_id, id_number FROM registrations
        GROUP BY plan_id, id_number HAVING count(*) > 1) d`,
    );
    expect(dupIds[0]!.n).toBe(0);
  });

  it('the place is given back when the insert fails: an identity number raced in by another account', async () => {
    const plan = ids.plans.open;
    const [x, y] = await Promise.all([applicant(), applicant()]);
    const before = await planFacts(plan);
    const both = await Promise.all([
      submit(x, plan),
      submit(y, plan, { ...y.answers, idNumber: x.answers.idNumber }),
    ]);
    expect(both.filter((r) => r.body.success)).toHaveLength(1);
    expect(both.find((r) => !r.body.success)!.body).toMatchObject({ code: 409, msg: DUPLICATE });
    const after = await planFacts(plan);
    expect(after.taken - before.taken).toBe(1);
    expect(after.n - before.n).toBe(1);
  });

  it('the SQL 报名编号 is the domain format (5 digits, 6 from 100,000)', async () => {
    for (const n of [1, 17, 99_999, 100_000, 999_999]) {
      const [r] = await rows<{ v: string }>(t.db, sql`SELECT ${regNoSql(2026, sql`${n}::int`)} AS v`);
      expect(r!.v).toBe(registrationNumber(2026, n));
    }
  });
});

describe('a submission that outlived the timeout, retried', () => {
  it('the same account, same number, same plan: their registration again as 报名成功, nothing written twice', async () => {
    const u = await applicant();
    const plan = ids.plans.open;
    // The first attempt was stored after the app gave up (网络错误): the retry has a new key or none.
    const first = await submit(u, plan, u.answers, 'peak-first-0001');
    expect(first.body, JSON.stringify(first.body)).toMatchObject({ success: true });
    const before = await planFacts(plan);
    for (const key of ['peak-retry-0001', undefined]) {
      const again = await submit(u, plan, u.answers, key);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    expect(await planFacts(plan)).toEqual(before);
    const mine = await call(t.app, E.getUserDetail, {}, { token: u.token });
    expect(mine.body.data.map((r) => r.regNo)).toEqual([(first.body.data as { regNo: string }).regNo]);
  });

  it('found even when the plan filled up meanwhile (their submit took the last place)', async () => {
    const plan = ids.plans.nearlyFull;
    const u = await applicant();
    const f = await planFacts(plan);
    await t.db.execute(sql`UPDATE plans SET quota = ${f.taken + 1} WHERE id = ${plan}`);
    const first = await submit(u, plan);
    expect(first.body.success).toBe(true);
    expect((await submit(u, plan)).body).toEqual(first.body);
  });

  it('another account with that identity number is still refused as a duplicate', async () => {
    const [owner, other] = await Promise.all([applicant(), applicant()]);
    const plan = ids.plans.open;
    expect((await submit(owner, plan)).body.success).toBe(true);
    const before = await planFacts(plan);
    const r = await submit(other, plan, { ...other.answers, idNumber: owner.answers.idNumber });
    expect(r.body).toMatchObject({ code: 409, success: false, data: null, msg: DUPLICATE });
    expect(await planFacts(plan)).toEqual(before);
  });

  it('two taps at once from one account (no key): one registration, both answered with it', async () => {
    const u = await applicant();
    const [a, b] = await Promise.all([submit(u, ids.plans.open), submit(u, ids.plans.open)]);
    expect(a.body.success).toBe(true);
    expect(b.body).toEqual(a.body);
  });
});
