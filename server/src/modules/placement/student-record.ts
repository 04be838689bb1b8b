import type * as P from '@contract/placement';
import { maskIdNumber } from '@domain/identity/mask';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { majors, welcomeStudents as w } from '../../db/schema';
import { apiError } from '../../http/errors';
import type { Scope } from './setup';

type Row = typeof w.$inferSelect;
type Fields = z.output<typeof P.StudentFields>;
type Record_ = z.output<typeof P.StudentRecord>;

/** What a stale save answers (the screen then reloads the stored values and keeps the typed ones). */
export const STALE = '该学生信息已被其他老师修改，已载入最新信息，请核对后重新保存';
const DETAIL_KEYS = ['phone', 'address', 'emergencyContact', 'emergencyPhone'] as const;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function recordOf(row: Row): Record_ {
  return {
    welcomeId: row.id,
    idNumber: maskIdNumber(row.idNumber),
    name: row.name,
    studentNo: row.studentNo,
    ticketNo: row.ticketNo ?? '',
    majorId: row.majorId ?? '',
    phone: str(row.details.phone),
    address: str(row.details.address),
    emergencyContact: str(row.details.emergencyContact),
    emergencyPhone: str(row.details.emergencyPhone),
    className: row.className,
    dormitory: row.dormitory,
    version: row.version,
    withdrawn: row.withdrawnAt !== null,
    withdrawReason: row.withdrawReason,
  };
}

/** The school's student by welcomeId; another school's (or tenant's) id is 记录不存在. */
export async function schoolStudent(db: Db, s: Scope, welcomeId: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(w)
    .where(and(eq(w.id, welcomeId), eq(w.tenantId, s.tenantId), eq(w.orgId, s.orgId)))
    .limit(1);
  if (!row) throw apiError('NOT_FOUND', '学生不存在');
  return row;
}

/** The names of the fields a correction changes (the audit row lists them, not the values). */
export function changedFields(before: Record_, f: Fields): string[] {
  return (Object.keys(f) as (keyof Fields)[]).filter((k) => before[k] !== f[k]);
}

/**
 * 修改学生信息: applies only to the version the form was loaded with (optimistic concurrency, the same
 * `version` the student's own 确认信息 bumps); a stale one answers 409 {@link STALE}.
 */
export async function saveStudent(
  db: Db,
  s: Scope,
  input: z.output<typeof P.saveStudent.request>,
): Promise<{ record: Record_; changed: string[] }> {
  const row = await schoolStudent(db, s, input.welcomeId);
  if (row.version !== input.version) throw apiError('CONFLICT', STALE);
  const f = input.fields;
  if (f.majorId) {
    const [m] = await db
      .select({ id: majors.id })
      .from(majors)
      .where(and(eq(majors.id, f.majorId), eq(majors.tenantId, s.tenantId), eq(majors.orgId, s.orgId)));
    if (!m) throw apiError('REFUSED', '专业不存在');
  }
  const changed = changedFields(recordOf(row), f);
  const details = { ...row.details };
  for (const k of DETAIL_KEYS) details[k] = f[k];
  const [saved] = await db
    .update(w)
    .set({
      name: f.name,
      studentNo: f.studentNo,
      ticketNo: f.ticketNo || null,
      majorId: f.majorId || null,
      details,
      version: sql`${w.version} + 1`,
    })
    .where(and(eq(w.id, row.id), eq(w.version, row.version)))
    .returning();
  // Another save between the read and the write: the same answer.
  if (!saved) throw apiError('CONFLICT', STALE);
  return { record: recordOf(saved), changed };
}

/** 放弃入学 (a reason) or its undo: the student leaves (or rejoins) the counts, the desk and placement. */
export async function setWithdrawn(
  db: Db,
  s: Scope,
  welcomeId: string,
  withdrawn: { at: Date; reason: string } | null,
): Promise<Record_> {
  const row = await schoolStudent(db, s, welcomeId);
  if (withdrawn && row.withdrawnAt) throw apiError('REFUSED', '该学生已标记为放弃入学');
  if (!withdrawn && !row.withdrawnAt) throw apiError('REFUSED', '该学生未放弃入学');
  const [saved] = await db
    .update(w)
    .set({
      withdrawnAt: withdrawn?.at ?? null,
      withdrawReason: withdrawn?.reason ?? '',
      // A student who is not coming gives up their seat and bed.
      ...(withdrawn ? { className: '', dormitory: '' } : {}),
      version: sql`${w.version} + 1`,
    })
    .where(eq(w.id, row.id))
    .returning();
  return recordOf(saved!);
}
