import { readFileSync } from 'node:fs';
import * as E from '@contract/enrollment';
import * as W from '@contract/staff-work';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, splitStatements } from '../../server/src/db/migrate';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { demoAnswers, registerAccepted } from './helpers/register';
import { rows } from './helpers/rows';
import { freshSession, staffLogin } from './helpers/staff';

// Issue 23 defect 8: a 报名编号 a parent can read out on the phone, unique per school.
const A = DEMO.A;
const ids = admissionsIds(A.tenantId);
let t: TestServer;
let seq = 0;

async function applicant() {
  const n = ++seq;
  const userId = `u-regno-${n}`;
  const token = await tokenFor(t, A, 'applicant', { userId });
  const fileId = `f-regno-${n}`;
  await t.db.execute(sql`INSERT INTO files (id, tenant_id, org_id, owner_id, name, size, type, storage_key)
    VALUES (${fileId}, ${A.tenantId}, ${A.orgId}, ${userId}, '成绩单.pdf', 1000, 'application/pdf', ${`k/${fileId}`})`);
  const answers = demoAnswers(
    800 + n,
    { fileId, name: '成绩单.pdf', size: 1000, type: 'application/pdf', url: '' },
    '编号测试',
  );
  return { token, answers };
}
const submit = async () => {
  const u = await applicant();
  const r = await registerAccepted(t.app, { planId: ids.plans.open, answers: u.answers }, { token: u.token });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 0 });
  return { ...u, data: r.body.data as { registrationId: string; regNo: string } };
};
const numbersOf = (orgId: string) =>
  rows<{ id: string; reg_no: string }>(
    t.db,
    sql`SELECT id, reg_no FROM registrations WHERE org_id = ${orgId}`,
  );

beforeAll(async () => {
  t = await testServer('registration-number');
});
afterAll(() => t.close());

describe('报名编号', () => {
  it('every seeded registration has 9 digits, unique within its school; schools count on their own', async () => {
    const a = await numbersOf(A.orgId);
    const b = await numbersOf(DEMO.B.orgId);
    expect(a.length).toBeGreaterThan(3);
    expect(b.length).toBeGreaterThan(0);
    for (const r of [...a, ...b]) expect(r.reg_no).toMatch(/^20\d{7}$/);
    expect(new Set(a.map((r) => r.reg_no)).size).toBe(a.length);
    // Each school starts at its own 00001: the same number in two schools is two registrations.
    expect(a.map((r) => r.reg_no)).toContain(b[0]!.reg_no.slice(0, 4) + '00001');
    expect(b.map((r) => r.reg_no)).toContain(b[0]!.reg_no.slice(0, 4) + '00001');
  });

  it('a submit answers a later number of the school (year of the submit in China + counter); 我的报名 shows it', async () => {
    const before = (await numbersOf(A.orgId)).map((r) => Number(r.reg_no)).filter((n) => n >= 202600000);
    const s = await submit();
    expect(s.data.regNo).toMatch(/^2026\d{5}$/);
    // Issue 35: a PostgreSQL sequence per school and year; it may skip ahead after a restart (PostgreSQL
    // logs a sequence 32 values ahead, and a PGlite snapshot loads as a recovery), never back.
    expect(Number(s.data.regNo)).toBeGreaterThan(Math.max(...before));
    expect(Number(s.data.regNo)).toBeLessThanOrEqual(Math.max(...before) + 33);
    expect(s.data.registrationId).not.toBe(s.data.regNo);
    const mine = await call(t.app, E.getUserDetail, {}, { token: s.token });
    expect(mine.body.data.map((r) => [r.registrationId, r.regNo])).toEqual([
      [s.data.registrationId, s.data.regNo],
    ]);
  });

  it('two concurrent submits get two different, consecutive numbers', async () => {
    const [x, y] = await Promise.all([submit(), submit()]);
    const pair = [Number(x.data.regNo), Number(y.data.regNo)].sort();
    expect(pair[1]! - pair[0]!).toBe(1);
    const all = await numbersOf(A.orgId);
    expect(new Set(all.map((r) => r.reg_no)).size).toBe(all.length);
  });

  it('a refused submit (same identity number again) uses no number: the next one follows on', async () => {
    const first = await submit();
    const other = await applicant();
    const dup = await registerAccepted(
      t.app,
      { planId: ids.plans.open, answers: { ...other.answers, idNumber: first.answers.idNumber } },
      { token: other.token },
    );
    expect(dup.body.code).not.toBe(0);
    const next = await submit();
    expect(Number(next.data.regNo)).toBe(Number(first.data.regNo) + 1);
  });

  it('staff see it in the list and the detail, and find the registration by it', async () => {
    const s = await submit();
    const staff = await staffLogin(t, 'admissions', A.orgId);
    const found = await t.app.inject({
      method: 'POST',
      url: W.registrations.path,
      payload: { q: s.data.regNo },
      headers: await freshSession(t, staff),
    });
    const list = found.json().data as { rows: { id: string; regNo: string }[] };
    expect(list.rows.map((r) => [r.id, r.regNo])).toEqual([[s.data.registrationId, s.data.regNo]]);
    const detail = await t.app.inject({
      method: 'POST',
      url: W.registration.path,
      payload: { registrationId: s.data.registrationId },
      headers: await freshSession(t, staff),
    });
    expect(detail.json().data.regNo).toBe(s.data.regNo);
  });

  it('the migration numbers existing rows per school and year, oldest first, and sets the counters', async () => {
    const file = readFileSync(`${MIGRATIONS_DIR}/20261125212038_registration_numbers.sql`, 'utf8');
    const [, , backfill, counters] = splitStatements(file);
    let regs: { reg_no: string; created_at: string }[] = [];
    let last = 0;
    const rolledBack = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`ALTER TABLE registrations DROP CONSTRAINT registrations_org_reg_no_key`);
        await tx.execute(sql`ALTER TABLE registrations ALTER COLUMN reg_no DROP NOT NULL`);
        await tx.execute(sql`UPDATE registrations SET reg_no = NULL`);
        await tx.execute(sql`DELETE FROM registration_counters`);
        await tx.execute(sql.raw(backfill!));
        await tx.execute(sql.raw(counters!));
        regs = await rows(
          tx,
          sql`SELECT reg_no, created_at::text FROM registrations WHERE org_id = ${A.orgId} ORDER BY created_at, id`,
        );
        const [c] = await rows<{ last: number }>(
          tx,
          sql`SELECT last FROM registration_counters WHERE org_id = ${A.orgId} AND year = 2026`,
        );
        last = c!.last;
        tx.rollback(); // leave the database as it was
      })
      .then(
        () => false,
        () => true,
      );
    expect(rolledBack).toBe(true);
    // Oldest first: 202600001, 202600002, … with no gap, and the counter at the last one.
    expect(regs.length).toBeGreaterThan(5);
    expect(regs.map((r) => r.reg_no)).toEqual(regs.map((_, i) => `2026${String(i + 1).padStart(5, '0')}`));
    expect(last).toBe(regs.length);
    expect((await numbersOf(A.orgId)).every((r) => /^\d{9}$/.test(r.reg_no))).toBe(true);
  });
});
