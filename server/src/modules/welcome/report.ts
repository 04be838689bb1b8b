import { idNumberMessage, parseIdNumber } from '@domain/identity/id-number';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, welcomeStudents } from '../../db/schema';
import { apiError } from '../../http/errors';
import type { WelcomeRow } from './student';

export const NO_MATCH = '未查询到新生信息，请核对姓名和身份证号';

/**
 * The welcome record matching name + identity number (+ ticket number when given) in the school.
 * Every mismatch answers the same message, so the call cannot tell which part was wrong.
 */
export async function matchStudent(
  db: Db,
  scope: { tenantId: string; orgId: string },
  input: { name: string; idNumber: string; ticketNo?: string | undefined },
  now: Date,
): Promise<WelcomeRow> {
  const id = parseIdNumber(input.idNumber, now);
  if (!id.ok) throw apiError('BAD_REQUEST', idNumberMessage(id.error));
  const [row] = await db
    .select()
    .from(welcomeStudents)
    .where(
      and(
        eq(welcomeStudents.tenantId, scope.tenantId),
        eq(welcomeStudents.orgId, scope.orgId),
        eq(welcomeStudents.idNumber, id.value.normalized),
      ),
    )
    .limit(1);
  const ticketOk = !input.ticketNo || !row?.ticketNo || row.ticketNo === input.ticketNo;
  if (!row || row.name !== input.name || !ticketOk) throw apiError('NOT_FOUND', NO_MATCH);
  return row;
}

/** Marks the record reported (first time only) and gives it a student account; safe to repeat. */
export async function markReported(db: Db, row: WelcomeRow, now: Date) {
  const userId = row.userId ?? `u-${row.id}`;
  await db
    .insert(users)
    .values({
      id: userId,
      tenantId: row.tenantId,
      orgId: row.orgId,
      kind: 'student',
      account: row.studentNo,
      trueName: row.name,
      openAccountId: `oa-${userId}`,
    })
    .onConflictDoNothing();
  await db
    .update(welcomeStudents)
    .set({
      userId: sql`coalesce(${welcomeStudents.userId}, ${userId})`,
      reportedAt: sql`coalesce(${welcomeStudents.reportedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(welcomeStudents.id, row.id));
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.id, row.userId ?? userId))
    .limit(1);
  return user!;
}
