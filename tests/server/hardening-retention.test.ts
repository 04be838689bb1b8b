import { upload as uploadRoute } from '@contract/files';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { purgePastRegistrations } from '../../server/src/jobs/retention';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer, tokenFor } from './helpers/app';
import { demoAnswers, registerAccepted } from './helpers/register';
import { upload } from './helpers/multipart';

// issue 17 item 6 (part): registrations of past seasons were kept in full with no limit.
const A = DEMO.A;
const ids = admissionsIds(A.tenantId);
let t: TestServer;
let old: { id: string; fileId: string; storageKey: string };
let current: string;

async function registerWithFile(n: number) {
  const userId = `u-ret-${n}`;
  const token = await tokenFor(t, A, 'applicant', { userId });
  const up = await upload(t.app, uploadRoute.path, '成绩单.pdf', Buffer.from('%PDF-1.4 x'), { token });
  const r = await registerAccepted(
    t.app,
    {
      planId: ids.plans.open,
      answers: demoAnswers(700 + n, up.body.data, '往届学生'),
    },
    { token },
  );
  expect(r.body.success).toBe(true);
  return { id: r.body.data.registrationId, fileId: up.body.data.fileId };
}
const reg = async (id: string) =>
  (
    await rows<{ name: string; id_number: string; answers: object; purged_at: unknown }>(
      t.db,
      sql`SELECT name, id_number, answers, purged_at FROM registrations WHERE id = ${id}`,
    )
  )[0]!;

beforeAll(async () => {
  t = await testServer('hardening-retention');
  const o = await registerWithFile(1);
  const [f] = await rows<{ storage_key: string }>(
    t.db,
    sql`SELECT storage_key FROM files WHERE id = ${o.fileId}`,
  );
  old = { ...o, storageKey: f!.storage_key };
  // Its season: move the registration to a copy of the plan that ended two years ago.
  await t.db
    .execute(sql`INSERT INTO plans (id, tenant_id, org_id, template_id, name, quota, taken, start_at, end_at)
    SELECT 'plan-2024', tenant_id, org_id, template_id, '2024年招生', 10, 1, '2024-03-01', '2024-06-30' FROM plans WHERE id = ${ids.plans.open}`);
  await t.db.execute(sql`UPDATE registrations SET plan_id = 'plan-2024' WHERE id = ${old.id}`);
  current = (await registerWithFile(2)).id;
});
afterAll(() => t.close());

describe('retention of past seasons', () => {
  it('a dry run lists what would go and changes nothing', async () => {
    const r = await purgePastRegistrations(t.db, t.storage, { now: t.clock.now, dryRun: true });
    expect(r.registrations.map((x) => x.id)).toContain(old.id);
    expect(r.registrations.map((x) => x.id)).not.toContain(current);
    expect((await reg(old.id)).name).toBe('往届学生');
    expect(await t.storage.get(old.storageKey)).not.toBeNull();
  });

  it("a school's longer retention keeps them", async () => {
    await t.db.execute(
      sql`UPDATE orgs SET settings = settings || '{"privacy":{"registrationRetentionDays":1000}}'::jsonb WHERE id = ${A.orgId}`,
    );
    const r = await purgePastRegistrations(t.db, t.storage, { now: t.clock.now, dryRun: true });
    expect(r.registrations.map((x) => x.id)).not.toContain(old.id);
    await t.db.execute(sql`UPDATE orgs SET settings = settings - 'privacy' WHERE id = ${A.orgId}`);
  });

  it('applied: identity, answers and files of the past season are gone; this season is untouched', async () => {
    const r = await purgePastRegistrations(t.db, t.storage, { now: t.clock.now, dryRun: false });
    expect(r.registrations.map((x) => x.id)).toContain(old.id);
    const gone = await reg(old.id);
    expect(gone).toMatchObject({ name: '已清除', id_number: `purged:${old.id}`, answers: {} });
    expect(gone.purged_at).not.toBeNull();
    expect(await t.storage.get(old.storageKey)).toBeNull();
    expect(await rows(t.db, sql`SELECT id FROM files WHERE id = ${old.fileId}`)).toHaveLength(0);
    expect((await reg(current)).name).toBe('往届学生');
    const again = await purgePastRegistrations(t.db, t.storage, { now: t.clock.now, dryRun: true });
    expect(again.registrations.map((x) => x.id)).not.toContain(old.id);
  });
});
