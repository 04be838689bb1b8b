import type { StaffRole } from '@contract/staff';
import { type AccountChange, lastAdminRefusal } from '@domain/staff/accounts';
import { and, asc, count, desc, eq, inArray, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  auditLog,
  plans,
  registrations,
  staffAccounts as a,
  staffSessions,
  welcomeStudents,
} from '../../db/schema';
import { apiError } from '../../http/errors';
import { hashPassword } from './password';

// The queries of staff management and the audit trail (manage.ts calls these).

export async function staffInOrg(db: Db, orgId: string, staffId: string): Promise<boolean> {
  const [r] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.id, staffId), eq(a.orgId, orgId)));
  return !!r;
}

/** The school's accounts, oldest first, with each one's last login (its newest session). */
export async function listStaff(db: Db, orgId: string) {
  const last = db
    .select({ staffId: staffSessions.staffId, at: max(staffSessions.createdAt).as('last_login') })
    .from(staffSessions)
    .groupBy(staffSessions.staffId)
    .as('last');
  return db
    .select({
      id: a.id,
      name: a.name,
      phone: a.phone,
      role: a.role,
      disabled: a.disabled,
      mustChange: a.mustChange,
      lastLoginAt: last.at,
    })
    .from(a)
    .leftJoin(last, eq(last.staffId, a.id))
    .where(eq(a.orgId, orgId))
    .orderBy(asc(a.createdAt), asc(a.id));
}

type Db1 = Pick<Db, 'update'>;
const endSessions = (db: Db1, staffId: string, now: Date) =>
  db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));

export type AccountState = { id: string; role: StaffRole; disabled: boolean };

/**
 * 停用 / 启用 / 修改角色 of one account of the school, under the last-administrator rule: the school's
 * administrators and the account are locked first, so two changes at once cannot both pass it.
 * Disabling ends every session of the account. Answers the account as it was.
 */
export async function changeAccount(
  db: Db,
  orgId: string,
  change: AccountChange,
  now: Date,
): Promise<AccountState> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: a.id, role: a.role, disabled: a.disabled })
      .from(a)
      .where(and(eq(a.orgId, orgId), or(eq(a.role, 'admin'), eq(a.id, change.staffId))))
      .orderBy(asc(a.id))
      .for('update');
    const before = locked.find((x) => x.id === change.staffId);
    if (!before) throw apiError('NOT_FOUND', '账号不存在');
    const refusal = lastAdminRefusal(locked, change);
    if (refusal) throw apiError('REFUSED', refusal);
    await tx
      .update(a)
      .set({
        ...(change.disable === undefined ? {} : { disabled: change.disable }),
        ...(change.role === undefined ? {} : { role: change.role }),
      })
      .where(eq(a.id, change.staffId));
    if (change.disable) await endSessions(tx, change.staffId, now);
    return before;
  });
}

/**
 * A new password, by default one to change at the next login (an administrator's reset); the lock is
 * lifted and every open session ends.
 */
export async function resetStaffPassword(
  db: Db,
  staffId: string,
  password: string,
  now: Date,
  opts: { mustChange: boolean } = { mustChange: true },
): Promise<void> {
  await db
    .update(a)
    .set({
      passwordHash: await hashPassword(password),
      mustChange: opts.mustChange,
      failedCount: 0,
      lockedUntil: null,
    })
    .where(eq(a.id, staffId));
  await endSessions(db, staffId, now);
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

/**
 * Names for a page of the audit trail (issue 24: who by name, on whom by name): staff accounts by
 * id, and each target looked up where it may be — an applicant, a plan, an account, a student, an
 * activity — within the school.
 */
export async function auditNames(
  db: Db,
  orgId: string,
  list: AuditRow[],
): Promise<{ staff: Map<string, string>; targets: Map<string, string> }> {
  const staffIds = [...new Set(list.flatMap((r) => (r.staffId ? [r.staffId] : [])))];
  const targets = [...new Set(list.flatMap((r) => (r.target ? [r.target] : [])))];
  const named = async (t: NamedTable, ids: string[]) =>
    ids.length
      ? db
          .select({ id: t.id, name: t.name })
          .from(t)
          .where(and(eq(t.orgId, orgId), inArray(t.id, ids)))
      : [];
  const staff = new Map((await named(a, staffIds)).map((x) => [x.id, x.name]));
  const out = new Map<string, string>();
  for (const t of [registrations, plans, a, welcomeStudents] as NamedTable[])
    for (const x of await named(t, targets)) if (!out.has(x.id)) out.set(x.id, x.name);
  for (const x of targets.length
    ? await db
        .select({ id: activities.id, name: activities.title })
        .from(activities)
        .where(and(eq(activities.orgId, orgId), inArray(activities.id, targets)))
    : [])
    if (!out.has(x.id)) out.set(x.id, x.name);
  return { staff, targets: out };
}
type NamedTable = typeof registrations | typeof plans | typeof a | typeof welcomeStudents;
