import type { WireUserInfo } from '@contract/common';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, welcomeStudents } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** The userInfo the app stores (spec section 3): userInfoId = our user id. */
export const userInfoOf = (u: UserRow, welcomeId?: string | null): WireUserInfo => ({
  tenantId: u.tenantId,
  orgId: u.orgId,
  userInfoId: u.id,
  openAccountId: u.openAccountId,
  trueName: u.trueName,
  account: u.account,
  ...(welcomeId ? { welcomeId } : {}),
});

export async function findUser(db: Db, id: string): Promise<UserRow | null> {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return u ?? null;
}

/** A student user's welcome record id. */
export async function welcomeIdOf(db: Db, userId: string): Promise<string | null> {
  const [w] = await db
    .select({ id: welcomeStudents.id })
    .from(welcomeStudents)
    .where(eq(welcomeStudents.userId, userId))
    .limit(1);
  return w?.id ?? null;
}
