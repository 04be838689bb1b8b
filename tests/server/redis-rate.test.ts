import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { redisRateStore } from '../../server/src/http/redis-rate';

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

describe('rate limits in Redis (REDIS_URL)', () => {
  const prefix = `zhxy-test:${randomBytes(4).toString('hex')}:`;
  // Two stores = two server processes sharing one Redis.
  const a = redisRateStore(URL_, prefix);
  const b = redisRateStore(URL_, prefix);
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts hits per key in fixed windows', async () => {
    const now = 1_700_000_000_000;
    expect([
      await a.hit('k', 60_000, now),
      await a.hit('k', 60_000, now + 1),
      await a.hit('other', 60_000, now),
    ]).toEqual([1, 2, 1]);
    expect(await a.hit('k', 60_000, now + 60_000)).toBe(1);
  });
  it('shares the counts between processes', async () => {
    const now = 1_700_000_200_000;
    expect([
      await a.hit('shared', 60_000, now),
      await b.hit('shared', 60_000, now),
      await a.hit('shared', 60_000, now),
    ]).toEqual([1, 2, 3]);
  });
  it('counts correctly under concurrent hits', async () => {
    const now = 1_700_000_100_000;
    const counts = await Promise.all(Array.from({ length: 20 }, () => a.hit('burst', 60_000, now)));
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
