import { Writable } from 'node:stream';
import * as staffOps from '@contract/staff';
import { LAST_ADMIN_REFUSAL } from '@domain/staff/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAccount } from '../../server/src/modules/staff/manage-service';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer } from './helpers/app';
import { rows } from './helpers/rows';
import { type StaffLogin, staffLogin } from './helpers/staff';

// Issue 25 item 4: 账号管理 — list, create, reset, disable/enable, role change, the last administrator.
const log: string[] = [];
let t: TestServer;
let adminA: StaffLogin;
let adminB: StaffLogin;
let ip = 0;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      log.push(chunk.toString());
      done();
    },
  });
  t = await testServer('staff-accounts', {}, { logStream: stream });
  adminA = await staffLogin(t, 'admin', DEMO.A.orgId);
  adminB = await staffLogin(t, 'admin', DEMO.B.orgId);
});
afterAll(() => t.close());

type Env<T = unknown> = { code: number; msg: string; data: T; success: boolean };
const post = async <T = unknown>(
  url: string,
  payload: object,
  as?: { headers: Record<string, string> } | string,
) => {
  const headers = typeof as === 'string' ? { authorization: `Bearer ${as}` } : (as?.headers ?? {});
  const r = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `10.9.0.${++ip % 250}`,
  });
  return { status: r.statusCode, body: r.json() as Env<T> };
};
const login = (orgId: string, phone: string, password: string) =>
  post<{ token: string; mustChangePassword: boolean }>(staffOps.login.path, { orgId, phone, password });

interface Item {
  id: string;
  name: string;
  phone: string;
  role: string;
  disabled: boolean;
  mustChangePassword: boolean;
  lastLoginAt: string | null;
  actions: string[];
}
const list = async (as: StaffLogin) => (await post<Item[]>(staffOps.listStaff.path, {}, as)).body.data;

let phoneSeq = 13500000000;
/** An account made on 账号管理 (the API its screen uses), logged in with its first password changed. */
async function made(as: StaffLogin, role: 'admin' | 'admissions' | 'checkin', name = '周老师') {
  const phone = String(++phoneSeq);
  const r = await post<{ id: string; password: string }>(
    staffOps.createStaff.path,
    { name, phone, role },
    as,
  );
  expect(r.body.msg).toBe('成功');
  const first = await login(as.orgId, phone, r.body.data.password);
  expect(first.body.data.mustChangePassword).toBe(true);
  const changed = await post(
    staffOps.changePassword.path,
    { oldPassword: r.body.data.password, newPassword: 'Changed-pass-1' },
    first.body.data.token,
  );
  expect(changed.body.success).toBe(true);
  return { id: r.body.data.id, phone, token: first.body.data.token, oneTime: r.body.data.password };
}
const auditOf = (target: string) =>
  rows<{ action: string; staff_id: string; details: Record<string, unknown> }>(
    t.db,
    sql`SELECT action, staff_id, details FROM audit_log WHERE target = ${target} ORDER BY id`,
  );

describe('who may manage accounts', () => {
  it.each(['admissions', 'checkin'] as const)('a %s teacher is refused on every endpoint', async (role) => {
    const teacher = await staffLogin(t, role, DEMO.A.orgId);
    const victim = (await made(adminA, 'checkin')).id;
    const calls: [string, object][] = [
      [staffOps.listStaff.path, {}],
      [staffOps.createStaff.path, { name: '王老师', phone: String(++phoneSeq), role: 'admin' }],
      [staffOps.resetPassword.path, { staffId: victim }],
      [staffOps.disableStaff.path, { staffId: victim }],
      [staffOps.enableStaff.path, { staffId: victim }],
      [staffOps.changeStaffRole.path, { staffId: victim, role: 'admin' }],
    ];
    for (const [url, body] of calls) {
      const r = await post(url, body, teacher);
      expect([r.status, r.body.code], url).toEqual([403, 403]);
    }
    expect((await list(adminA)).find((a) => a.id === victim)).toMatchObject({
      role: 'checkin',
      disabled: false,
    });
  });

  it('an administrator of school A can list or change nothing of school B', async () => {
    const b = await made(adminB, 'admissions', '乙校老师');
    expect((await list(adminA)).map((a) => a.id)).not.toContain(b.id);
    for (const [url, body] of [
      [staffOps.resetPassword.path, { staffId: b.id }],
      [staffOps.disableStaff.path, { staffId: b.id }],
      [staffOps.enableStaff.path, { staffId: b.id }],
      [staffOps.changeStaffRole.path, { staffId: b.id, role: 'admin' }],
    ] as const) {
      const r = await post(url, body, adminA);
      expect([r.status, r.body.msg], url).toEqual([404, '账号不存在']);
    }
    const theirs = (await list(adminB)).find((a) => a.id === b.id);
    expect(theirs).toMatchObject({ role: 'admissions', disabled: false });
    expect((await post(staffOps.me.path, {}, b.token)).status).toBe(200);
    expect(await auditOf(b.id)).toEqual([expect.objectContaining({ action: 'staff.create' })]);
  });
});

describe('the list', () => {
  it('shows name, phone, role, status, last login and the actions of each row', async () => {
    const teacher = await made(adminA, 'admissions', '列表老师');
    const rowsA = await list(adminA);
    const mine = rowsA.find((a) => a.id === adminA.id)!;
    expect(mine.actions).toEqual(['resetPassword', 'changeRole']);
    const it = rowsA.find((a) => a.id === teacher.id)!;
    expect(it).toMatchObject({
      name: '列表老师',
      phone: teacher.phone,
      role: 'admissions',
      disabled: false,
      mustChangePassword: false,
      actions: ['resetPassword', 'changeRole', 'disable'],
    });
    expect(it.lastLoginAt).toMatch(/\+08:00$/);
  });
});

describe('disable and enable', () => {
  it('a disabled account cannot log in and its sessions end; enabled again it logs in with its password', async () => {
    const teacher = await made(adminA, 'admissions');
    expect((await post(staffOps.disableStaff.path, { staffId: teacher.id }, adminA)).body.success).toBe(true);
    expect((await post(staffOps.me.path, {}, teacher.token)).status).toBe(401);
    expect((await login(DEMO.A.orgId, teacher.phone, 'Changed-pass-1')).body).toMatchObject({
      code: 422,
      msg: '手机号或密码错误',
    });
    const row = (await list(adminA)).find((a) => a.id === teacher.id)!;
    expect(row).toMatchObject({ disabled: true, actions: ['enable'] });

    expect((await post(staffOps.enableStaff.path, { staffId: teacher.id }, adminA)).body.success).toBe(true);
    const back = await login(DEMO.A.orgId, teacher.phone, 'Changed-pass-1');
    expect(back.body.data.mustChangePassword).toBe(false);
    // The session from before stays ended.
    expect((await post(staffOps.me.path, {}, teacher.token)).status).toBe(401);
    expect((await post(staffOps.me.path, {}, back.body.data.token)).status).toBe(200);
    expect((await auditOf(teacher.id)).map((r) => [r.action, r.staff_id])).toEqual([
      ['staff.create', adminA.id],
      ['staff.disable', adminA.id],
      ['staff.enable', adminA.id],
    ]);
  });

  it('an administrator cannot disable their own account', async () => {
    const r = await post(staffOps.disableStaff.path, { staffId: adminA.id }, adminA);
    expect(r.body).toMatchObject({ code: 422, msg: '不能停用自己的账号' });
  });
});

describe('role change', () => {
  it('takes effect on the next call and is audited with from and to', async () => {
    const teacher = await made(adminA, 'admissions');
    expect((await post(staffOps.listStaff.path, {}, teacher.token)).status).toBe(403);
    const r = await post(staffOps.changeStaffRole.path, { staffId: teacher.id, role: 'admin' }, adminA);
    expect(r.body.success).toBe(true);
    expect((await post(staffOps.listStaff.path, {}, teacher.token)).status).toBe(200);
    expect((await auditOf(teacher.id)).at(-1)).toMatchObject({
      action: 'staff.role',
      details: { from: 'admissions', to: 'admin' },
    });
    expect(
      (await post(staffOps.changeStaffRole.path, { staffId: teacher.id, role: 'boss' }, adminA)).status,
    ).toBe(400);
  });
});

describe('the last active 学校管理员', () => {
  it('cannot be demoted nor disabled; with a second administrator both are allowed', async () => {
    // School B: adminB is its only administrator.
    const self = await post(staffOps.changeStaffRole.path, { staffId: adminB.id, role: 'checkin' }, adminB);
    expect(self.body).toMatchObject({ code: 422, msg: LAST_ADMIN_REFUSAL });
    const second = await made(adminB, 'admin', '副管理员');
    const demoted = await post(
      staffOps.changeStaffRole.path,
      { staffId: adminB.id, role: 'checkin' },
      adminB,
    );
    expect(demoted.body.success).toBe(true);
    // Now 副管理员 is the last one: refused on demotion by itself.
    const again = await post(
      staffOps.changeStaffRole.path,
      { staffId: second.id, role: 'admissions' },
      second.token,
    );
    expect(again.body.msg).toBe(LAST_ADMIN_REFUSAL);
    expect(
      (await post(staffOps.changeStaffRole.path, { staffId: adminB.id, role: 'admin' }, second.token)).body
        .success,
    ).toBe(true);
    const bRows = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM staff_accounts WHERE org_id = ${DEMO.B.orgId} AND role = 'admin' AND NOT disabled`,
    );
    expect(bRows[0]!.n).toBe(2);
  });

  it('two changes at once that would each leave one: the second is refused (rows locked)', async () => {
    const x = await made(adminB, 'admin', '甲');
    const y = await made(adminB, 'admin', '乙');
    const others = sql`org_id = ${DEMO.B.orgId} AND role = 'admin' AND id NOT IN (${x.id}, ${y.id})`;
    const before = await rows<{ id: string }>(t.db, sql`SELECT id FROM staff_accounts WHERE ${others}`);
    await t.db.execute(sql`UPDATE staff_accounts SET role = 'checkin' WHERE ${others}`);
    const results = await Promise.allSettled([
      changeAccount(t.db, DEMO.B.orgId, { staffId: x.id, role: 'checkin' }, t.clock.now),
      changeAccount(t.db, DEMO.B.orgId, { staffId: y.id, disable: true }, t.clock.now),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as Error).message).toBe(LAST_ADMIN_REFUSAL);
    const left = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM staff_accounts WHERE org_id = ${DEMO.B.orgId} AND role = 'admin' AND NOT disabled`,
    );
    expect(left[0]!.n).toBe(1);
    for (const { id } of before)
      await t.db.execute(sql`UPDATE staff_accounts SET role = 'admin' WHERE id = ${id}`);
  });
});

describe('phone numbers', () => {
  it('are unique in a school: a duplicate is refused in Chinese, never a 500, also when created at once', async () => {
    const a = await made(adminA, 'checkin', '吴老师');
    const dup = await post(
      staffOps.createStaff.path,
      { name: '另一位', phone: a.phone, role: 'admissions' },
      adminA,
    );
    expect(dup).toMatchObject({ status: 200, body: { code: 422, msg: '该手机号已有账号「吴老师」' } });

    await post(staffOps.disableStaff.path, { staffId: a.id }, adminA);
    const again = await post(
      staffOps.createStaff.path,
      { name: '另一位', phone: a.phone, role: 'admissions' },
      adminA,
    );
    expect(again.body.msg).toBe('该手机号属于已停用的账号「吴老师」，请在列表中启用该账号');

    const phone = String(++phoneSeq);
    const both = await Promise.all(
      [1, 2].map(() => post(staffOps.createStaff.path, { name: '并发', phone, role: 'checkin' }, adminA)),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.success).sort()).toEqual([false, true]);

    // Another school may have an account with the same phone.
    const other = await post(
      staffOps.createStaff.path,
      { name: '乙校', phone: a.phone, role: 'checkin' },
      adminB,
    );
    expect(other.body.success).toBe(true);
  });
});

describe('reset password', () => {
  it('gives a one-time password that must be changed, ends the sessions, and never reaches the log', async () => {
    const teacher = await made(adminA, 'admissions');
    const r = await post<{ password: string }>(staffOps.resetPassword.path, { staffId: teacher.id }, adminA);
    const oneTime = r.body.data.password;
    expect(oneTime).toMatch(/^\S{12}$/);
    expect((await post(staffOps.me.path, {}, teacher.token)).status).toBe(401);
    expect((await login(DEMO.A.orgId, teacher.phone, 'Changed-pass-1')).body.code).toBe(422);
    const next = await login(DEMO.A.orgId, teacher.phone, oneTime);
    expect(next.body.data.mustChangePassword).toBe(true);
    expect((await post(staffOps.listStaff.path, {}, next.body.data.token)).body.msg).toBe('请先修改初始密码');
    const audits = await auditOf(teacher.id);
    expect(audits.at(-1)).toMatchObject({ action: 'staff.reset-password', staff_id: adminA.id });
    expect(JSON.stringify(audits)).not.toContain(oneTime);
    const text = log.join('');
    expect(text).toContain('/staff-api/staff/reset-password');
    expect(text).not.toContain(oneTime);
    expect(text).not.toContain(teacher.oneTime);
    expect(text).not.toContain('Changed-pass-1');
  });
});
