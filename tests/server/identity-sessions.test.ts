import * as S from '@contract/startup';
import * as W from '@contract/welcome';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/src/db/schema';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

let t: TestServer;
beforeAll(async () => {
  t = await testServer('identity-sessions');
});
afterAll(() => t.close());

const HOUR = 3600_000;
const later = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};
/** Logs a WeChat user in through /platform/login and the exchange: its session token and user id. */
async function login(wxuser: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/platform/login?tenantId=${DEMO.A.tenantId}&orgId=${DEMO.A.orgId}&wxuser=${wxuser}`,
    headers: { host: 'school.example' },
  });
  const accesstoken = new URL(String(res.headers.location), 'http://x').searchParams.get('accesstoken')!;
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0]!)
    .join('; ');
  const ex = await call(
    t.app,
    S.tokenExchange,
    { token: accesstoken, getInfo: true },
    { headers: { cookie } },
  );
  return { token: ex.body.data.token, userId: ex.body.data.userInfo.userInfoId };
}
const probe = async (token: string) => (await call(t.app, S.tokenEncrypt, {}, { token })).body;

describe('logout', () => {
  it('revokes the session on the server; logging in again reaches the same applicant', async () => {
    const first = await login('logout-parent');
    expect((await probe(first.token)).code).toBe(0);
    expect((await call(t.app, S.logout, {}, { token: first.token })).body.code).toBe(0);
    expect(await probe(first.token)).toMatchObject({ code: 401, msg: '登录已失效，请重新登录' });
    const again = await login('logout-parent');
    expect(again.userId).toBe(first.userId);
    expect((await probe(again.token)).code).toBe(0);
  });
  it('needs a session', async () => {
    expect((await call(t.app, S.logout, {})).body.code).toBe(401);
  });
});

describe('idle and absolute limits', () => {
  it('ends a session left unused for a day', async () => {
    const { token } = await login('idle-parent');
    later(24 * HOUR + 60_000);
    expect(await probe(token)).toMatchObject({ code: 401, msg: '登录已过期，请重新登录' });
  });
  it('renews a session in use, up to its absolute limit of 7 days', async () => {
    const { token } = await login('busy-parent');
    for (let step = 1; step <= 8; step++) {
      later(20 * HOUR);
      expect((await probe(token)).code, `after ${step * 20} h`).toBe(0);
    }
    later(20 * HOUR); // 180 h after login > 7 days, though idle only 20 h
    expect(await probe(token)).toMatchObject({ code: 401, msg: '登录已过期，请重新登录' });
  });
});

describe('gettoken', () => {
  it('renews the student session instead of adding one', async () => {
    const welcomeId = DEMO.A.students[1]!.welcomeId;
    const token = await tokenFor(t, DEMO.A, 'student', { welcomeId });
    const count = async () =>
      (
        await t.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, `u-${welcomeId}`))
      ).length;
    const before = await count();
    const a = await call(t.app, W.getToken, {}, { token });
    const b = await call(t.app, W.getToken, {}, { token });
    expect([a.body.data.token, b.body.data.token]).toEqual([token, token]);
    expect(await count()).toBe(before);
    expect(Date.parse(a.body.data.expiresAt)).toBeGreaterThan(t.clock.now.getTime());
  });
});
