import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_RETRY_AFTER_SECONDS, UPLOADS_PER_ROUTE } from '../../server/src/http/limits';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer, tokenFor } from './helpers/app';

// Issue 35 item 2: an upload over the per-route limit is refused with the time to retry after.
let t: TestServer;
let port: number;
let token: string;
beforeAll(async () => {
  t = await testServer('upload-peak-retry', {}, { limits: { uploadsPerRoute: UPLOADS_PER_ROUTE } });
  token = await tokenFor(t, DEMO.A, 'student', { welcomeId: DEMO.A.students[1]!.welcomeId });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const BODY =
  '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n' +
  'Content-Type: text/plain\r\n\r\nhello\r\n--zzz--\r\n';
const HEAD_PART = BODY.slice(0, 20);
const REST = BODY.slice(20);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An upload whose body is held back after its first bytes; `finish` sends the rest and reads the status. */
async function heldUpload(): Promise<{ finish: () => Promise<number> }> {
  const s = await new Promise<Socket>((resolve, reject) => {
    const sock = connect(port, '127.0.0.1', () => resolve(sock));
    sock.on('error', reject);
  });
  let text = '';
  const answered = new Promise<number>((resolve) => {
    s.on('data', (d) => {
      text += d.toString();
      const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (m && text.includes('\r\n\r\n')) resolve(Number(m[1]));
    });
  });
  s.write(
    `POST /fileapi/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n` +
      `Content-Type: multipart/form-data; boundary=zzz\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\n\r\n` +
      HEAD_PART,
  );
  return {
    finish: async () => {
      s.write(REST);
      const status = await answered;
      s.destroy();
      return status;
    },
  };
}

const upload = () =>
  fetch(`http://127.0.0.1:${port}/fileapi/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=zzz' },
    body: BODY,
  });

describe('uploads at the peak', () => {
  it(`the ${UPLOADS_PER_ROUTE + 1}th upload at once → 429 with the retry time; after the others, it succeeds`, async () => {
    const held = await Promise.all(Array.from({ length: UPLOADS_PER_ROUTE }, heldUpload));
    await sleep(300);
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
    expect(await refused.json()).toEqual({
      code: 429,
      msg: `上传人数较多，请 ${UPLOAD_RETRY_AFTER_SECONDS} 秒后重试`,
      data: { retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS },
      success: false,
    });
    // The held uploads all finish, each with its file stored.
    expect(await Promise.all(held.map((h) => h.finish()))).toEqual(Array(UPLOADS_PER_ROUTE).fill(200));
    const retried = await upload();
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ success: true, data: expect.objectContaining({}) });
  });
});
