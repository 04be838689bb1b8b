import * as M from '@contract/welcome-manage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passExpiry } from '../../server/src/modules/welcome-manage/pass';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

let t: TestServer;
const tok = (i: number, school = DEMO.A) =>
  tokenFor(t, school, 'student', { welcomeId: school.students[i]!.welcomeId });
let gateA: StaffLogin;
/** A 报到老师 of school A at the gate with a staff session (the school comes from the session). */
const gate = async (passToken: unknown, who: StaffLogin | Record<string, string> = gateA) =>
  t.app.inject({
    method: 'POST',
    url: M.checkinByPass.path,
    headers: 'token' in who ? await freshSession(t, who as StaffLogin) : (who as Record<string, string>),
    payload: { passToken },
  });
const passAt = async (iso: string, i: number, school = DEMO.A) => {
  t.clock.now = new Date(iso);
  return (await call(t.app, M.queryVerifyProcess, {}, { token: await tok(i, school) })).body.data;
};

beforeAll(async () => {
  t = await testServer('welcome-manage-pass');
  gateA = await staffLogin(t, 'checkin');
});
afterAll(() => t.close());

const WINDOW = { reportStart: '2026-08-28', reportEnd: '2026-09-05' };

describe('passExpiry: the end of the school’s arrival window (China time), not the day it was fetched', () => {
  it.each([
    ['a week before the window: valid to its last day', '2026-08-21T12:00:00Z', '2026-09-05T15:59:59.000Z'],
    ['the evening before arrival', '2026-08-29T13:00:00Z', '2026-09-05T15:59:59.000Z'],
    ['on the last day', '2026-09-05T10:00:00Z', '2026-09-05T15:59:59.000Z'],
    [
      'after the window (late arrival): to the end of that day',
      '2026-09-07T02:00:00Z',
      '2026-09-07T15:59:59.000Z',
    ],
    ['20:00 UTC is 04:00 of the next China day', '2026-09-06T20:00:00Z', '2026-09-07T15:59:59.000Z'],
  ])('%s', (_name, now, exp) => {
    expect(passExpiry(new Date(now), WINDOW).toISOString()).toBe(exp);
  });
  it('a malformed window falls back to the end of the day', () => {
    expect(
      passExpiry(new Date('2026-08-30T04:00:00Z'), { reportStart: 'x', reportEnd: 'y' }).toISOString(),
    ).toBe('2026-08-30T15:59:59.000Z');
  });
});

describe('the procedure pass at the gate', () => {
  it('a pass shown in the morning still checks the student in during the afternoon crowd', async () => {
    const p = await passAt('2026-08-29T12:00:00Z', 3); // 20:00 the evening before, in China
    expect(p.passExpiresAt).toBe('2026-09-05T23:59:59+08:00');
    t.clock.now = new Date('2026-08-30T07:00:00Z'); // 15:00, network gone: the cached QR is scanned
    const r = await gate(p.passToken);
    expect(r.json()).toMatchObject({
      code: 0,
      data: {
        welcomeId: DEMO.A.students[3]!.welcomeId,
        alreadyArrived: false,
        arrivedAt: '2026-08-30T15:00:00+08:00',
      },
    });
  });

  it('an expired pass is refused and marks nothing', async () => {
    const p = await passAt('2026-08-30T12:00:00Z', 2); // valid until the window closes
    expect(p.passExpiresAt).toBe('2026-09-05T23:59:59+08:00');
    t.clock.now = new Date('2026-09-05T16:00:00Z'); // 00:00 after the last arrival day
    const r = await gate(p.passToken);
    expect(r.json()).toMatchObject({ code: 422, msg: '报到码无效或已过期，请学生刷新后重新出示' });
    expect((await call(t.app, M.getDetail, {}, { token: await tok(2) })).body.data.arrivedAt).toBeNull();
  });

  it('staff use their session: the old key, another school’s pass and an admissions teacher are refused', async () => {
    const p = await passAt('2026-08-30T02:00:00Z', 1, DEMO.B);
    const key = await gate(p.passToken, {
      'x-admin-key': 'dev-admin-key',
      tenantid: DEMO.B.tenantId,
      orgid: DEMO.B.orgId,
    });
    expect(key.json()).toMatchObject({ code: 401, msg: '请先登录' });
    const otherSchool = await gate(p.passToken);
    expect([otherSchool.statusCode, otherSchool.json().code]).toEqual([403, 403]);
    expect((await gate('not-a-pass')).statusCode).toBe(400);
    const admissions = await staffLogin(t, 'admissions', DEMO.B.orgId);
    expect((await gate(p.passToken, admissions)).statusCode).toBe(403);
    const gateB = await staffLogin(t, 'checkin', DEMO.B.orgId);
    const own = await gate(p.passToken, gateB);
    expect(own.json()).toMatchObject({ code: 0, data: { name: DEMO.B.students[1]!.name } });
  });

  it('without the key a session is still needed', async () => {
    const p = await passAt('2026-08-30T02:00:00Z', 0);
    const none = await t.app.inject({
      method: 'POST',
      url: M.checkinByPass.path,
      payload: { passToken: p.passToken },
    });
    expect(none.json()).toMatchObject({ code: 401, msg: '请先登录' });
  });
});
