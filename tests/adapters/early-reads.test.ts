import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { AxiosHttp } from '@adapters/http/axios-http';
import { EarlyReads, type SeededReads, seededReads } from '@adapters/http/early-reads';
import type { HttpRequest } from '@domain/ports/http';
import { BASE, FakeNavigation, RecordingNotifier, fakeSession, fixedClock, testConfig } from './fakes';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PLANS: HttpRequest = {
  method: 'POST',
  url: '/plan/findPlanList',
  data: { pageNo: 1, pageSize: 10 },
  notToken: true,
};

let s: ReturnType<typeof fakeSession>;
let notifier: RecordingNotifier;
let bodies: unknown[];
let headers: Headers[];
let reply: () => Response;

function setup(reads: HttpRequest[]) {
  const early = new EarlyReads(s.session, fixedClock(), () => reads);
  const port = new AxiosHttp(testConfig(), s.session, notifier, new FakeNavigation(), fixedClock(), early);
  port.retryDelaysMs = [1, 1];
  return { early, port };
}

beforeEach(() => {
  s = fakeSession();
  s.session.set('publicUserInfo', { orgId: 'o1', tenantId: 't1' });
  notifier = new RecordingNotifier();
  bodies = [];
  headers = [];
  reply = () => HttpResponse.json({ code: 0, msg: 'ok', data: { list: [], total: 0 }, success: true });
  server.use(
    http.post(BASE + '/plan/findPlanList', async ({ request }) => {
      bodies.push(await request.json());
      headers.push(request.headers);
      return reply();
    }),
  );
});

describe('EarlyReads: the first screen reads travel with the config-centre call', () => {
  test('the screen call takes the early answer: one request on the wire, school headers, no token', async () => {
    s.session.setToken('tok');
    const { early, port } = setup([PLANS]);
    early.start({ baseUrl: BASE, manually: 'manually' });
    expect(await port.request({ ...PLANS, silent: true, data: { pageSize: 10, pageNo: 1 } })).toMatchObject({
      code: 0,
    });
    expect(bodies).toEqual([{ pageNo: 1, pageSize: 10 }]);
    expect(headers[0]!.get('tenantId')).toBe('t1');
    expect(headers[0]!.get('orgId')).toBe('o1');
    expect(headers[0]!.get('ysNetType')).toBe('1');
    expect(headers[0]!.get('Authorization')).toBeNull();
  });

  test('an early answer is handed out once; the next call goes to the server', async () => {
    const { early, port } = setup([PLANS]);
    early.start({ baseUrl: BASE, manually: 'none' });
    await port.request(PLANS);
    await port.request(PLANS);
    expect(bodies).toHaveLength(2);
  });

  test('another page, another URL or another method is not served early', async () => {
    const { early } = setup([PLANS]);
    early.start({ baseUrl: BASE, manually: 'none' });
    expect(early.take({ ...PLANS, data: { pageNo: 2, pageSize: 10 } }, BASE + PLANS.url)).toBeUndefined();
    expect(early.take(PLANS, 'http://other.test' + PLANS.url)).toBeUndefined();
    expect(early.take({ ...PLANS, method: 'GET' }, BASE + PLANS.url)).toBeUndefined();
    expect(early.take({ ...PLANS, notToken: false }, BASE + PLANS.url)).toBeUndefined();
    expect(await early.take(PLANS, BASE + PLANS.url)).toMatchObject({ ok: true });
  });

  test('a failed early read is sent again by the screen call, which then applies the error catalogue', async () => {
    reply = () => HttpResponse.json({ code: 500, msg: '服务繁忙', data: null, success: false });
    const { early, port } = setup([PLANS]);
    early.start({ baseUrl: BASE, manually: 'none' });
    await expect(port.request(PLANS)).rejects.toMatchObject({ kind: 'server', code: 500 });
    expect(bodies).toHaveLength(2);
    expect(notifier.shown).toEqual(['服务繁忙']);
  });

  test('starting twice sends each read once', async () => {
    const { early, port } = setup([PLANS]);
    early.start({ baseUrl: BASE, manually: 'none' });
    early.start({ baseUrl: BASE, manually: 'none' });
    await port.request(PLANS);
    expect(bodies).toHaveLength(1);
  });
});

describe('EarlyReads: the answers the server put into the page (issue 28)', () => {
  const envelope = { code: 0, msg: 'ok', data: { list: [{ id: 'p1' }], total: 1 }, success: true };
  const seeded = (tenantId: string, orgId: string): SeededReads => ({
    tenantId,
    orgId,
    reads: [{ method: 'POST', url: PLANS.url, data: { pageNo: 1, pageSize: 10 }, body: envelope }],
  });
  const withSeed = (seed: SeededReads | null) => {
    const early = new EarlyReads(s.session, fixedClock(), () => [PLANS], seed);
    const port = new AxiosHttp(testConfig(), s.session, notifier, new FakeNavigation(), fixedClock(), early);
    return { early, port };
  };

  test("the screen's first call takes the page's answer: nothing on the wire", async () => {
    s.session.set('userInfo', { orgId: 'o1', tenantId: 't1' });
    const { early, port } = withSeed(seeded('t1', 'o1'));
    early.start({ baseUrl: BASE, manually: 'none' });
    expect(await port.request(PLANS)).toMatchObject({ data: { list: [{ id: 'p1' }] } });
    expect(bodies).toEqual([]);
    // Handed out once: the next read (pull to refresh) asks the server.
    await port.request(PLANS);
    expect(bodies).toHaveLength(1);
  });

  test("another school's page answers are never used; a read the page lacks is sent", async () => {
    s.session.set('userInfo', { orgId: 'o2', tenantId: 't2' });
    const { early, port } = withSeed(seeded('t1', 'o1'));
    early.start({ baseUrl: BASE, manually: 'none' });
    await port.request(PLANS);
    expect(bodies).toHaveLength(1);
    expect(seededReads({ tenantId: 't1' })).toBeNull();
    expect(seededReads(seeded('t1', 'o1'))).not.toBeNull();
  });
});
