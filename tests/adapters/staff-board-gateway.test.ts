// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { SseParser } from '@adapters/api/sse-parser';
import { StaffBoardGateway } from '@adapters/api/staff-board-gateway';
import { type ArrivalsBoard, BoardGateway, type BoardStreamState } from '@domain/checkin-desk/board-gateway';
import { createStaffContainer } from '../../src/staff/container';

// The arrivals board's adapter against msw: the bearer token on both calls (never in the URL), the
// SSE parsing of a stream cut at any byte, reconnect after a lost stream, 401 ends the session.
const BASE = 'http://board.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const board = (arrived: number): ArrivalsBoard => ({
  at: `2026-11-23T09:00:0${arrived}+08:00`,
  total: 3,
  arrived,
  byPlan: [],
  byMajor: [],
  byClass: [],
  bySteps: [{ key: 'arrive', name: '报到', done: arrived }],
  notArrived: [],
});

function gateway(token: string | null = 'tok-1') {
  let t = token;
  const gw = new StaffBoardGateway({
    baseURL: BASE,
    tokens: { get: () => t, set: (v) => (t = v) },
    delay: () => 10,
  });
  return { gw, token: () => t };
}

/** A text/event-stream body sending `chunks` (then ending, or staying open when `hold`). */
function sse(chunks: string[], hold = false) {
  const enc = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (const x of chunks) c.enqueue(enc.encode(x));
      if (!hold) c.close();
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

function follow(gw: StaffBoardGateway) {
  const boards: ArrivalsBoard[] = [];
  const states: BoardStreamState[] = [];
  const stop = gw.subscribe({ board: (b) => boards.push(b), state: (s) => states.push(s) });
  return { boards, states, stop };
}

describe('SseParser', () => {
  test('events across any chunking, CRLF, comments, multi-line data', () => {
    const text = ': ping\r\n\r\nevent: board\r\ndata: {"a":\r\ndata: 1}\r\n\r\nid: 7\ndata: x\n\n';
    for (let cut = 1; cut < text.length; cut++) {
      const p = new SseParser();
      const out = [...p.push(text.slice(0, cut)), ...p.push(text.slice(cut))];
      expect(out, `cut at ${cut}`).toEqual([
        { event: 'board', data: '{"a":\n1}' },
        { event: 'message', data: 'x', id: '7' },
      ]);
    }
  });
});

describe('StaffBoardGateway', () => {
  test('load posts with the bearer token and answers the board', async () => {
    let auth: string | null = null;
    server.use(
      http.post(`${BASE}/staff-api/desk/board`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ code: 0, msg: 'ok', data: board(1), success: true });
      }),
    );
    const c = createStaffContainer({ baseUrl: BASE, tokens: { get: () => 'tok-1', set: () => {} } });
    expect((await c.get<BoardGateway>(BoardGateway).load()).arrived).toBe(1);
    expect(auth).toBe('Bearer tok-1');
  });

  test('the stream parses board events split mid-JSON, ignores pings, and reconnects after it ends', async () => {
    const urls: string[] = [];
    const auths: (string | null)[] = [];
    let n = 0;
    server.use(
      http.get(`${BASE}/staff-api/desk/board/events`, ({ request }) => {
        urls.push(request.url);
        auths.push(request.headers.get('authorization'));
        n++;
        const json = JSON.stringify(board(n));
        // First connection: one board split in the middle, a ping, then the server goes away.
        if (n === 1)
          return sse([`event: board\ndata: ${json.slice(0, 9)}`, `${json.slice(9)}\n\n`, ': ping\n\n']);
        return sse([`event: board\ndata: ${json}\n\n`], true);
      }),
    );
    const { gw } = gateway();
    const f = follow(gw);
    await vi.waitFor(() => expect(f.boards.map((b) => b.arrived)).toEqual([1, 2]));
    expect(f.states).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    // The token travels in the header only.
    expect(auths).toEqual(['Bearer tok-1', 'Bearer tok-1']);
    expect(urls.every((u) => !u.includes('tok-1') && !u.includes('?'))).toBe(true);
    f.stop();
  });

  test('a failed connection retries with backoff until the server answers', async () => {
    let n = 0;
    server.use(
      http.get(`${BASE}/staff-api/desk/board/events`, () => {
        n++;
        if (n <= 2) return HttpResponse.error();
        return sse([`event: board\ndata: ${JSON.stringify(board(3))}\n\n`], true);
      }),
    );
    const delays: number[] = [];
    const gw = new StaffBoardGateway({
      baseURL: BASE,
      tokens: { get: () => 't', set: () => {} },
      delay: (a) => (delays.push(a), 5),
    });
    const f = follow(gw);
    await vi.waitFor(() => expect(f.boards).toHaveLength(1));
    expect(delays).toEqual([1, 2]);
    expect(f.states.at(-1)).toBe('live');
    f.stop();
  });

  test('a silent stream (no ping) is dropped and opened again', async () => {
    let n = 0;
    server.use(
      http.get(`${BASE}/staff-api/desk/board/events`, () => {
        n++;
        return sse([`event: board\ndata: ${JSON.stringify(board(n))}\n\n`], true);
      }),
    );
    const gw = new StaffBoardGateway({
      baseURL: BASE,
      tokens: { get: () => 't', set: () => {} },
      delay: () => 5,
      idleMs: 50,
    });
    const f = follow(gw);
    await vi.waitFor(() => expect(f.boards.length).toBeGreaterThanOrEqual(2));
    expect(f.states).toContain('reconnecting');
    f.stop();
  });

  test('401 on the stream ends the session and stops; nothing reconnects', async () => {
    let n = 0;
    server.use(
      http.get(`${BASE}/staff-api/desk/board/events`, () => {
        n++;
        return HttpResponse.json(
          { code: 401, msg: '登录已失效，请重新登录', data: null, success: false },
          { status: 401 },
        );
      }),
    );
    const { gw, token } = gateway();
    const signedOut = vi.fn();
    gw.onSignedOut = signedOut;
    const f = follow(gw);
    await vi.waitFor(() => expect(f.states).toEqual(['connecting', 'closed']));
    expect(signedOut).toHaveBeenCalledOnce();
    expect(token()).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(n).toBe(1);
  });
});
