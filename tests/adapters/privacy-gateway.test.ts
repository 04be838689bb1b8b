import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import * as p from '@contract/privacy';
import { HttpPrivacyGateway } from '@adapters/api/privacy-gateway';
import { AxiosHttp } from '@adapters/http/axios-http';
import { isHttpFailure } from '@domain/ports/http';
import { BASE, FakeNavigation, RecordingNotifier, fakeSession, fixedClock, testConfig } from './fakes';

// The privacy gateway over the real HTTP adapter, against msw: paths, token, bodies, and a refusal
// that reaches the screen as a failure with the server's message (no toast: the screen shows it).
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function gateway() {
  const s = fakeSession();
  s.session.setToken('tok-1');
  const notifier = new RecordingNotifier();
  const h = new AxiosHttp(testConfig(), s.session, notifier, new FakeNavigation(), fixedClock());
  return { gw: new HttpPrivacyGateway(h), notifier };
}
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: '', data, success: true });

describe('HttpPrivacyGateway', () => {
  test('accept posts the version with the bearer token', async () => {
    let seen: { auth: string | null; body: unknown } | null = null;
    server.use(
      http.post(BASE + p.privacyAccept.path, async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), body: await request.json() };
        return ok({ version: '2026.1', acceptedAt: '2026-11-23T10:00:00+08:00' });
      }),
    );
    const { gw } = gateway();
    expect(await gw.accept('2026.1')).toEqual({ version: '2026.1', acceptedAt: '2026-11-23T10:00:00+08:00' });
    expect(seen).toEqual({ auth: 'Bearer tok-1', body: { version: '2026.1' } });
  });

  test('a deletion request without a reason sends none; a refusal comes back with the server’s words', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(BASE + p.requestDeletion.path, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          code: 422,
          msg: '您已提交删除申请，请等待学校处理',
          data: null,
          success: false,
        });
      }),
    );
    const { gw, notifier } = gateway();
    const e = await gw.requestDeletion('').catch((x: unknown) => x);
    expect(isHttpFailure(e) && e.msg).toBe('您已提交删除申请，请等待学校处理');
    expect(bodies).toEqual([{}]);
    expect(notifier.shown).toEqual([]);
  });

  test('notice, my data and requests are GETs on their contract paths', async () => {
    const hits: string[] = [];
    for (const r of [p.privacyNotice, p.myData, p.myDataRequests])
      server.use(
        http.get(BASE + r.path, ({ request }) => {
          hits.push(new URL(request.url).pathname);
          return ok(r === p.myDataRequests ? [] : { path: r.path });
        }),
      );
    const { gw } = gateway();
    await gw.notice();
    await gw.myData();
    expect(await gw.requests()).toEqual([]);
    expect(hits).toEqual([p.privacyNotice.path, p.myData.path, p.myDataRequests.path]);
  });
});
