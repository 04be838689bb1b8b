import { chinaInstant } from '@domain/time/china-time';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { majors, welcomeStudents } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { apiError } from '../../http/errors';

export type WelcomeRow = typeof welcomeStudents.$inferSelect;

/**
 * The caller's own welcome record: tenant and welcomeId from the session; a welcomeId in the request
 * that is not the caller's is refused (a student never sees another student's data).
 */
export async function ownStudent(db: Db, caller: Caller, requested?: string): Promise<WelcomeRow> {
  if (requested !== undefined && requested !== caller.welcomeId) throw apiError('FORBIDDEN');
  const [row] = await db
    .select()
    .from(welcomeStudents)
    .where(and(eq(welcomeStudents.id, caller.welcomeId ?? ''), eq(welcomeStudents.tenantId, caller.tenantId)))
    .limit(1);
  if (!row) throw apiError('NOT_FOUND', '新生信息不存在');
  return row;
}

export async function majorName(db: Db, row: WelcomeRow): Promise<string> {
  if (!row.majorId) return '';
  const [m] = await db
    .select({ name: majors.name })
    .from(majors)
    .where(and(eq(majors.id, row.majorId), eq(majors.tenantId, row.tenantId)))
    .limit(1);
  return m?.name ?? '';
}

/** 0 未报到, 1 已报到, 2 已到校. */
export const reportStatus = (row: WelcomeRow): 0 | 1 | 2 => (row.arrivedAt ? 2 : row.reportedAt ? 1 : 0);

export const iso = (d: Date | null): string | null => (d ? chinaInstant(d) : null);
