import * as staffOps from '@contract/staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { createStaff } from '../../server/src/modules/staff/accounts';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer } from './helpers/app';

const A = DEMO.A;
let t: TestServer;
let phoneN = 13800000000;

const post = (url: string, payload: object = {}, token?: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const newStaff = async (role: 'admin' | 'admissions' | 'checkin' = 'admissions') => {
  const phone = String(phoneN++);
  const { id, password } = await createStaff(t.db, { orgId: A.orgId, name: '张老师', phone, role });
  return { id, phone, password };
};
const login = (phone: string, password: string, ip?: string) =>
  post(staffOps.login.path, { orgId: A.orgId, phone, password }, undefined, ip);
const tokenOf = async (s: { phone: string; password: string }) =>
  (await login(s.phone, s.password)).json().data.token as string;
const auditCount = async (staffId: string) =>
  (
    await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM audit_log WHERE staff_id = ${staffId}`)
  )[0]!.n;
const later = (ms: number) => (t.clock.now = new Date(t.clock.now.getTime() + ms));

beforeAll(async () => {
  t = await testServer('staff-auth');
});
afterAll(() => t.close());

describe('staff login and sessions', () => {
  it('logs in, forces a password change first, then answers me', async () => {
    const s = await newStaff();
    const r = await login(s.phone, s.password);
    expect(r.json()).toMatchObject({ code: 0, data: { mustChangePassword: true } });
    const token = r.json().data.token;
    expect((await post(staffOps.me.path, {}, token)).json().data).toMatchObject({
      role: 'admissions',
      mustChangePassword: true,
    });
    const bad = await post(
      staffOps.changePassword.path,
      { oldPassword: 'nope', newPassword: 'abcdefgh1' },
      token,
    );
    expect(bad.json()).toMatchObject({ code: 422, msg: '原密码错误' });
    const good = await post(
      staffOps.changePassword.path,
      { oldPassword: s.password, newPassword: 'abcdefgh1' },
      token,
    );
    expect(good.json()).toMatchObject({ code: 0 });
    expect((await post(staffOps.me.path, {}, token)).json().data.mustChangePassword).toBe(false);
    expect((await login(s.phone, s.password)).json().code).toBe(422);
    expect((await login(s.phone, 'abcdefgh1')).json()).toMatchObject({
      code: 0,
      data: { mustChangePassword: false },
    });
  });

  it('locks an account for 15 minutes after 5 wrong passwords', async () => {
    const s = await newStaff();
    for (let i = 0; i < 4; i++) expect((await login(s.phone, 'wrong', `10.1.0.${i}`)).json().code).toBe(422);
    expect((await login(s.phone, 'wrong', '10.1.0.9')).statusCode).toBe(429);
    expect((await login(s.phone, s.password, '10.1.0.10')).statusCode).toBe(429);
    later(15 * 60_000 + 1000);
    expect((await login(s.phone, s.password, '10.1.0.11')).json().code).toBe(0);
  });

  it('limits attempts per address whatever the account', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await login(`1390000${String(i).padStart(4, '0')}`, 'x', '10.9.9.9')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('the per-address limit follows the server config (STAFF_LOGINS_PER_IP)', async () => {
    const own = await testServer('staff-auth-per-ip', { staffLoginsPerIp: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await own.app.inject({
          method: 'POST',
          url: staffOps.login.path,
          payload: { orgId: A.orgId, phone: `1391000${String(i).padStart(4, '0')}`, password: 'x' },
          remoteAddress: '10.9.9.8',
        });
        codes.push(r.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await own.close();
    }
  });

  it('expires after 30 idle minutes, renews while active, ends at 12 hours', async () => {
    const s = await newStaff();
    const token = await tokenOf(s);
    for (let i = 0; i < 24; i++) {
      later(29 * 60_000);
      expect((await post(staffOps.me.path, {}, token)).statusCode, `after ${i + 1} renewals`).toBe(200);
    }
    later(29 * 60_000); // 25 × 29 min > 12 h
    expect((await post(staffOps.me.path, {}, token)).statusCode).toBe(401);
    const idle = await tokenOf(s);
    later(30 * 60_000 + 1000);
    expect((await post(staffOps.me.path, {}, idle)).json()).toMatchObject({ code: 401 });
  });

  it('logout revokes the session on the server', async () => {
    const s = await newStaff();
    const token = await tokenOf(s);
    expect((await post(staffOps.logout.path, {}, token)).json().code).toBe(0);
    expect((await post(staffOps.me.path, {}, token)).statusCode).toBe(401);
  });

  it('refuses no token, a made-up token and dev-admin-key', async () => {
    expect((await post(staffOps.me.path)).statusCode).toBe(401);
    expect((await post(staffOps.me.path, {}, 'made-up')).statusCode).toBe(401);
    expect((await post(staffOps.me.path, {}, 'dev-admin-key')).statusCode).toBe(401);
  });

  it('writes exactly one audit row per staff action; the table refuses update and delete', async () => {
    const s = await newStaff();
    expect(await auditCount(s.id)).toBe(0);
    const token = await tokenOf(s);
    expect(await auditCount(s.id)).toBe(1);
    await post(staffOps.changePassword.path, { oldPassword: s.password, newPassword: 'abcdefgh1' }, token);
    expect(await auditCount(s.id)).toBe(2);
    await login(s.phone, 'wrong');
    expect(await auditCount(s.id)).toBe(3);
    await post(staffOps.logout.path, {}, token);
    expect(await auditCount(s.id)).toBe(4);
    const actions = await rows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE staff_id = ${s.id} ORDER BY id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['login', 'password.change', 'login.failed', 'logout']);
    await expect(
      t.db.execute(sql`UPDATE audit_log SET action = 'x' WHERE staff_id = ${s.id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM audit_log WHERE staff_id = ${s.id}`)).rejects.toThrow();
  });
});
