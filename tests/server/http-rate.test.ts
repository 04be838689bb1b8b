import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { rows } from './helpers/rows';
import { dbRateStore } from '../../server/src/http/rate';
import { type TestDatabase, testDatabase } from './helpers/db';

let d: TestDatabase;
beforeAll(async () => {
  d = await testDatabase('http-rate');
});
afterAll(() => d.close());

/** The database with a count of the statements sent through it (each upsert is one INSERT … RETURNING). */
function counted(db: Db) {
  const c = { statements: 0, db: db };
  c.db = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'insert' || prop === 'execute') {
        const f = Reflect.get(target, prop, receiver) as (...a: unknown[]) => unknown;
        return (...a: unknown[]) => {
          c.statements++;
          return f.apply(target, a);
        };
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  return c;
}
const stored = async (key: string) =>
  (await rows<{ count: number }>(d.db, sql`SELECT count FROM rate_limits WHERE key = ${key}`))[0]?.count;

describe('dbRateStore (group-committed fixed windows)', () => {
  it('counts hits one by one and starts over in a new window', async () => {
    const s = dbRateStore(d.db);
    const got = [];
    for (let i = 0; i < 3; i++) got.push(await s.hit('seq', 60_000, 120_000 + i));
    expect(got).toEqual([1, 2, 3]);
    expect(await s.hit('seq', 60_000, 180_000)).toBe(1);
  });
  it('concurrent hits get distinct exact counts from one statement', async () => {
    const c = counted(d.db);
    const s = dbRateStore(c.db);
    const keys = ['a', 'b', 'c'];
    const got = await Promise.all(
      Array.from({ length: 30 }, (_, i) => s.hit(`burst:${keys[i % 3]}`, 60_000, 60_000)),
    );
    for (const k of keys) {
      const mine = got.filter((_, i) => keys[i % 3] === k);
      expect(mine).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
      expect(await stored(`burst:${k}`)).toBe(10);
    }
    expect(c.statements).toBe(1);
  });
  it('two processes (two stores on one database) share one count', async () => {
    const p1 = dbRateStore(d.db);
    const p2 = dbRateStore(d.db);
    expect(await p1.hit('shared', 60_000, 0)).toBe(1);
    expect(await p2.hit('shared', 60_000, 1)).toBe(2);
    const both = await Promise.all([p1.hit('shared', 60_000, 2), p2.hit('shared', 60_000, 3)]);
    expect(both.sort()).toEqual([3, 4]);
    expect(await stored('shared')).toBe(4);
  });
  it('a key waiting in two windows at a boundary counts each apart', async () => {
    const s = dbRateStore(d.db);
    const got = await Promise.all([
      s.hit('edge', 1000, 5999),
      s.hit('edge', 1000, 5999),
      s.hit('edge', 1000, 6000),
    ]);
    expect(got).toEqual([1, 2, 1]);
  });
  it('a failed write rejects its hits and the next batch still works', async () => {
    let fail = true;
    const flaky = new Proxy(d.db, {
      get(target, prop, receiver) {
        if (prop === 'insert' && fail)
          return () => {
            throw new Error('db down');
          };
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const s = dbRateStore(flaky);
    await expect(s.hit('flaky', 60_000, 0)).rejects.toThrow('db down');
    fail = false;
    expect(await s.hit('flaky', 60_000, 1)).toBe(1);
  });
});
