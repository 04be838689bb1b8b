import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys, rateLimits, sessions, tickets } from '../db/schema';

const DAY_MS = 24 * 3600_000;

/** Deletes expired sessions, used or expired tickets, day-old idempotency keys and old rate windows. */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.delete(sessions).where(lt(sessions.expiresAt, dayAgo));
  await db.delete(tickets).where(lt(tickets.expiresAt, now));
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, dayAgo));
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, now.getTime() - 3600_000));
}
