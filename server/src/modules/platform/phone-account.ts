import { and, eq, isNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activitySignups, payOrders, registrations } from '../../db/schema-admissions';
import { sessions, users } from '../../db/schema';
import { newId } from '../../http/crypto';
import { apiError } from '../../http/errors';

type Scope = { tenantId: string; orgId: string };

async function byPhone(db: Db, tenantId: string, phone: string) {
  const [u] = await db
    .select({ id: users.id, wxOpenid: users.wxOpenid })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.phone, phone), eq(users.kind, 'applicant')))
    .limit(1);
  return u;
}

/** The school's applicant account holding this phone, created on its first login. */
export async function applicantByPhone(db: Db, scope: Scope, phone: string): Promise<string> {
  const found = await byPhone(db, scope.tenantId, phone);
  if (found) return found.id;
  const id = newId('u');
  // Two first logins at once: the unique index keeps one account, the loser reads the winner's.
  await db
    .insert(users)
    .values({
      id,
      tenantId: scope.tenantId,
      orgId: scope.orgId,
      kind: 'applicant',
      account: `${phone.slice(0, 3)}****${phone.slice(7)}`,
      trueName: '',
      openAccountId: newId('oa'),
      phone,
    })
    .onConflictDoNothing();
  return (await byPhone(db, scope.tenantId, phone))?.id ?? id;
}

/**
 * Binds a phone to this (WeChat) applicant. When another applicant of the school holds the phone,
 * its registrations, orders and sign-ups move here and it gives the phone up, in one transaction,
 * so every later login (WeChat or phone) reaches the same registrations.
 */
export async function bindPhone(db: Db, tenantId: string, userId: string, phone: string, now: Date) {
  await db.transaction(async (tx) => {
    const [me] = await tx
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), eq(users.kind, 'applicant')))
      .for('update');
    if (!me) throw apiError('LOGIN');
    if (me.phone === phone) return;
    const other = await byPhone(tx, tenantId, phone);
    if (other && other.id !== userId) {
      if (other.wxOpenid) throw apiError('CONFLICT', '该手机号已绑定其他微信用户');
      const move = { userId };
      await tx.update(registrations).set(move).where(eq(registrations.userId, other.id));
      await tx.update(payOrders).set(move).where(eq(payOrders.userId, other.id));
      // A sign-up for an activity both accounts joined stays with the other account.
      await tx
        .update(activitySignups)
        .set(move)
        .where(
          and(
            eq(activitySignups.userId, other.id),
            notInArray(
              activitySignups.activityId,
              tx
                .select({ id: activitySignups.activityId })
                .from(activitySignups)
                .where(eq(activitySignups.userId, userId)),
            ),
          ),
        );
      await tx.update(users).set({ phone: null }).where(eq(users.id, other.id));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, other.id), isNull(sessions.revokedAt)));
    }
    await tx
      .update(users)
      .set({ phone })
      .where(and(eq(users.id, userId), ne(users.kind, 'admin')));
  });
}
