import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { endpoint } from '@contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handle } from '../../server/src/http/route';
import { type Redis, redisClient } from '../../server/src/http/redis';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer } from './helpers/app';

/** REDIS_TEST_URL, or this machine's Redis on the default port. */
const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect({ host: '127.0.0.1', port }, () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
    s.setTimeout(300, () => (s.destroy(), resolve(false)));
  });
const URL_ = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';
// Never skip silently: without a Redis the run fails and says what to start.
if (!process.env.REDIS_TEST_URL && !(await reachable(6379))) {
  throw new Error(
    'Redis is not reachable on 127.0.0.1:6379: install and start it (apt-get install -y redis-server; ' +
      'redis-server --daemonize yes) or set REDIS_TEST_URL.',
  );
}

// A fresh route name per run: counts left in Redis by an earlier run never apply.
const name = `t${randomBytes(4).toString('hex')}`;
const hit = endpoint({
  method: 'POST',
  path: '/test/redis-rate/hit',
  access: 'public',
  request: z.object({ key: z.string() }),
  response: z.object({ ok: z.boolean() }),
});

let a: TestServer;
let b: TestServer;
const conns: Redis[] = [];
// Two apps with their own connections = two server processes sharing one Redis.
const server = async (label: string) => {
  const redis = redisClient(URL_);
  conns.push(redis);
  const t = await testServer(`redis-rate-${label}`, {}, { redis });
  handle(t.app, hit, async () => ({ ok: true }), {
    noTenant: true,
    rateLimit: { name, max: () => 3, windowMs: 60_000 },
  });
  return t;
};
beforeAll(async () => {
  [a, b] = await Promise.all([server('a'), server('b')]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await Promise.all(conns.map((c) => c.quit()));
});

const as = (tenant: string) => ({ headers: { tenantId: tenant } });
const codes = (rs: { body: { code: number } }[]) => rs.map((r) => r.body.code);

describe('rate limits in Redis (@fastify/rate-limit, REDIS_URL)', () => {
  it('counts per tenant header and answers the Chinese 429 envelope over the limit', async () => {
    const got = [];
    for (let i = 0; i < 4; i++) got.push(await call(a.app, hit, { key: 'x' }, as(`${DEMO.A.tenantId}-1`)));
    expect(codes(got)).toEqual([0, 0, 0, 429]);
    expect(got[3]!.status).toBe(429);
    expect(got[3]!.body).toEqual({ code: 429, msg: '操作过于频繁，请稍后再试', data: null, success: false });
    expect((await call(a.app, hit, { key: 'x' }, as(`${DEMO.A.tenantId}-2`))).body.code).toBe(0);
    expect(await conns[0]!.keys(`zhxy:rl:*${name}:${DEMO.A.tenantId}-1:*`)).toHaveLength(1);
  });
  it('shares the counts between processes', async () => {
    const t = `${DEMO.B.tenantId}-shared`;
    const got = [
      await call(a.app, hit, { key: 'x' }, as(t)),
      await call(b.app, hit, { key: 'x' }, as(t)),
      await call(a.app, hit, { key: 'x' }, as(t)),
      await call(b.app, hit, { key: 'x' }, as(t)),
    ];
    expect(codes(got)).toEqual([0, 0, 0, 429]);
  });
  it('counts exactly under concurrent hits from both processes', async () => {
    const got = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(i % 2 ? a.app : b.app, hit, { key: 'x' }, as('burst'))),
    );
    expect(codes(got).filter((c) => c === 0)).toHaveLength(3);
    expect(codes(got).filter((c) => c === 429)).toHaveLength(7);
  });
});
