import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { uploadFiles } from '@adapters/api/upload-files';
import { AxiosHttp, UPLOAD_ATTEMPTS, UPLOAD_MAX_WAIT_SECONDS } from '@adapters/http/axios-http';
import { isHttpFailure } from '@domain/ports/http';
import { BASE, FakeNavigation, RecordingNotifier, fakeSession, fixedClock, testConfig } from './fakes';

// Issue 35 item 2: an upload refused at the peak (429) is sent again after the server's retry time.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const full = (retryAfter?: string) =>
  HttpResponse.json(
    { code: 429, msg: `上传人数较多，请 ${retryAfter ?? 3} 秒后重试`, data: null, success: false },
    { status: 429, headers: retryAfter ? { 'Retry-After': retryAfter } : {} },
  );
const stored = (name: string) =>
  HttpResponse.json({
    code: 0,
    msg: 'ok',
    data: { fileId: 'f1', name, size: 3, type: 'text/plain', url: `/f/${name}` },
    success: true,
  });

function gatewayParts() {
  const s = fakeSession();
  s.session.setToken('tok');
  const notifier = new RecordingNotifier();
  const h = new AxiosHttp(testConfig(), s.session, notifier, new FakeNavigation(), fixedClock());
  return { h, notifier };
}

/** Answers each upload request with the next reply; counts the calls and the file names sent. */
function answers(...replies: ((name: string) => Response)[]) {
  const names: string[] = [];
  server.use(
    http.post(`${BASE}/fileapi/upload`, async ({ request }) => {
      const f = (await request.formData()).get('file') as File;
      names.push(f.name);
      return replies[Math.min(names.length, replies.length) - 1]!(f.name);
    }),
  );
  return names;
}

/** Lets the fake clock run a second at a time until the upload settles. */
async function settle<T>(p: Promise<T>, maxSeconds = 40): Promise<T> {
  let done = false;
  const out = p.finally(() => (done = true));
  out.catch(() => {});
  for (let i = 0; i < maxSeconds && !done; i++) await vi.advanceTimersByTimeAsync(1000);
  return out;
}

describe('upload retry after 429 (too many at once)', () => {
  test('429 with Retry-After: 1, then success → the upload ends ok after two calls, the file kept', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = answers(() => full('1'), stored);
    const { h, notifier } = gatewayParts();
    const file = new File(['abc'], '成绩单.txt', { type: 'text/plain' });
    const reports: [string, number, number | undefined][] = [];
    const refs = await settle(uploadFiles(h, null, [file], (f, p, r) => reports.push([f.name, p, r])));
    expect(refs).toEqual([expect.objectContaining({ fileId: 'f1', name: '成绩单.txt' })]);
    expect(calls).toEqual(['成绩单.txt', '成绩单.txt']);
    // While waiting: 1 second left, then 0 (sent again), then done.
    expect(reports).toContainEqual(['成绩单.txt', 0, 1]);
    expect(reports).toContainEqual(['成绩单.txt', 0, 0]);
    expect(reports.at(-1)).toEqual(['成绩单.txt', 100, undefined]);
    expect(notifier.shown).toEqual([]);
  });

  test(`still full after ${UPLOAD_ATTEMPTS} attempts → fails with the server's words; waits capped at ${UPLOAD_MAX_WAIT_SECONDS} s`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = answers(() => full('600'));
    const { h, notifier } = gatewayParts();
    const waits: number[] = [];
    const p = h.upload({
      url: '/upload',
      files: [new File(['x'], 'a.txt')],
      onWait: (_i, s) => waits.push(s),
    });
    const e = await settle(p).catch((err: unknown) => err);
    expect(isHttpFailure(e) && e.status).toBe(429);
    expect(calls).toHaveLength(UPLOAD_ATTEMPTS);
    expect(Math.max(...waits)).toBe(UPLOAD_MAX_WAIT_SECONDS);
    expect(waits.filter((s) => s === 0)).toHaveLength(UPLOAD_ATTEMPTS - 1);
    expect(notifier.shown).toEqual(['上传人数较多，请 600 秒后重试']);
  });

  test('no Retry-After header: the wait comes from data.retryAfterSeconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = answers(
      () =>
        HttpResponse.json(
          { code: 429, msg: '上传人数较多，请 2 秒后重试', data: { retryAfterSeconds: 2 }, success: false },
          { status: 429 },
        ),
      stored,
    );
    const { h } = gatewayParts();
    const waits: number[] = [];
    await settle(
      h.upload({ url: '/upload', files: [new File(['x'], 'a.txt')], onWait: (_i, s) => waits.push(s) }),
    );
    expect(waits).toEqual([2, 1, 0]);
    expect(calls).toHaveLength(2);
  });

  test('another refusal (400) is not retried', async () => {
    const calls = answers(() =>
      HttpResponse.json({ code: 400, msg: '文件类型不支持', data: null, success: false }, { status: 400 }),
    );
    const { h } = gatewayParts();
    await expect(h.upload({ url: '/upload', files: [new File(['x'], 'a.exe')] })).rejects.toMatchObject({
      status: 400,
    });
    expect(calls).toHaveLength(1);
  });
});
