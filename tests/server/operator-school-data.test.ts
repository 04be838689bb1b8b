import * as staffOps from '@contract/staff';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../server/src/files/storage';
import { resetAdmin } from '../../server/src/modules/operator/reset-admin';
import { createSchool } from '../../server/src/modules/operator/schools';
import { appTables, countRows } from '../../server/src/operator-backup/catalog';
import { readBackup } from '../../server/src/operator-backup/format';
import { exportSchool } from '../../server/src/operator-backup/school-export';
import { removeSchool } from '../../server/src/operator-backup/school-remove';
import { ruleOf, type School } from '../../server/src/operator-backup/school-scope';
import { DEMO_SCHOOLS } from '../../server/src/seed/demo-data';
import { type TestServer, testServer } from './helpers/app';
import { rows } from './helpers/rows';

// Issue 36 item 7: one school's export holds only its rows; removing it deletes only its rows;
// reset-admin lets a locked-out 学校管理员 in with a one-time password and forces the change.
let t: TestServer;
const dir = mkdtempSync(join(tmpdir(), 'zhxy-op-school-data-'));
beforeAll(async () => {
  t = await testServer('operator-school-data');
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const who = () => ({ via: 'cli' as const, now: t.clock.now });
const [A, B] = DEMO_SCHOOLS.map((s) => ({ tenantId: s.tenantId, orgId: s.orgId })) as [School, School];

/** Each table's rows of a school by its rule (the tenant's shared rows included). */
async function schoolCounts(s: School): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const tb of await appTables(t.db)) {
    const rule = ruleOf(tb);
    if (rule.kind !== 'none') out[tb.name] = await countRows(t.db, tb.name, rule.where(s));
  }
  return out;
}

describe('export, remove', () => {
  it('every table has a rule: org_id, or an entry in school-scope.ts', async () => {
    for (const tb of await appTables(t.db)) expect(() => ruleOf(tb), tb.name).not.toThrow();
  });

  it("export holds only the school's rows (and its tenant's shared setup), as many as the database has", async () => {
    // Rows of both schools in the tables reached through a parent, so the rules are put to the test.
    await t.db.execute(
      sql`INSERT INTO staff_accounts (id, tenant_id, org_id, name, phone, role, password_hash) VALUES
          ('sa-a', ${A.tenantId}, ${A.orgId}, '甲', '13900000001', 'admin', 'x'),
          ('sa-b', ${B.tenantId}, ${B.orgId}, '乙', '13900000002', 'admin', 'x')`,
    );
    await t.db.execute(
      sql`INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at) VALUES
          ('h-a', 'sa-a', now(), now()), ('h-b', 'sa-b', now(), now())`,
    );
    const path = join(dir, 'a.jsonl.gz');
    const r = await exportSchool(t.database, dir, A.orgId, path, t.clock.now);
    const expected = await schoolCounts(A);
    expect(r.tables).toEqual(expected);
    const other = await schoolCounts(B);
    expect(Object.values(other).reduce((a, b) => a + b, 0)).toBeGreaterThan(30);

    let table = '';
    const seen: Record<string, number> = {};
    const ids = { users: new Set<string>(), staff: new Set<string>() };
    for await (const line of readBackup(path)) {
      if ('kind' in line) expect(line).toMatchObject({ kind: 'school', school: { orgId: A.orgId } });
      if ('table' in line) table = line.table;
      if (!('rowJson' in line)) continue;
      const row = JSON.parse(line.rowJson) as Record<string, unknown>;
      seen[table] = (seen[table] ?? 0) + 1;
      if ('org_id' in row) expect(row.org_id, table).toBe(A.orgId);
      if ('tenant_id' in row) expect(row.tenant_id, table).toBe(A.tenantId);
      if (table === 'orgs' || table === 'tenants')
        expect(row.id).toBe(table === 'orgs' ? A.orgId : A.tenantId);
      if (table === 'staff_sessions') expect(row.staff_id).toBe('sa-a');
      if (table === 'users') ids.users.add(String(row.id));
    }
    expect(seen).toEqual(Object.fromEntries(Object.entries(expected).filter(([, n]) => n > 0)));
    expect(ids.users.size).toBe(expected.users);
    const [audited] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE org_id = ${A.orgId} AND action = 'school.export'`,
    );
    // The command writes the audit row (school-data.ts); the library does not.
    expect(audited?.n).toBe(0);
  });

  it('remove deletes every row of the school and its files, and nothing of another school', async () => {
    const storage = memoryStorage();
    const [f] = await rows<{ k: string }>(
      t.db,
      sql`SELECT storage_key AS k FROM files WHERE org_id = ${A.orgId} LIMIT 1`,
    );
    await storage.put(f!.k, Buffer.from('a'));
    const [fb] = await rows<{ k: string }>(
      t.db,
      sql`SELECT storage_key AS k FROM files WHERE org_id = ${B.orgId} LIMIT 1`,
    );
    await storage.put(fb!.k, Buffer.from('b'));
    // The append-only audit trail and the frozen form versions are removed with the school too.
    await t.db.execute(
      sql`INSERT INTO audit_log (tenant_id, org_id, at, action) VALUES (${A.tenantId}, ${A.orgId}, now(), 'login')`,
    );
    const otherBefore = await schoolCounts(B);
    const totalBefore: Record<string, number> = {};
    for (const tb of await appTables(t.db)) totalBefore[tb.name] = await countRows(t.db, tb.name);

    const r = await removeSchool(t.db, storage, A.orgId, who());
    expect(r.tenantRemoved).toBe(true);
    expect(await storage.get(f!.k)).toBeNull();
    expect((await storage.get(fb!.k))?.toString()).toBe('b');
    expect(await schoolCounts(B)).toEqual(otherBefore);
    const left = await schoolCounts(A);
    // Only the record of the removal is left in the removed school's name.
    expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([['audit_log', 1]]);
    const [rec] = await rows<{ action: string; role: string }>(
      t.db,
      sql`SELECT action, role FROM audit_log WHERE org_id = ${A.orgId}`,
    );
    expect(rec).toEqual({ action: 'school.remove', role: 'operator' });
    for (const [name, n] of Object.entries(r.deleted))
      expect(await countRows(t.db, name), name).toBe(totalBefore[name]! - n + (name === 'audit_log' ? 1 : 0));
    // The triggers are back: the trail is append-only again.
    await t.db.execute(
      sql`INSERT INTO audit_log (tenant_id, org_id, at, action) VALUES (${B.tenantId}, ${B.orgId}, now(), 'login')`,
    );
    await expect(t.db.execute(sql`DELETE FROM audit_log WHERE org_id = ${B.orgId}`)).rejects.toThrow();
  });

  it('a school sharing its tenant leaves the tenant and its shared setup in place', async () => {
    await createSchool(
      t.db,
      {
        tenantId: B.tenantId,
        orgId: 'op-b2',
        name: '同租户分校',
        adminName: '学校管理员',
        adminPhone: '13900000003',
      },
      who(),
    );
    const shared = await countRows(t.db, 'reg_templates', sql`tenant_id = ${B.tenantId}`);
    const r = await removeSchool(t.db, memoryStorage(), 'op-b2', who());
    expect(r.tenantRemoved).toBe(false);
    expect(await countRows(t.db, 'reg_templates', sql`tenant_id = ${B.tenantId}`)).toBe(shared);
    expect(await countRows(t.db, 'tenants', sql`id = ${B.tenantId}`)).toBe(1);
    expect(await countRows(t.db, 'orgs', sql`id = 'op-b2'`)).toBe(0);
  });
});

describe('reset-admin', () => {
  let n = 0;
  const login = (orgId: string, phone: string, password: string) =>
    t.app
      .inject({
        method: 'POST',
        url: staffOps.login.path,
        payload: { orgId, phone, password },
        remoteAddress: `10.92.0.${++n}`,
      })
      .then((r) => r.json() as { code: number; data: { token: string; mustChangePassword: boolean } | null });

  it('a locked-out 学校管理员 logs in with the one-time password, must change it, and the operator is in the trail', async () => {
    const made = await createSchool(
      t.db,
      { tenantId: 'ra-t', orgId: 'ra-o', name: '重置中学', adminName: '王校长', adminPhone: '13900000009' },
      who(),
    );
    // Locked (too many wrong passwords) and later disabled by mistake.
    await t.db.execute(
      sql`UPDATE staff_accounts SET failed_count = 9, locked_until = ${new Date(t.clock.now.getTime() + 3_600_000).toISOString()}, disabled = true WHERE id = ${made.admin.id}`,
    );
    expect((await login('ra-o', '13900000009', made.admin.password)).code).not.toBe(0);

    const r = await resetAdmin(t.db, 'ra-o', undefined, who());
    expect(r.admin).toMatchObject({ name: '王校长', phone: '13900000009' });
    expect(r.password).not.toBe(made.admin.password);
    expect((await login('ra-o', '13900000009', made.admin.password)).code).not.toBe(0);
    const ok = await login('ra-o', '13900000009', r.password);
    expect(ok.code).toBe(0);
    expect(ok.data?.mustChangePassword).toBe(true);
    const [a] = await rows<{ role: string; details: { enabled: boolean; wasLocked: boolean } }>(
      t.db,
      sql`SELECT role, details FROM audit_log WHERE org_id = 'ra-o' AND action = 'staff.reset-admin'`,
    );
    expect(a).toMatchObject({ role: 'operator', details: { enabled: true, wasLocked: true, via: 'cli' } });
  });

  it('several administrators: --phone says which; an unknown school or phone is refused', async () => {
    await t.db.execute(
      sql`INSERT INTO staff_accounts (id, tenant_id, org_id, name, phone, role, password_hash) VALUES ('ra-2', 'ra-t', 'ra-o', '李主任', '13900000010', 'admin', 'x')`,
    );
    await expect(resetAdmin(t.db, 'ra-o', undefined, who())).rejects.toThrow(/--phone/);
    await expect(resetAdmin(t.db, 'ra-o', '13900000011', who())).rejects.toThrow(/没有手机号为/);
    await expect(resetAdmin(t.db, 'no-such', undefined, who())).rejects.toThrow(/不存在/);
    const r = await resetAdmin(t.db, 'ra-o', '13900000010', who());
    expect((await login('ra-o', '13900000010', r.password)).data?.mustChangePassword).toBe(true);
  });
});
