import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { RateStore } from './deps';

interface Waiter {
  resolve: (count: number) => void;
  reject: (e: unknown) => void;
}
interface Pending {
  key: string;
  windowStart: number;
  waiters: Waiter[];
}

const CHUNK = 500;

/**
 * Fixed-window counters in the database, shared by every process. Hits are group-committed: one
 * upsert in flight at a time carries every hit that arrived meanwhile (one row per key, count += n),
 * so a peak costs one statement per batch instead of one write per request. Each hit still waits
 * for its batch and gets its own exact count (the row's total after the batch, minus the hits of
 * the same key queued after it), so a limit holds across processes as before.
 */
export function dbRateStore(db: Db): RateStore {
  // A key may wait in two windows at a boundary: each batch holds a key once (one upsert row).
  const batches: Map<string, Pending>[] = [];
  let running = false;

  async function write(chunk: Pending[]): Promise<void> {
    const { windowStart: start, count } = rateLimits;
    const got = await db
      .insert(rateLimits)
      .values(chunk.map((p) => ({ key: p.key, windowStart: p.windowStart, count: p.waiters.length })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${start} = excluded.window_start THEN ${count} + excluded.count
                          WHEN ${start} < excluded.window_start THEN excluded.count ELSE ${count} END`,
          windowStart: sql`GREATEST(${start}, excluded.window_start)`,
        },
      })
      .returning({ key: rateLimits.key, window_start: rateLimits.windowStart, count: rateLimits.count });
    const byKey = new Map(got.map((r) => [r.key, r]));
    for (const p of chunk) {
      const r = byKey.get(p.key);
      const n = p.waiters.length;
      // A row already in a later window (another process's clock ahead): count our own hits only.
      const total = r && Number(r.window_start) === p.windowStart ? Number(r.count) : n;
      p.waiters.forEach((w, i) => w.resolve(total - n + i + 1));
    }
  }

  async function drain(): Promise<void> {
    running = true;
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      const all = [...batch.values()];
      for (let i = 0; i < all.length; i += CHUNK) {
        const chunk = all.slice(i, i + CHUNK);
        await write(chunk).catch((e: unknown) => chunk.forEach((p) => p.waiters.forEach((w) => w.reject(e))));
      }
    }
    running = false;
  }

  return {
    hit(key, windowMs, now) {
      const windowStart = now - (now % windowMs);
      return new Promise<number>((resolve, reject) => {
        let batch = batches.find((b) => {
          const queued = b.get(key);
          return !queued || queued.windowStart === windowStart;
        });
        if (!batch) batches.push((batch = new Map()));
        let p = batch.get(key);
        if (!p) batch.set(key, (p = { key, windowStart, waiters: [] }));
        p.waiters.push({ resolve, reject });
        // The next turn of the event loop: hits of requests read in the same I/O phase share a batch.
        if (!running) {
          running = true;
          setImmediate(() => void drain());
        }
      });
    },
  };
}
