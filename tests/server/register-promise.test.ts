import * as E from '@contract/enrollment';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations, schoolConfigs } from '../../server/src/db/schema';
import { PROMISE_NOT_ACCEPTED } from '../../server/src/modules/promise/required';
import { demoAnswers } from './helpers/register';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

// Issue 14 item 9: the server refuses a registration until the applicant accepted the current text.
const A = DEMO.A;
const ids = admissionsIds(A.tenantId);
let t: TestServer;
let seq = 0;

async function applicant() {
  const n = ++seq;
  const userId = `u-promise-${n}`;
  const token = await tokenFor(t, A, 'applicant', { userId });
  const fileId = `f-promise-${n}`;
  await t.db.execute(sql`INSERT INTO files (id, tenant_id, org_id, owner_id, name, size, type, storage_key)
    VALUES (${fileId}, ${A.tenantId}, ${A.orgId}, ${userId}, '成绩单.pdf', 1000, 'application/pdf', ${`k/${fileId}`})`);
  const answers = demoAnswers(
    700 + n,
    { fileId, name: '成绩单.pdf', size: 1000, type: 'application/pdf', url: '' },
    '承诺测试',
  );
  return { userId, token, answers };
}
const register = (token: string, answers: object) =>
  call(t.app, E.registerStudent, { planId: ids.plans.open, answers }, { token });
const accept = (token: string, planId: string = ids.plans.open) =>
  call(t.app, E.acceptPromise, { planId }, { token });
const stored = async (userId: string) =>
  (await t.db.select({ id: registrations.id }).from(registrations).where(eq(registrations.userId, userId)))
    .length;
const schoolA = and(eq(schoolConfigs.tenantId, A.tenantId), eq(schoolConfigs.orgId, A.orgId));
async function setPromise(change: (p: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const [c] = await t.db.select({ promise: schoolConfigs.promise }).from(schoolConfigs).where(schoolA);
  await t.db
    .update(schoolConfigs)
    .set({ promise: change(c!.promise as Record<string, unknown>) })
    .where(schoolA);
}

beforeAll(async () => {
  t = await testServer('register-promise');
});
afterAll(() => t.close());

describe('诚信报名承诺书 required by the school', () => {
  it('no acceptance: a Chinese 400 in the envelope, nothing stored; after acceptPromise it registers', async () => {
    const u = await applicant();
    const refused = await register(u.token, u.answers);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 400, msg: PROMISE_NOT_ACCEPTED, data: null, success: false });
    expect(PROMISE_NOT_ACCEPTED).toBe('请先阅读并同意诚信报名承诺书');
    expect(await stored(u.userId)).toBe(0);

    expect((await accept(u.token)).body.code).toBe(0);
    const ok = await register(u.token, u.answers);
    expect(ok.body).toMatchObject({ code: 0, success: true });
    expect(await stored(u.userId)).toBe(1);
  });

  it("another applicant's acceptance, or one for another plan, does not count", async () => {
    const u = await applicant();
    const other = await applicant();
    expect((await accept(other.token)).body.code).toBe(0);
    expect((await accept(u.token, ids.plans.full)).body.code).toBe(0);
    expect((await register(u.token, u.answers)).body.msg).toBe(PROMISE_NOT_ACCEPTED);
  });

  it('a changed text asks again: the earlier version no longer counts', async () => {
    const u = await applicant();
    expect((await accept(u.token)).body.code).toBe(0);
    await setPromise((p) => ({ ...p, content: `${String(p.content)}<p>补充条款</p>` }));
    try {
      expect((await register(u.token, u.answers)).body.msg).toBe(PROMISE_NOT_ACCEPTED);
      expect((await accept(u.token)).body.code).toBe(0);
      expect((await register(u.token, u.answers)).body.code).toBe(0);
    } finally {
      await setPromise((p) => ({ ...p, content: String(p.content).replace('<p>补充条款</p>', '') }));
    }
  });

  it('a school that does not require it registers without acceptance', async () => {
    const u = await applicant();
    await setPromise((p) => ({ ...p, signRequired: false }));
    try {
      expect((await register(u.token, u.answers)).body).toMatchObject({ code: 0, success: true });
    } finally {
      await setPromise((p) => ({ ...p, signRequired: true }));
    }
  });
});
