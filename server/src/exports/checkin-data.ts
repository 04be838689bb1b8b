import type { CheckinExportRequest } from '@contract/checkin-exports';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deskMarks, majors, welcomeStudents as w } from '../db/schema';

type Scope = { tenantId: string; orgId: string };
export type CheckinFilter = Pick<CheckinExportRequest, 'majorId' | 'className'>;

/** The school's new students of an export (filtered by major and class), by class and student number. */
export async function exportStudents(db: Db, s: Scope, f: CheckinFilter) {
  return db
    .select({
      id: w.id,
      name: w.name,
      idNumber: w.idNumber,
      studentNo: w.studentNo,
      majorName: majors.name,
      className: w.className,
      dormitory: w.dormitory,
      details: w.details,
      confirmedAt: w.confirmedAt,
      arrivedAt: w.arrivedAt,
      photoFileId: w.photoFileId,
      photoPurgedAt: w.photoPurgedAt,
    })
    .from(w)
    .leftJoin(majors, and(eq(majors.id, w.majorId), eq(majors.tenantId, w.tenantId)))
    .where(
      and(
        eq(w.tenantId, s.tenantId),
        eq(w.orgId, s.orgId),
        f.majorId ? eq(w.majorId, f.majorId) : undefined,
        f.className ? eq(w.className, f.className) : undefined,
      ),
    )
    .orderBy(asc(w.className), asc(w.studentNo), asc(w.id));
}
export type ExportStudent = Awaited<ReturnType<typeof exportStudents>>[number];

/** The desk marks of these students (who did which step when), in chunks the driver accepts. */
export async function marksOf(db: Db, s: Scope, ids: string[]) {
  const out: {
    welcomeId: string;
    step: string;
    staffName: string;
    markedAt: Date;
    idCardChecked: boolean;
  }[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    const part = ids.slice(i, i + 1000);
    out.push(
      ...(await db
        .select({
          welcomeId: deskMarks.welcomeId,
          step: deskMarks.step,
          staffName: deskMarks.staffName,
          markedAt: deskMarks.markedAt,
          idCardChecked: deskMarks.idCardChecked,
        })
        .from(deskMarks)
        .where(
          and(
            eq(deskMarks.tenantId, s.tenantId),
            eq(deskMarks.orgId, s.orgId),
            inArray(deskMarks.welcomeId, part),
          ),
        )),
    );
  }
  return out;
}
