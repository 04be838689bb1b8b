import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import type { RateStore } from './deps';

/** Fixed-window counters in the database, shared by every process (one upsert per hit). */
export function dbRateStore(db: Db): RateStore {
  return {
    async hit(key, windowMs, now) {
      const windowStart = now - (now % windowMs);
      const [row] = await rows<{ count: number }>(
        db,
        sql`INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
              window_start = excluded.window_start
            RETURNING count`,
      );
      return Number(row?.count ?? 1);
    },
  };
}
