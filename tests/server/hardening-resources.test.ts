import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer, tokenFor } from './helpers/app';

// issue 17 item 2: before, 40/40 slow-drip and 200/200 idle sockets were open after 30 s and a
// 100 MB multipart body was read to its end before the 413.
let t: TestServer;
let port: number;
let token: string;
const LIMITS = {
  headersTimeoutMs: 800,
  requestTimeoutMs: 1500,
  idleTimeoutMs: 800,
  keepAliveTimeoutMs: 500,
  checkIntervalMs: 100,
  uploadsPerRoute: 1,
};
/** Room for a loaded CI machine; before the change these sockets stayed open until the test timed out. */
const SLACK_MS = 3000;
beforeAll(async () => {
  t = await testServer('hardening-resources', {}, { limits: LIMITS });
  token = await tokenFor(t, DEMO.A, 'student', { welcomeId: DEMO.A.students[1]!.welcomeId });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** When each socket connected and, once it has, when the server closed it. */
const closing = new WeakMap<Socket, Promise<number>>();
const open = () =>
  new Promise<Socket>((resolve, reject) => {
    const s = connect(port, '127.0.0.1', () => {
      // Watched from the connection on: on a loaded machine the server may close an early socket
      // before the last of a batch has connected.
      const start = Date.now();
      closing.set(s, new Promise((done) => s.on('close', () => done(Date.now() - start))));
      resolve(s);
    });
    s.on('error', reject);
  });
/** Resolves with the ms from the socket's connection until the server closes it. */
const closedAfter = (s: Socket) => {
  s.on('error', () => {});
  return closing.get(s)!;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// One retry: with server files in parallel on a saturated 2-core machine, a batch of 50 sockets once
// never saw its close within 60 s; a server that keeps idle sockets open fails both attempts.
describe('timeouts', { retry: 1 }, () => {
  it('slow-drip headers are closed within the header timeout', async () => {
    const sockets = await Promise.all(Array.from({ length: 20 }, open));
    const closed = sockets.map(closedAfter);
    const timers = sockets.map((s) => {
      s.write('GET /zhxy/systemcfg.js HTTP/1.1\r\nHost: x\r\n');
      return setInterval(() => s.writable && s.write('X'), 100);
    });
    const ms = await Promise.all(closed);
    timers.forEach(clearInterval);
    expect(Math.max(...ms)).toBeLessThan(LIMITS.headersTimeoutMs + SLACK_MS);
  });

  it('a slow-drip body is closed within the request timeout', async () => {
    const sockets = await Promise.all(Array.from({ length: 10 }, open));
    const closed = sockets.map(closedAfter);
    const timers = sockets.map((s) => {
      s.write(
        `POST /sc-mobile-api/api/mobile/welcome/report HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
      );
      return setInterval(() => s.writable && s.write(' '), 100);
    });
    const ms = await Promise.all(closed);
    timers.forEach(clearInterval);
    expect(Math.max(...ms)).toBeLessThan(LIMITS.requestTimeoutMs + SLACK_MS);
  });

  it('idle sockets (nothing sent) are closed', async () => {
    const sockets = await Promise.all(Array.from({ length: 50 }, open));
    const ms = await Promise.all(sockets.map(closedAfter));
    expect(Math.max(...ms)).toBeLessThan(LIMITS.idleTimeoutMs + SLACK_MS);
  });
});

const MB = 1024 * 1024;
/** Streams up to `total` bytes of one multipart file; resolves with the bytes the server took and its status line. */
async function pushUpload(total: number, opts: { declare: boolean }) {
  const s = await open();
  const closed = closedAfter(s);
  let answer = '';
  s.on('data', (d: Buffer) => (answer += d.toString('latin1')));
  const head = `--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  s.write(
    `POST /fileapi/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=zzz\r\n` +
      (opts.declare ? `Content-Length: ${total + head.length}\r\n` : 'Transfer-Encoding: chunked\r\n') +
      '\r\n',
  );
  const chunk = Buffer.alloc(256 * 1024, 0x41);
  const frame = (b: Buffer) =>
    opts.declare ? b : Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')]);
  let sent = 0;
  let done = false;
  void closed.then(() => (done = true));
  s.write(frame(Buffer.from(head)));
  while (!done && sent < total && !answer) {
    const ok = s.write(frame(chunk));
    sent += chunk.length;
    if (!ok) await Promise.race([new Promise((r) => s.once('drain', r)), closed, sleep(2000)]);
  }
  await Promise.race([closed, sleep(3000)]);
  s.destroy();
  return { sent, status: answer.split('\r\n')[0] ?? '', body: answer };
}

describe('body limits while streaming', () => {
  it('a declared 100 MB multipart body is refused before its bytes are read', async () => {
    const r = await pushUpload(100 * MB, { declare: true });
    expect(r.status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(r.body).toContain('"code":413');
    expect(r.sent).toBeLessThan(16 * MB);
  });

  it('an undeclared (chunked) 100 MB multipart body is cut off at the 20 MB limit', async () => {
    const r = await pushUpload(100 * MB, { declare: false });
    // The server answers 413 and closes while bytes are still arriving; the TCP reset that follows can
    // discard the answer before this client reads it (seen about 1 run in 3 on a busy 2-core machine).
    // What must hold every time: the stream was cut off near the limit.
    expect(['HTTP/1.1 413 Payload Too Large', '']).toContain(r.status);
    expect(r.sent).toBeGreaterThanOrEqual(20 * MB);
    expect(r.sent).toBeLessThan(36 * MB);
  });
});

describe('concurrent uploads per route', () => {
  it('over the per-route limit → 429 envelope while one upload is in flight', async () => {
    const slow = await open();
    slow.on('error', () => {});
    slow.write(
      `POST /fileapi/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=zzz\r\nContent-Length: 100000\r\n\r\n--zzz\r\n`,
    );
    await sleep(200);
    const res = await fetch(`http://127.0.0.1:${port}/fileapi/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n--zzz--\r\n',
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 429, success: false });
    slow.destroy();
    await sleep(300);
    const after = await fetch(`http://127.0.0.1:${port}/fileapi/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n--zzz--\r\n',
    });
    expect(after.status).toBe(200);
  });
});
