import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { secrets } from '../db/schema';
import { randomToken } from './crypto';

/** The HMAC key, made once and kept in the database so every process signs and checks alike. */
export async function loadSecret(db: Db, name = 'hmac'): Promise<string> {
  await db
    .insert(secrets)
    .values({ name, value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(secrets).where(eq(secrets.name, name)).limit(1);
  return row!.value;
}
