import { idNumberMessage, parseIdNumber } from '@domain/identity/id-number';
import { maskIdNumber } from '@domain/identity/mask';
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts, welcomeStudents as w } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { apiError } from '../../http/errors';
import { rosterRemovals as rm } from './tables';

/** A removed row may be restored this long (issue 36 item 4); after it the kept copy is dropped. */
export const RESTORE_DAYS = 30;
const RESTORE_MS = RESTORE_DAYS * 86_400_000;
const until = (removedAt: Date) => new Date(removedAt.getTime() + RESTORE_MS).toISOString();

interface School {
  tenantId: string;
  orgId: string;
}

async function studentOf(db: Db, s: School, welcomeId: string) {
  const [row] = await db
    .select({ id: w.id, name: w.name, idNumber: w.idNumber, entryYear: w.entryYear })
    .from(w)
    .where(and(eq(w.id, welcomeId), eq(w.orgId, s.orgId), eq(w.tenantId, s.tenantId)));
  if (!row) throw apiError('NOT_FOUND', '新生不存在或已删除');
  return row;
}

const TAKEN = '该身份证号已在本校名单中（同一届），请核对';

/**
 * A roster row's identity number corrected: checked as a 居民身份证 (length, date, check digit) and
 * unique in the school's cohort (the table also keeps one row per identity number in the tenant).
 */
export async function correctIdNumber(
  db: Db,
  s: School,
  input: { welcomeId: string; idNumber: string },
  now: Date,
) {
  const parsed = parseIdNumber(input.idNumber, now);
  if (!parsed.ok) throw apiError('BAD_REQUEST', idNumberMessage(parsed.error));
  const idNumber = parsed.value.normalized;
  const row = await studentOf(db, s, input.welcomeId);
  if (row.idNumber === idNumber) throw apiError('REFUSED', '新的身份证号与原来相同');
  const [dup] = await db
    .select({ id: w.id })
    .from(w)
    .where(
      and(eq(w.orgId, s.orgId), eq(w.entryYear, row.entryYear), eq(w.idNumber, idNumber), ne(w.id, row.id)),
    );
  if (dup) throw apiError('CONFLICT', TAKEN);
  try {
    await db
      .update(w)
      .set({ idNumber, version: sql`${w.version} + 1` })
      .where(eq(w.id, row.id));
  } catch (e) {
    if (isUniqueViolation(e)) throw apiError('CONFLICT', TAKEN);
    throw e;
  }
  return { welcomeId: row.id, name: row.name, before: row.idNumber, idNumber };
}

/** Copies kept past the restore window are dropped (the school's removal then stands). */
async function dropExpired(db: Db, s: School, now: Date) {
  await db
    .delete(rm)
    .where(and(eq(rm.orgId, s.orgId), lt(rm.removedAt, new Date(now.getTime() - RESTORE_MS))));
}

/** 删除: the row leaves the roster (and so the desk, board and exports); a copy is kept 30 days. */
export async function removeStudent(
  db: Db,
  s: School,
  welcomeId: string,
  reason: string,
  by: string,
  now: Date,
) {
  const row = await studentOf(db, s, welcomeId);
  await dropExpired(db, s, now);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO roster_removals (welcome_id, tenant_id, org_id, name, id_number, entry_year, "row", reason, removed_by, removed_at)
      SELECT id, tenant_id, org_id, name, id_number, entry_year, to_jsonb(ws.*), ${reason}, ${by}, ${now.toISOString()}::timestamptz
      FROM welcome_students ws WHERE ws.id = ${row.id}
      ON CONFLICT (welcome_id) DO UPDATE SET "row" = EXCLUDED."row", reason = EXCLUDED.reason,
        removed_by = EXCLUDED.removed_by, removed_at = EXCLUDED.removed_at`);
    await tx.delete(w).where(eq(w.id, row.id));
  });
  return { welcomeId: row.id, name: row.name, restorableUntil: until(now) };
}

/** 已删除: the school's removed rows still restorable, newest first (identity numbers masked). */
export async function removedStudents(db: Db, s: School, now: Date) {
  await dropExpired(db, s, now);
  const rows = await db
    .select({
      welcomeId: rm.welcomeId,
      name: rm.name,
      idNumber: rm.idNumber,
      entryYear: rm.entryYear,
      reason: rm.reason,
      removedAt: rm.removedAt,
      removedBy: staffAccounts.name,
    })
    .from(rm)
    .leftJoin(staffAccounts, eq(staffAccounts.id, rm.removedBy))
    .where(and(eq(rm.orgId, s.orgId), eq(rm.tenantId, s.tenantId)))
    .orderBy(desc(rm.removedAt));
  return rows.map((r) => ({
    ...r,
    idNumber: maskIdNumber(r.idNumber),
    removedAt: r.removedAt.toISOString(),
    removedBy: r.removedBy ?? null,
    restorableUntil: until(r.removedAt),
  }));
}

/** 恢复: the row back as it was, unless its identity number is on the roster again meanwhile. */
export async function restoreStudent(db: Db, s: School, welcomeId: string, now: Date) {
  await dropExpired(db, s, now);
  const [kept] = await db
    .select({ name: rm.name, idNumber: rm.idNumber })
    .from(rm)
    .where(and(eq(rm.welcomeId, welcomeId), eq(rm.orgId, s.orgId), eq(rm.tenantId, s.tenantId)));
  if (!kept) throw apiError('NOT_FOUND', '没有可恢复的记录（删除超过30天的记录已不能恢复）');
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO welcome_students
        SELECT (jsonb_populate_record(NULL::welcome_students, r."row")).*
        FROM roster_removals r WHERE r.welcome_id = ${welcomeId}`);
      await tx.delete(rm).where(eq(rm.welcomeId, welcomeId));
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw apiError('CONFLICT', '该身份证号已重新在名单中，不能恢复');
    throw e;
  }
  return { welcomeId, name: kept.name };
}
