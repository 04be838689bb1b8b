import * as staffOps from '@contract/staff';
import * as E from '@contract/enrollment';
import * as W from '@contract/welcome-manage';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSchool,
  listSchools,
  operatorCreateStaff,
  renameSchool,
  setSchoolDisabled,
} from '../../server/src/modules/operator/schools';
import { forgetScopes } from '../../server/src/http/caller';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { rows } from './helpers/rows';
import { PG_URL } from './helpers/db';
import { createSchoolByCommand } from '../e2e/operator';

// The operator's school service (npm run school and the operator endpoint both run it), on PGlite
// or, with PG_TEST_URL, on PostgreSQL in a schema of this file.
let t: TestServer;
beforeAll(async () => {
  t = await testServer('operator-schools');
});
afterAll(() => t.close());

const who = () => ({ via: 'cli' as const, now: t.clock.now });
const base = { adminName: '学校管理员', adminPhone: '13911112222' };
let n = 0;
const login = (orgId: string, phone: string, password: string) =>
  t.app
    .inject({
      method: 'POST',
      url: staffOps.login.path,
      payload: { orgId, phone, password },
      remoteAddress: `10.91.0.${++n}`,
    })
    .then(
      (r) => r.json() as { code: number; msg: string; data: { token: string; mustChangePassword: boolean } },
    );

describe('createSchool', () => {
  it('makes the tenant, the school with default settings, its badge and its first 学校管理员 (one-time password, change forced)', async () => {
    const made = await createSchool(
      t.db,
      { tenantId: 'op-t1', orgId: 'op-o1', name: '示范中学', ...base },
      who(),
    );
    expect(made).toMatchObject({ tenantId: 'op-t1', orgId: 'op-o1', name: '示范中学', tenantCreated: true });
    expect(made.admin.password.length).toBeGreaterThanOrEqual(12);
    const [org] = await rows<{ tenant_id: string; name: string; settings: Record<string, unknown> }>(
      t.db,
      sql`SELECT tenant_id, name, settings FROM orgs WHERE id = 'op-o1'`,
    );
    expect(org).toMatchObject({ tenant_id: 'op-t1', name: '示范中学' });
    expect(org!.settings).toMatchObject({ checkinOpen: true, enrollmentOpen: true });
    const [tenant] = await rows<{ name: string }>(t.db, sql`SELECT name FROM tenants WHERE id = 'op-t1'`);
    expect(tenant?.name).toBe('示范中学');
    // The student home of the new school answers its name (no 学校未配置).
    const badge = await call(
      t.app,
      E.schoolBadgeConfig,
      {},
      { headers: { tenantId: 'op-t1', orgId: 'op-o1' } },
    );
    expect(badge.body).toMatchObject({ code: 0, data: { schoolName: '示范中学' } });
    const r = await login('op-o1', '13911112222', made.admin.password);
    expect(r).toMatchObject({ code: 0, data: { mustChangePassword: true } });
    const [acc] = await rows<{ role: string }>(
      t.db,
      sql`SELECT role FROM staff_accounts WHERE id = ${made.admin.id}`,
    );
    expect(acc?.role).toBe('admin');
  });

  it('writes one audit row per change with the operator as actor', async () => {
    const audit = await rows<{
      action: string;
      role: string;
      staff_id: string | null;
      details: { via: string };
    }>(
      t.db,
      sql`SELECT action, role, staff_id, details FROM audit_log WHERE org_id = 'op-o1' AND role = 'operator' ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['school.create', 'staff.create']);
    expect(audit.every((a) => a.staff_id === null && a.details.via === 'cli')).toBe(true);
  });

  it('adds a school to an existing tenant without touching it', async () => {
    const made = await createSchool(
      t.db,
      { tenantId: DEMO.A.tenantId, tenantName: '不用', orgId: 'op-o2', name: '第二校区', ...base },
      who(),
    );
    expect(made.tenantCreated).toBe(false);
    const [tenant] = await rows<{ name: string }>(
      t.db,
      sql`SELECT name FROM tenants WHERE id = ${DEMO.A.tenantId}`,
    );
    expect(tenant?.name).toBe(DEMO.A.tenantName);
  });

  it('refuses a school id already in use, with a clear message, and writes nothing', async () => {
    const again = createSchool(
      t.db,
      { tenantId: 'op-new', orgId: DEMO.B.orgId, name: '重名', ...base },
      who(),
    );
    await expect(again).rejects.toThrow(`学校编号 ${DEMO.B.orgId} 已被「${DEMO.B.schoolName}」使用`);
    expect(await rows(t.db, sql`SELECT id FROM tenants WHERE id = 'op-new'`)).toEqual([]);
  });
});

describe('rename, list, disable, enable', () => {
  it('rename changes the school and its student home name, audited', async () => {
    const s = await renameSchool(t.db, 'op-o1', '示范中学（新）', who());
    expect(s).toMatchObject({ orgId: 'op-o1', name: '示范中学（新）', disabled: false, staffCount: 1 });
    const badge = await call(
      t.app,
      E.schoolBadgeConfig,
      {},
      { headers: { tenantId: 'op-t1', orgId: 'op-o1' } },
    );
    expect(badge.body.data.schoolName).toBe('示范中学（新）');
    await expect(renameSchool(t.db, 'op-none', 'x', who())).rejects.toThrow('学校不存在');
  });

  it('list shows every school with its tenant and state', async () => {
    const list = await listSchools(t.db);
    expect(list.map((s) => s.orgId)).toEqual(
      expect.arrayContaining([DEMO.A.orgId, DEMO.B.orgId, 'op-o1', 'op-o2']),
    );
    expect(list.find((s) => s.orgId === 'op-o1')).toMatchObject({
      tenantId: 'op-t1',
      tenantName: '示范中学',
    });
  });

  it('disable: staff cannot log in, open staff sessions end, public and student calls answer 学校不存在; enable reopens', async () => {
    const staff = await operatorCreateStaff(
      t.db,
      { orgId: DEMO.B.orgId, name: '报到老师', phone: '13911113333', role: 'checkin' },
      who(),
    );
    const before = await login(DEMO.B.orgId, '13911113333', staff.password);
    expect(before.code).toBe(0);
    const st = DEMO.B.students.find((s) => s.state === 'reported')!;
    const student = await tokenFor(t, DEMO.B, 'student', { welcomeId: st.welcomeId });
    expect((await call(t.app, W.getDetail, {}, { token: student })).body.code).toBe(0);

    const closed = await setSchoolDisabled(t.db, DEMO.B.orgId, true, who());
    forgetScopes(t.db);
    expect(closed.disabled).toBe(true);
    expect(await login(DEMO.B.orgId, '13911113333', staff.password)).toMatchObject({
      code: 404,
      msg: '学校不存在',
    });
    const me = await t.app.inject({
      method: 'POST',
      url: staffOps.me.path,
      headers: { authorization: `Bearer ${before.data.token}` },
    });
    expect(me.json().code).toBe(401);
    const badge = await call(t.app, E.schoolBadgeConfig, {}, { school: DEMO.B });
    expect(badge.body).toMatchObject({ code: 404, msg: '学校不存在' });
    expect((await call(t.app, W.getDetail, {}, { token: student })).body).toMatchObject({ code: 404 });
    // The other school of the server is untouched.
    expect((await call(t.app, E.schoolBadgeConfig, {}, { school: DEMO.A })).body.code).toBe(0);

    await setSchoolDisabled(t.db, DEMO.B.orgId, false, who());
    forgetScopes(t.db);
    expect((await login(DEMO.B.orgId, '13911113333', staff.password)).code).toBe(0);
    expect((await call(t.app, E.schoolBadgeConfig, {}, { school: DEMO.B })).body.code).toBe(0);
    const audit = await rows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE org_id = ${DEMO.B.orgId} AND role = 'operator' ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['staff.create', 'school.disable', 'school.enable']);
  });
});

// `npm run school -- create` as its own process on PostgreSQL (DATABASE_URL + DATABASE_SCHEMA): writes directly.
describe.skipIf(!PG_URL)('npm run school on PostgreSQL', () => {
  it('creates the school in the schema given; its admin logs in on a server of that database', async () => {
    const made = await createSchoolByCommand(
      { tenantId: 'pg-t1', orgId: 'pg-o1', name: '命令中学', adminPhone: '13911114444' },
      { DATABASE_URL: PG_URL, DATABASE_SCHEMA: t.database.schema! },
    );
    expect(made.output).toContain('PostgreSQL');
    expect(await login('pg-o1', '13911114444', made.password)).toMatchObject({ code: 0 });
  }, 120_000);
});
