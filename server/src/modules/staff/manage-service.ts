import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, staffAccounts as a, staffSessions } from '../../db/schema';
import { hashPassword } from './password';

// The queries of staff management and the audit trail (manage.ts calls these).

export async function staffInOrg(db: Db, orgId: string, staffId: string): Promise<boolean> {
  const [r] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.id, staffId), eq(a.orgId, orgId)));
  return !!r;
}

export function listStaff(db: Db, orgId: string) {
  return db
    .select({ id: a.id, name: a.name, phone: a.phone, role: a.role, disabled: a.disabled })
    .from(a)
    .where(eq(a.orgId, orgId))
    .orderBy(asc(a.createdAt), asc(a.id));
}

export async function disableStaff(db: Db, staffId: string): Promise<void> {
  await db.update(a).set({ disabled: true }).where(eq(a.id, staffId));
}

/** A new password to change at first login; the lock is lifted and every open session ends. */
export async function resetStaffPassword(
  db: Db,
  staffId: string,
  password: string,
  now: Date,
): Promise<void> {
  await db
    .update(a)
    .set({ passwordHash: await hashPassword(password), mustChange: true, failedCount: 0, lockedUntil: null })
    .where(eq(a.id, staffId));
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

export interface AuditFilter {
  from?: string;
  to?: string;
  staffId?: string;
  action?: string;
}

const auditWhere = (orgId: string, f: AuditFilter): SQL | undefined =>
  and(
    eq(auditLog.orgId, orgId),
    // the bounds as the client sent them: PostgreSQL reads the text as it always did
    f.from ? sql`${auditLog.at} >= ${f.from}` : undefined,
    f.to ? sql`${auditLog.at} < ${f.to}` : undefined,
    f.staffId ? eq(auditLog.staffId, f.staffId) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
  );

export type AuditRow = typeof auditLog.$inferSelect;

/** One page of the school's audit trail, newest first. */
export async function auditPage(
  db: Db,
  orgId: string,
  f: AuditFilter & { page: number; pageSize: number },
): Promise<{ total: number; rows: AuditRow[] }> {
  const where = auditWhere(orgId, f);
  const [t] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return { total: t?.n ?? 0, rows };
}

/** The trail for export: oldest first, 10 000 rows at most. */
export function auditAll(db: Db, orgId: string, f: AuditFilter) {
  return db.select().from(auditLog).where(auditWhere(orgId, f)).orderBy(asc(auditLog.id)).limit(10000);
}
