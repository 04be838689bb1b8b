import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { apiError } from './errors';

const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * Runs `work` once per (scope, Idempotency-Key): a replay answers the stored body; a concurrent
 * duplicate answers 409 IN_PROGRESS; a failed first attempt frees the key so the client can retry.
 * `bodyHash` is the request's fingerprint: the same key with another body is a 422, never a replay.
 */
export async function once<T>(
  db: Db,
  scope: string,
  key: string,
  work: () => Promise<T>,
  bodyHash: string | null = null,
): Promise<{ body: T; replayed: boolean }> {
  if (!KEY.test(key)) throw apiError('BAD_REQUEST', 'Idempotency-Key 格式不正确');
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ scope, key, bodyHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  if (inserted.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (row && row.bodyHash !== null && row.bodyHash !== bodyHash) throw apiError('KEY_REUSED');
    if (row?.statusCode == null) throw apiError('IN_PROGRESS');
    return { body: row.body as T, replayed: true };
  }
  try {
    const body = await work();
    await db
      .update(idempotencyKeys)
      .set({ statusCode: 200, body: sql`${JSON.stringify(body)}::jsonb` })
      .where(where);
    return { body, replayed: false };
  } catch (e) {
    await db.delete(idempotencyKeys).where(where);
    throw e;
  }
}
