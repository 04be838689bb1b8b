import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from './helpers/app';

let t: TestServer;
let dist: string;
const JS = 'console.log("app");'.repeat(50);

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'zhxy-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><script type="module" src="./assets/index-AbCdEf12.js"></script>',
  );
  writeFileSync(join(dist, 'assets/index-AbCdEf12.js'), JS);
  writeFileSync(join(dist, 'assets/index-AbCdEf12.js.br'), brotliCompressSync(JS));
  writeFileSync(join(dist, 'assets/index-AbCdEf12.js.gz'), gzipSync(JS));
  t = await testServer('web', { distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the SPA', () => {
  it('serves index.html at /zhxy/mobile/recruit/ with no-cache and the security headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/zhxy/mobile/recruit/?orgId=100101&tenantId=1001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<script type="module"');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
  it('serves hashed assets pre-compressed (br, then gzip) and immutable', async () => {
    const url = '/zhxy/mobile/recruit/assets/index-AbCdEf12.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.body).toBe(JS);
  });
  it('redirects the path without a slash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zhxy/mobile/recruit' });
    expect([res.statusCode, res.headers.location]).toEqual([301, '/zhxy/mobile/recruit/']);
  });
});

describe('platform pages', () => {
  it('serves the desktop course centre and the form-editor placeholder in Chinese without scripts', async () => {
    for (const [url, text] of [
      ['/zhxy/mobile/courseCenter_PC.html', '课程中心'],
      ['/zhxy/c/ict/front/', '表单编辑器'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(text);
      expect(res.body).not.toContain('<script');
    }
  });
});
