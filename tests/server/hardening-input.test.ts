import { payBase } from '@contract/payment';
import * as W from '@contract/welcome';
import * as M from '@contract/welcome-manage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { consentToPhoto } from './helpers/face-consent';

// issue 17 item 1: one text check at the edge, multipart and header errors as 400 envelopes with
// the security headers (before: NUL → 500 from the database, busboy errors → 500, a CR/LF
// redirect_uri → a raw non-envelope 500).
let t: TestServer;
let student: string;
beforeAll(async () => {
  t = await testServer('hardening-input');
  student = await consentToPhoto(
    t.app,
    await tokenFor(t, DEMO.A, 'student', { welcomeId: DEMO.A.students[1]!.welcomeId }),
  );
});
afterAll(() => t.close());

const AUTHORIZE = payBase() + 'sandbox/authorize';
const INVALID = { code: 400, msg: '请求包含无效字符', success: false, data: null };
const expectSecure = (h: Record<string, unknown>) => {
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(String(h['content-security-policy'])).toContain("default-src 'self'");
  expect(String(h['content-type'])).toMatch(/^application\/json/);
};

describe('text at the edge', () => {
  it('NUL in a query, a body and a JSON key is a Chinese 400 envelope', async () => {
    const q = await t.app.inject({
      method: 'GET',
      url: W.getDocument.path,
      query: { id: 'a\u0000b' },
      headers: { tenantId: DEMO.A.tenantId, orgId: DEMO.A.orgId },
    });
    expect(q.statusCode).toBe(400);
    expect(q.json()).toEqual(INVALID);
    expectSecure(q.headers);
    const b = await call(t.app, W.report, { name: 'x', idNumber: 'y', ['k\u0000']: 1 }, { school: DEMO.A });
    expect(b.body).toEqual(INVALID);
  });

  it('a lone surrogate in a JSON column (updateInfo address) is refused, not stored', async () => {
    const r = await call(t.app, M.updateInfo, { address: 'ab\ud800' }, { token: student });
    expect(r.status).toBe(400);
    expect(r.body).toEqual(INVALID);
  });

  it('strings are NFC-normalised before the handler sees them', async () => {
    const { normaliseText } = await import('../../server/src/http/text-guard');
    expect(normaliseText({ a: ['e\u0301'] })).toEqual({ a: ['\u00e9'] });
  });
});

describe('sandbox redirect_uri', () => {
  const host = 'localhost:80';
  it.each([
    ['CR/LF', `http://${host}/zhxy/pub/\r\nSet-Cookie: a=b`],
    ['tab', `http://${host}/zhxy/pub/\tx`],
  ])('%s → 400 envelope with security headers', async (_n, uri) => {
    const res = await t.app.inject({
      method: 'GET',
      url: AUTHORIZE,
      query: { redirect_uri: uri },
      headers: { host },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect(res.headers['set-cookie']).toBeUndefined();
    expectSecure(res.headers);
  });

  it('non-Latin-1 → a percent-encoded Location, never a raw 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: AUTHORIZE,
      query: { redirect_uri: `http://${host}/zhxy/pub/支付#/结果`, state: '状态' },
      headers: { host },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^http:\/\/localhost\/zhxy\/pub\/%E6%94%AF%E4%BB%98\?code=/);
  });
});

describe('multipart', () => {
  it.each([
    ['truncated', '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nab'],
    ['junk part header', '--zzz\r\n\u0001\u0002junk\r\n\r\n--zzz--\r\n'],
    ['no boundary', '-'],
  ])('%s body on both upload routes → 400 envelope', async (_n, body) => {
    for (const url of ['/fileapi/upload', M.uploadPhoto.path]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${student}`, 'content-type': 'multipart/form-data; boundary=zzz' },
        payload: Buffer.from(body, 'latin1'),
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 400, success: false });
      expect(res.json().msg, url).toMatch(/[\u4e00-\u9fa5]/);
      expectSecure(res.headers);
    }
  });

  it('a boundary longer than busboy allows → 400 envelope', async () => {
    const b = 'b'.repeat(300);
    const res = await t.app.inject({
      method: 'POST',
      url: '/fileapi/upload',
      headers: { authorization: `Bearer ${student}`, 'content-type': `multipart/form-data; boundary=${b}` },
      payload: `--${b}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
  });
});

it('a malformed URL and an unknown route answer the envelope with security headers', async () => {
  for (const url of ['/%zz%', '/no/such/route']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false });
    expectSecure(res.headers);
  }
});
