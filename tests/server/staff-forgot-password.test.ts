import * as staffOps from '@contract/staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer } from './helpers/app';
import { devSmsCode } from './helpers/dev-sms';
import { rows } from './helpers/rows';
import { type StaffLogin, staffLogin } from './helpers/staff';

// Issue 25 item 4: 忘记密码 on the staff login — an SMS code to the account's phone, then a new password.
let t: TestServer;
let admin: StaffLogin;
beforeAll(async () => {
  t = await testServer('staff-forgot');
  admin = await staffLogin(t, 'admin', DEMO.A.orgId);
});
afterAll(() => t.close());

type Env<T = unknown> = { code: number; msg: string; data: T; success: boolean };
let ipSeq = 0;
const newIp = () => `10.66.0.${++ipSeq}`;
const later = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};
const post = async <T = unknown>(url: string, payload: object, ip: string, token?: string) => {
  const r = await t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: r.statusCode, body: r.json() as Env<T> };
};
const send = (phone: string, ip = newIp(), orgId = DEMO.A.orgId) =>
  post<{ resendAfterS: number }>(staffOps.forgotPasswordSend.path, { orgId, phone }, ip);
const reset = (phone: string, code: string, ip = newIp(), newPassword = 'Forgot-new-1') =>
  post(staffOps.forgotPasswordReset.path, { orgId: DEMO.A.orgId, phone, code, newPassword }, ip);
const login = (phone: string, password: string) =>
  post<{ token: string; mustChangePassword: boolean }>(
    staffOps.login.path,
    { orgId: DEMO.A.orgId, phone, password },
    newIp(),
  );

let phoneSeq = 13300000000;
/** A teacher made on 账号管理, first password changed, logged in. */
async function teacher() {
  const phone = String(++phoneSeq);
  const made = await post<{ id: string; password: string }>(
    staffOps.createStaff.path,
    { name: '钱老师', phone, role: 'admissions' },
    newIp(),
    admin.token,
  );
  const first = (await login(phone, made.body.data.password)).body.data.token;
  await post(
    staffOps.changePassword.path,
    { oldPassword: made.body.data.password, newPassword: 'Old-pass-123' },
    newIp(),
    first,
  );
  return { id: made.body.data.id, phone, token: first };
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const actions = async (staffId: string) =>
  (
    await rows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE staff_id = ${staffId} AND action LIKE 'password.forgot%' ORDER BY id`,
    )
  ).map((r) => r.action);

describe('忘记密码', () => {
  it('the SMS code and a new password: logs in with it, no change asked, every old session ended', async () => {
    const tt = await teacher();
    later(61_000);
    const sent = await send(tt.phone);
    expect(sent.body).toMatchObject({ code: 0, data: { resendAfterS: 60 } });
    const code = await devSmsCode(t, tt.phone);
    expect(code).toMatch(/^\d{6}$/);
    expect((await reset(tt.phone, code!)).body).toMatchObject({ code: 0, success: true });
    expect((await post(staffOps.me.path, {}, newIp(), tt.token)).status).toBe(401);
    expect((await login(tt.phone, 'Old-pass-123')).body.code).toBe(422);
    const next = await login(tt.phone, 'Forgot-new-1');
    expect(next.body.data.mustChangePassword).toBe(false);
    // A code is spent once.
    expect((await reset(tt.phone, code!)).body.msg).toBe('验证码已失效，请重新获取');
    expect(await actions(tt.id)).toEqual([
      'password.forgot-code',
      'password.forgot-reset',
      'password.forgot-failed',
    ]);
  });

  it('a wrong code is refused with the guesses left, and audited', async () => {
    const tt = await teacher();
    later(61_000);
    await send(tt.phone);
    const code = (await devSmsCode(t, tt.phone))!;
    const r = await reset(tt.phone, wrongCode(code));
    expect(r.body).toMatchObject({ code: 422, msg: '验证码不正确，还可尝试 4 次' });
    expect((await login(tt.phone, 'Old-pass-123')).body.success).toBe(true);
    expect(await actions(tt.id)).toEqual(['password.forgot-code', 'password.forgot-failed']);
  });

  it('answers the same for a phone without an account (and a disabled one), and sends it nothing', async () => {
    const tt = await teacher();
    await post(staffOps.disableStaff.path, { staffId: tt.id }, newIp(), admin.token);
    const ghost = String(++phoneSeq);
    const real = await teacher();
    later(61_000);
    const answers = [];
    for (const phone of [real.phone, ghost, tt.phone]) {
      const s = await send(phone);
      const code = await devSmsCode(t, phone);
      const r = await reset(phone, code ? wrongCode(code) : '000000');
      answers.push({ send: s, code: !!code, reset: r });
    }
    const [withAccount, none, disabled] = answers;
    expect(withAccount!.code).toBe(true);
    expect(none!.code).toBe(false);
    expect(disabled!.code).toBe(false);
    for (const a of [none, disabled]) {
      expect(a!.send).toEqual(withAccount!.send);
      // '000000' may be the real code's neighbour only by chance; the wording is the same either way.
      expect(a!.reset.status).toBe(withAccount!.reset.status);
      expect(a!.reset.body.msg).toMatch(/^验证码不正确，还可尝试 4 次$/);
    }
    // Resending within 60 s is refused alike.
    expect((await send(ghost)).body.msg).toBe((await send(real.phone)).body.msg);
  });

  it('locks a phone after 5 tries in 15 minutes, as the password login does (account or not)', async () => {
    const tt = await teacher();
    const ghost = String(++phoneSeq);
    later(61_000);
    for (const phone of [tt.phone, ghost]) {
      await send(phone);
      const code = (await devSmsCode(t, phone)) ?? '000001';
      const seen: string[] = [];
      for (let i = 0; i < 5; i++) seen.push((await reset(phone, wrongCode(code))).body.msg);
      expect(seen.at(-1)).toBe('验证码错误次数过多，请重新获取');
      const locked = await reset(phone, code);
      expect([locked.status, locked.body.msg]).toEqual([429, '尝试次数过多，请15分钟后再试']);
    }
    later(15 * 60_000 + 1000);
    await send(tt.phone);
    const fresh = (await devSmsCode(t, tt.phone))!;
    expect((await reset(tt.phone, fresh)).body.success).toBe(true);
  });

  it('limits codes per phone (5 an hour) and per address (20 an hour), like the applicants’ SMS', async () => {
    const tt = await teacher();
    const ip = newIp();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      later(61_000);
      answers.push((await send(tt.phone, ip)).status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const other = newIp();
    const byAddress: number[] = [];
    for (let i = 0; i < 21; i++) byAddress.push((await send(String(++phoneSeq), other)).status);
    expect(byAddress.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(byAddress[20]).toBe(429);
  });

  it('refuses an unknown school and a malformed request without a 500', async () => {
    expect((await send('13900000000', newIp(), 'no-such-school')).body).toMatchObject({
      code: 422,
      msg: '学校编号不正确',
    });
    expect((await reset('13900000000', '12')).status).toBe(400);
    expect(
      (await post(staffOps.forgotPasswordReset.path, { orgId: DEMO.A.orgId, phone: 'x' }, newIp())).status,
    ).toBe(400);
    const short = await reset('13900000000', '123456', newIp(), 'short');
    expect([short.status, short.body.msg]).toEqual([400, expect.stringMatching(/新密码至少8/)]);
  });
});
