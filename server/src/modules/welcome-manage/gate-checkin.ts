import { facePhotoApproved } from '@domain/journeys/face-photo';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deskMarks, staffSessions, welcomeStudents } from '../../db/schema';
import { apiError } from '../../http/errors';
import { heldBackOf } from '../welcome/held-back';

/** Whether a token hash is a staff session's (any state: the staff guard judges it). */
export async function isStaffSession(db: Db, tokenHash: string): Promise<boolean> {
  const [known] = await db
    .select({ tokenHash: staffSessions.tokenHash })
    .from(staffSessions)
    .where(eq(staffSessions.tokenHash, tokenHash));
  return !!known;
}

/**
 * Checks in the student of a pass at the gate (once: a second scan keeps the first time). Without an
 * approved face photo the desk checks the student in person (现场核验). `seen` runs with the student's
 * id before the write (the scan's audit row).
 */
export async function checkInStudent(
  db: Db,
  tenantId: string,
  welcomeId: string,
  now: Date,
  seen: (id: string) => Promise<void>,
  /** The staff member who scanned: recorded as the 报到 step's 报到办理人 (desk_marks), as the desk does. */
  by?: { id: string; name: string },
) {
  const where = and(eq(welcomeStudents.id, welcomeId), eq(welcomeStudents.tenantId, tenantId));
  const [before] = await db.select().from(welcomeStudents).where(where).limit(1);
  if (!before) throw apiError('NOT_FOUND', '新生信息不存在');
  // Issue 34 item 12: a place not yet published is not received at the gate either (待公布 with the
  // time), as 新生报到 and the desk refuse it: one rule (src-domain/admissions/held-back.ts).
  const held = await heldBackOf(db, before, before.idNumber, now);
  if (held) throw apiError('REFUSED', `${held}，暂不能办理报到`);
  await seen(before.id);
  const [row] = await db
    .update(welcomeStudents)
    .set({
      arrivedAt: sql`coalesce(${welcomeStudents.arrivedAt}, ${now.toISOString()}::timestamptz)`,
      onsiteVerifiedAt: facePhotoApproved(before)
        ? before.onsiteVerifiedAt
        : sql`coalesce(${welcomeStudents.onsiteVerifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(where)
    .returning();
  if (by)
    await db
      .insert(deskMarks)
      .values({
        tenantId: before.tenantId,
        orgId: before.orgId,
        welcomeId: before.id,
        step: 'arrive',
        nonce: `gate-${before.id}`,
        staffId: by.id,
        staffName: by.name,
        idCardChecked: !facePhotoApproved(before),
        markedAt: now,
        syncedAt: now,
      })
      .onConflictDoNothing();
  return { ...row!, alreadyArrived: before.arrivedAt !== null };
}
