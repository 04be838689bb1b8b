import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { AxiosHttp } from '@adapters/http/axios-http';
import { isHttpFailure, type HttpFailure } from '@domain/ports/http';
import { BASE, FakeNavigation, RecordingNotifier, fakeSession, fixedClock, testConfig } from './fakes';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (data: unknown = null, code = 0) => HttpResponse.json({ code, msg: 'ok', data, success: true });

let s: ReturnType<typeof fakeSession>;
let notifier: RecordingNotifier;
let nav: FakeNavigation;
let seen: Request[];

function make(manually = 'none') {
  const h = new AxiosHttp(testConfig({ manually }), s.session, notifier, nav, fixedClock());
  h.retryDelaysMs = [1, 1];
  h.loginDelayMs = 0;
  return h;
}

function record(method: 'get' | 'post', path: string, reply: () => Response | Promise<Response>) {
  server.use(
    http[method](BASE + path, ({ request }) => {
      seen.push(request.clone());
      return reply();
    }),
  );
}

async function failure(p: Promise<unknown>): Promise<HttpFailure> {
  try {
    await p;
  } catch (e) {
    if (isHttpFailure(e)) return e;
    throw e;
  }
  throw new Error('expected a failure');
}

beforeEach(() => {
  s = fakeSession();
  notifier = new RecordingNotifier();
  nav = new FakeNavigation();
  seen = [];
});

describe('headers (spec sections 6 and 7)', () => {
  test('tenantId, orgId, requestId, ysNetType 0 and the bearer token', async () => {
    s.session.mergeUserInfo({ tenantId: 't1', orgId: 'o1' });
    s.session.setToken('tok');
    record('get', '/x', () => ok());
    await make().request({ method: 'GET', url: '/x' });
    const h = seen[0]!.headers;
    expect(h.get('tenantId')).toBe('t1');
    expect(h.get('orgId')).toBe('o1');
    expect(h.get('requestId')).toBe('1700000000000');
    expect(h.get('ysNetType')).toBe('0');
    expect(h.get('Authorization')).toBe('Bearer tok');
  });

  test('manual network mode (tn) sends ysNetType 1', async () => {
    record('get', '/x', () => ok());
    await make('wifi').request({ method: 'GET', url: '/x' });
    expect(seen[0]!.headers.get('ysNetType')).toBe('1');
  });

  test('orgId is omitted when no organisation is known', async () => {
    s.session.mergeUserInfo({ tenantId: 't1' });
    record('get', '/x', () => ok());
    await make().request({ method: 'GET', url: '/x' });
    expect(seen[0]!.headers.has('orgId')).toBe(false);
  });

  test('notToken sends no token and takes tenantId from the public user info', async () => {
    s.session.setToken('tok');
    s.session.mergeUserInfo({ tenantId: 'login-t' });
    s.session.set('publicUserInfo', { tenantId: 'public-t' });
    record('get', '/x', () => ok());
    await make().request({ method: 'GET', url: '/x', notToken: true });
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
    expect(seen[0]!.headers.get('tenantId')).toBe('public-t');
  });

  test('the stored tenantId is the fallback', async () => {
    s.session.set('tenantId', 'stored-t');
    record('get', '/x', () => ok());
    await make().request({ method: 'GET', url: '/x', notToken: true });
    expect(seen[0]!.headers.get('tenantId')).toBe('stored-t');
  });

  test('Idempotency-Key and caller headers are sent', async () => {
    record('post', '/x', () => ok());
    await make().request({
      method: 'POST',
      url: '/x',
      idempotencyKey: 'k-1',
      headers: { tenantId: 'custom' },
    });
    expect(seen[0]!.headers.get('Idempotency-Key')).toBe('k-1');
    expect(seen[0]!.headers.get('tenantId')).toBe('custom');
  });
});

describe('payload', () => {
  test('GET sends data as query parameters', async () => {
    record('get', '/q', () => ok());
    await make().request({ method: 'GET', url: '/q', data: { a: 1, b: '中' } });
    const u = new URL(seen[0]!.url);
    expect(u.searchParams.get('a')).toBe('1');
    expect(u.searchParams.get('b')).toBe('中');
  });

  test('POST sends data as a JSON body; absolute URLs are used as is', async () => {
    server.use(
      http.post('http://other.test/p', async ({ request }) => {
        seen.push(request);
        return ok({ echoed: await request.json() });
      }),
    );
    const res = await make().request<{ echoed: unknown }>({
      method: 'POST',
      url: 'http://other.test/p',
      data: { x: 1 },
    });
    expect(res.data.echoed).toEqual({ x: 1 });
  });

  test.each([0, 200, 201])('server code %i is success and returns the envelope', async (code) => {
    record('get', '/x', () => ok({ v: 1 }, code));
    const res = await make().request<{ v: number }>({ method: 'GET', url: '/x' });
    expect(res.data.v).toBe(1);
    expect(notifier.shown).toEqual([]);
  });
});

describe('error catalogue (spec section 8)', () => {
  const env = (code: number, msg: string) => () =>
    HttpResponse.json({ code, msg, data: null, success: false });

  test('server 401: logout, no toast without the flag, then the platform login with redirect', async () => {
    s.session.mergeUserInfo({ tenantId: 't1', orgId: 'o1', welcomeId: 'w' });
    s.session.setToken('tok');
    record('post', '/enrollment-manage-api/api/app/enrollment/register/pay', env(401, '请先登录'));
    const f = await failure(
      make().request({ method: 'POST', url: '/enrollment-manage-api/api/app/enrollment/register/pay' }),
    );
    expect(f).toMatchObject({ kind: 'server', code: 401 });
    expect(notifier.shown).toEqual([]);
    expect(s.session.token()).toBeNull();
    expect(s.session.userInfo()).toEqual({ tenantId: 't1', orgId: 'o1' });
    const to = new URL(nav.visits[0]!.url!);
    expect(to.origin + to.pathname).toBe(`${BASE}/platform/login`);
    expect(to.searchParams.get('tenantId')).toBe('t1');
    expect(to.searchParams.get('orgId')).toBe('o1');
    expect(to.searchParams.get('redirect')).toBe(nav.current);
  });

  test("with the '请先登录' toast the login navigation waits so it can be read", async () => {
    record('post', '/enrollment-manage-api/api/app/enrollment/register/pay', env(401, 'x'));
    const h = make();
    h.loginDelayMs = 30;
    await failure(
      h.request({
        method: 'POST',
        url: '/enrollment-manage-api/api/app/enrollment/register/pay',
        loginToast: true,
      }),
    );
    expect(nav.visits).toEqual([]);
    await new Promise((r) => setTimeout(r, 60));
    expect(nav.visits[0]!.url).toContain('/platform/login?');
  });

  test("server 401 with loginToast shows '请先登录'; a student call returns to the check-in entry", async () => {
    record('get', '/sc-mobile-api/api/mobile/welcome/moreMessage', env(401, 'x'));
    await failure(
      make().request({
        method: 'GET',
        url: '/sc-mobile-api/api/mobile/welcome/moreMessage',
        loginToast: true,
      }),
    );
    expect(notifier.shown).toEqual(['请先登录']);
    expect(nav.visits[0]!.url).toBe('http://app.test/zhxy/mobile/recruit/#/orientation/homepage/checkin');
  });

  test("server 403 shows '暂无权限'", async () => {
    record('get', '/x', env(403, 'forbidden'));
    await failure(make().request({ method: 'GET', url: '/x' }));
    expect(notifier.shown).toEqual(['暂无权限']);
  });

  test('another server code shows its msg, unless showError is false or the call is silent', async () => {
    record('post', '/x', env(409, '名额已满'));
    const f = await failure(make().request({ method: 'POST', url: '/x' }));
    expect(f).toMatchObject({ kind: 'server', code: 409, msg: '名额已满' });
    await failure(make().request({ method: 'POST', url: '/x', showError: false }));
    await failure(make().request({ method: 'POST', url: '/x', silent: true }));
    expect(notifier.shown).toEqual(['名额已满']);
  });

  test('HTTP 401 clears local storage, then logs out, with no toast', async () => {
    s.session.setToken('tok');
    s.session.set('ysCry', { k: 1 });
    s.sessionStore.set('teacherId', 'T');
    record('get', '/x', () => HttpResponse.json({ code: 401, msg: 'bad token' }, { status: 401 }));
    const f = await failure(make().request({ method: 'GET', url: '/x' }));
    expect(f).toMatchObject({ kind: 'http', status: 401 });
    expect(s.local.map.size).toBe(0);
    expect(s.session.teacherId()).toBe('T');
    expect(notifier.shown).toEqual([]);
  });

  test("HTTP 403 shows '暂无权限'", async () => {
    record('get', '/x', () => HttpResponse.json({ code: 403, msg: 'no' }, { status: 403 }));
    await failure(make().request({ method: 'GET', url: '/x' }));
    expect(notifier.shown).toEqual(['暂无权限']);
  });

  test('another HTTP error shows the response msg', async () => {
    record('post', '/x', () => HttpResponse.json({ code: 500, msg: '服务器开小差了' }, { status: 500 }));
    const f = await failure(make().request({ method: 'POST', url: '/x' }));
    expect(f).toMatchObject({ kind: 'http', status: 500, msg: '服务器开小差了' });
    expect(notifier.shown).toEqual(['服务器开小差了']);
  });

  test("no response shows '网络错误'", async () => {
    record('post', '/x', () => HttpResponse.error());
    const f = await failure(make().request({ method: 'POST', url: '/x' }));
    expect(f.kind).toBe('network');
    expect(notifier.shown).toEqual(['网络错误']);
  });
});

describe('abort', () => {
  test('an aborted call rejects without a toast and is not retried', async () => {
    record('get', '/slow', () => new Promise((r) => setTimeout(() => r(ok()), 200)));
    const ctl = new AbortController();
    const p = make().request({ method: 'GET', url: '/slow', signal: ctl.signal });
    setTimeout(() => ctl.abort(), 10);
    const f = await failure(p);
    expect(f).toMatchObject({ kind: 'network', msg: 'ABORTED' });
    expect(notifier.shown).toEqual([]);
    expect(seen).toHaveLength(1);
  });
});

describe('retry (GET only)', () => {
  test('a GET is retried after no response and succeeds; one toast-free result', async () => {
    let n = 0;
    record('get', '/x', () => (++n < 3 ? HttpResponse.error() : ok('third')));
    const res = await make().request({ method: 'GET', url: '/x' });
    expect(res.data).toBe('third');
    expect(seen).toHaveLength(3);
    expect(notifier.shown).toEqual([]);
  });

  test('a GET answering 503 is retried, then gives up with one toast', async () => {
    record('get', '/x', () => HttpResponse.json({ msg: '维护中' }, { status: 503 }));
    await failure(make().request({ method: 'GET', url: '/x' }));
    expect(seen).toHaveLength(3);
    expect(notifier.shown).toEqual(['维护中']);
  });

  test('a POST is never retried', async () => {
    record('post', '/x', () => HttpResponse.error());
    await failure(make().request({ method: 'POST', url: '/x', idempotencyKey: 'k' }));
    expect(seen).toHaveLength(1);
  });

  test('a GET answering a business code or 500 is not retried', async () => {
    record('get', '/x', () => HttpResponse.json({ code: 500, msg: 'boom' }, { status: 500 }));
    await failure(make().request({ method: 'GET', url: '/x' }));
    expect(seen).toHaveLength(1);
  });
});

describe('upload', () => {
  test('one request per file to the upload base, field "file", progress per file', async () => {
    const names: string[] = [];
    server.use(
      http.post(`${BASE}/fileapi/upload`, async ({ request }) => {
        seen.push(request);
        const form = await request.formData();
        const f = form.get('file') as File;
        names.push(`${f.name}:${f.size}:${String(form.get('kind'))}`);
        return ok({ fileId: f.name });
      }),
    );
    s.session.setToken('tok');
    const progress: [number, number][] = [];
    const res = await make().upload<{ fileId: string }>({
      url: '/upload',
      files: [new File(['abc'], 'a.txt'), new File(['12345'], 'b.pdf')],
      fields: { kind: 'doc' },
      onProgress: (i, f) => progress.push([i, f]),
    });
    expect(res.map((r) => r.data.fileId)).toEqual(['a.txt', 'b.pdf']);
    expect(names).toEqual(['a.txt:3:doc', 'b.pdf:5:doc']);
    expect(seen[1]!.headers.get('Authorization')).toBe('Bearer tok');
    expect(progress).toContainEqual([0, 1]);
    expect(progress).toContainEqual([1, 1]);
    expect(progress.findIndex((p) => p[0] === 1)).toBeGreaterThan(progress.findIndex((p) => p[0] === 0));
  });

  test('a failing file stops the upload with the catalogue toast', async () => {
    server.use(
      http.post(`${BASE}/fileapi/upload`, () =>
        HttpResponse.json({ code: 400, msg: '文件类型不支持', data: null, success: false }),
      ),
    );
    await failure(make().upload({ url: '/upload', files: [new Blob(['x'])] }));
    expect(notifier.shown).toEqual(['文件类型不支持']);
  });
});
