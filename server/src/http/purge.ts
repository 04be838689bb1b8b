import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Deletes expired sessions, used or expired tickets, day-old idempotency keys and old rate windows. */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  const iso = now.toISOString();
  await db.execute(sql`DELETE FROM sessions WHERE expires_at < ${iso}::timestamptz - interval '1 day'`);
  await db.execute(sql`DELETE FROM tickets WHERE expires_at < ${iso}::timestamptz`);
  await db.execute(
    sql`DELETE FROM idempotency_keys WHERE created_at < ${iso}::timestamptz - interval '1 day'`,
  );
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < ${now.getTime() - 3600_000}`);
}
