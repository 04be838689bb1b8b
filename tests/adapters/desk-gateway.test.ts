// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TokenStore } from '@adapters/api/staff-gateway';
import { DeskApiGateway } from '@adapters/api/desk-gateway';
import { DeskGateway } from '@domain/checkin-desk';
import { HttpPort } from '@domain/ports/http';
import { StaffGateway } from '@domain/staff/gateway';
import { createStaffContainer } from '../../src/staff/container';

const BASE = 'http://desk.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const tokens = (t: string | null): TokenStore => {
  let v = t;
  return { get: () => v, set: (x) => (v = x) };
};
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data, success: true });

describe('DeskApiGateway', () => {
  it('posts with the staff session and unwraps the envelope', async () => {
    const seen: { path: string; auth: string | null; body: unknown }[] = [];
    server.use(
      http.post(`${BASE}/staff-api/desk/*`, async ({ request }) => {
        const path = new URL(request.url).pathname;
        seen.push({ path, auth: request.headers.get('authorization'), body: await request.json() });
        if (path.endsWith('/sync')) return ok({ results: [{ nonce: 'n-0000001', result: 'marked' }] });
        if (path.endsWith('/mark'))
          return ok({ result: 'already', message: '已由 张老师 于 9月1日 08:00 办理', by: '张老师', at: '' });
        return ok([{ key: 'arrive', name: '报到' }]);
      }),
    );
    const gw = createStaffContainer({ baseUrl: BASE, tokens: tokens('tok-1') }).get<DeskGateway>(DeskGateway);
    expect(await gw.steps()).toEqual([{ key: 'arrive', name: '报到' }]);
    const m = await gw.mark({ nonce: 'n-0000002', step: 'arrive', passToken: 'a.b', idCardChecked: true });
    expect(m.message).toBe('已由 张老师 于 9月1日 08:00 办理');
    const r = await gw.sync('pad-1', [
      { nonce: 'n-0000001', welcomeId: 'w1', step: 'fee', at: 1, idCardChecked: false },
    ]);
    expect(r).toEqual([{ nonce: 'n-0000001', result: 'marked' }]);
    expect(seen.map((s) => s.path)).toEqual([
      '/staff-api/desk/steps',
      '/staff-api/desk/mark',
      '/staff-api/desk/sync',
    ]);
    expect(seen.every((s) => s.auth === 'Bearer tok-1')).toBe(true);
    expect(seen[2]!.body).toMatchObject({ deviceId: 'pad-1', marks: [{ nonce: 'n-0000001' }] });
  });

  it('asks wx.config for the page with the staff session (the school comes from the session)', async () => {
    const seen: { auth: string | null; body: unknown }[] = [];
    server.use(
      http.post(`${BASE}/staff-api/desk/jssdk-config`, async ({ request }) => {
        seen.push({ auth: request.headers.get('authorization'), body: await request.json() });
        return ok({ appId: 'wx1', timestamp: '1', nonceStr: 'n', paySign: 's' });
      }),
    );
    const gw = new DeskApiGateway(
      createStaffContainer({ baseUrl: BASE, tokens: tokens('tok-1') }).get<HttpPort>(HttpPort),
    );
    expect(await gw.jssdkConfig('https://s.example/staff.html?orgId=a')).toEqual({
      appId: 'wx1',
      timestamp: '1',
      nonceStr: 'n',
      paySign: 's',
    });
    expect(seen).toEqual([{ auth: 'Bearer tok-1', body: { url: 'https://s.example/staff.html?orgId=a' } }]);
  });

  it('a refusal carries the server’s words; no answer is a network failure (the desk goes offline)', async () => {
    server.use(
      http.post(`${BASE}/staff-api/desk/scan`, () =>
        HttpResponse.json({ code: 400, msg: '报到码无效', data: null, success: false }, { status: 400 }),
      ),
      http.post(`${BASE}/staff-api/desk/search`, () => HttpResponse.error()),
    );
    const gw = createStaffContainer({ baseUrl: BASE, tokens: tokens('tok-1') }).get<DeskGateway>(DeskGateway);
    await expect(gw.scan('a.b')).rejects.toMatchObject({ status: 400, msg: '报到码无效' });
    await expect(gw.search('林晓')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('the staff gateway’s lastMe (a desk starting again offline)', () => {
  const me = { id: 's1', orgId: 'org-a', name: '张老师', phone: '13600000001', role: 'checkin' };
  it('keeps who the server last confirmed, and forgets it when the server refuses the session', async () => {
    let refuse = false;
    server.use(
      http.post(`${BASE}/staff-api/me`, () =>
        refuse
          ? HttpResponse.json({ code: 401, msg: '登录已失效', data: null, success: false }, { status: 401 })
          : ok({ ...me, mustChangePassword: false }),
      ),
    );
    const gw = createStaffContainer({
      baseUrl: BASE,
      tokens: tokens('tok-1'),
      lastMe: tokens(null),
    }).get<StaffGateway>(StaffGateway);
    expect(gw.lastMe()).toBeNull();
    await gw.me();
    expect(gw.lastMe()).toMatchObject({ name: '张老师', role: 'checkin' });
    refuse = true;
    await expect(gw.me()).rejects.toMatchObject({ status: 401 });
    expect(gw.lastMe()).toBeNull();
  });
});
