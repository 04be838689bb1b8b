import type * as E from '@contract/enrollment';
import * as P from '@contract/school-settings';
import { type SchoolSettingsView } from '@contract/school-settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer, tokenFor } from './helpers/app';
import { demoAnswers, registerAccepted } from './helpers/register';
import { rows } from './helpers/rows';
import { type StaffLogin, staffLogin } from './helpers/staff';

/**
 * Issue 37.3 (一人一位): 学校设置 › 开关 › 每名学生可报计划数 is saved per school, audited, and taken by
 * registration: with 1, the same child (identity number) is refused on a second plan, naming the
 * registration it has; 不限 lets it register again; another school's limit is its own.
 */
const A = DEMO.A;
const B = DEMO.B;
const ids = admissionsIds(A.tenantId);
let t: TestServer;
let admin: StaffLogin;
let adminB: StaffLogin;

const post = async (url: string, payload: object, who: StaffLogin) => {
  const r = await t.app.inject({ method: 'POST', url, payload, headers: who.headers });
  return r.json() as { code: number; msg: string; success: boolean; data: SchoolSettingsView };
};
const setLimit = async (plansPerChild: unknown, who = admin) => {
  const cur = (await post(P.getSettings.path, {}, who)).data;
  return post(P.saveSettingsEndpoint.path, { switches: { ...cur.switches, plansPerChild } }, who);
};

async function applicant(n: number) {
  const userId = `u-ppc-${n}`;
  const token = await tokenFor(t, A, 'applicant', { userId });
  const fileId = `f-ppc-${n}`;
  await t.db.execute(sql`INSERT INTO files (id, tenant_id, org_id, owner_id, name, size, type, storage_key)
    VALUES (${fileId}, ${A.tenantId}, ${A.orgId}, ${userId}, '成绩单.pdf', 1000, 'application/pdf', ${`k/${fileId}`})`);
  return { token, file: { fileId, name: '成绩单.pdf', size: 1000, type: 'application/pdf', url: '' } };
}
const register = (token: string, planId: string, answers: E.Answers) =>
  registerAccepted(t.app, { planId, answers }, { token });

beforeAll(async () => {
  t = await testServer('plans-per-child');
  admin = await staffLogin(t, 'admin', A.orgId);
  adminB = await staffLogin(t, 'admin', B.orgId);
});
afterAll(() => t.close());

describe('每名学生可报计划数', () => {
  it('defaults to 不限 (0); refuses what is not a whole number from 0 to 20, in the envelope', async () => {
    expect((await post(P.getSettings.path, {}, admin)).data.switches.plansPerChild).toBe(0);
    for (const bad of [-1, 1.5, 21, '2']) {
      const r = await setLimit(bad);
      expect(r.code, String(bad)).toBe(400);
      expect(r.success).toBe(false);
    }
    expect((await post(P.getSettings.path, {}, admin)).data.switches.plansPerChild).toBe(0);
  });

  it('with 1, the same child is refused on a second plan, naming the registration it holds', async () => {
    expect((await setLimit(1)).code).toBe(0);
    expect((await post(P.getSettings.path, {}, admin)).data.switches.plansPerChild).toBe(1);
    const [audit] = await rows<{ details: { changed?: string[] } }>(
      t.db,
      sql`SELECT details FROM audit_log WHERE staff_id = ${admin.id} AND action = 'settings.save' ORDER BY id DESC LIMIT 1`,
    );
    expect(JSON.stringify(audit?.details)).toContain('switches.plansPerChild');
    // Another school's limit is its own.
    expect((await post(P.getSettings.path, {}, adminB)).data.switches.plansPerChild).toBe(0);

    const parent = await applicant(1);
    const child = demoAnswers(901, parent.file, '一人一位');
    const first = await register(parent.token, ids.plans.open, child);
    expect(first.body.code).toBe(0);
    const [held] = await rows<{ reg_no: string }>(
      t.db,
      sql`SELECT reg_no FROM registrations WHERE plan_id = ${ids.plans.open} AND id_number = ${child.idNumber as string}`,
    );
    // A second account (another guardian) does not get round it: the limit is per identity number.
    const other = await applicant(2);
    const second = await register(other.token, ids.plans.nearlyFull, { ...child, attachments: [other.file] });
    expect(second.body.success).toBe(false);
    expect(second.body.msg).toBe(
      `本校每名学生最多报名1个招生计划，该身份证号已报名《2026年秋季普通招生》（报名编号 ${held!.reg_no}）`,
    );

    // 不限 again: the same child may register on the second plan.
    expect((await setLimit(0)).code).toBe(0);
    const again = await register(other.token, ids.plans.nearlyFull, { ...child, attachments: [other.file] });
    expect(again.body.code).toBe(0);
  });
});
