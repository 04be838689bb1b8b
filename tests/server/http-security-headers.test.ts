import * as E from '@contract/enrollment';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELMET_OPTIONS, securityHeaders } from '../../server/src/http/security-headers';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer } from './helpers/app';

const HEADER_NAMES = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

let t: TestServer;
beforeAll(async () => {
  t = await testServer('http-security-headers');
});
afterAll(() => t.close());

/** What @fastify/helmet sends for the same options, on a bare app. */
async function pluginHeaders(): Promise<Record<string, unknown>> {
  const app = Fastify();
  // The plugin types helmet's options from its CJS typings, ours from the ESM ones: same shape.
  await app.register(fastifyHelmet, HELMET_OPTIONS as unknown as FastifyHelmetOptions);
  app.get('/x', async () => ({ ok: true }));
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return res.headers;
}

const pick = (h: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(h)
      .filter((k) => HEADER_NAMES.includes(k))
      .sort()
      .map((k) => [k, h[k]]),
  );

describe('security headers computed once', () => {
  it('are the same set @fastify/helmet sends for the same options', async () => {
    const expected = pick(await pluginHeaders());
    expect(Object.keys(expected)).toEqual([...HEADER_NAMES].sort());
    expect(pick(securityHeaders())).toEqual(expected);
  });
  it('reach an API answer, a 404 and an error answer of the app', async () => {
    const expected = pick(await pluginHeaders());
    const list = await call(t.app, E.findPlanList, {}, { school: DEMO.A });
    const missing = await t.app.inject({ method: 'GET', url: '/no/such/path' });
    const bad = await call(t.app, E.findPlanList, { pageSize: 'many' }, { school: DEMO.A });
    for (const res of [list.res, missing, bad.res]) expect(pick(res.headers)).toEqual(expected);
    expect(missing.statusCode).toBe(404);
    expect(bad.status).toBe(400);
  });
  it('keep the CSP strict: no inline script, no framing by others', () => {
    const csp = securityHeaders()['content-security-policy']!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(securityHeaders()['referrer-policy']).toBe('no-referrer');
  });
});
