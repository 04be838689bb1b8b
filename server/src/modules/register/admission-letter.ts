import {
  type AdmissionLetter,
  letterMajor,
  renderAdmissionLetter,
  reportTimeText,
} from '@domain/admissions/admission-letter';
import { REPORT_DATE_PENDING, reportWindowOf } from '@domain/journeys/report-window';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { majors } from '../../db/schema';
import { formFields } from '../../exports/data';
import type { SchoolSettings } from '../../school/settings';

/** The facts of one admitted registration a letter is filled with. */
export interface LetterSubject {
  name: string;
  planName: string;
  templateId: string;
  formVersion: number;
  answers: Record<string, unknown>;
  /** 录取专业 as the 录取 named it (issue 34); null on a registration admitted before it was stored. */
  admittedMajorId?: string | null;
}

/** The name of the stored 录取专业, '' when none. */
async function admittedMajorName(db: Db, id: string | null | undefined): Promise<string> {
  if (!id) return '';
  const [m] = await db.select({ name: majors.name }).from(majors).where(eq(majors.id, id));
  return m?.name ?? '';
}

/**
 * The school's 录取通知书 (学校设置) as this applicant reads it: 录取查询, the result QR's page and the
 * staff preview all come here, so the three never differ.
 */
export async function letterOf(
  db: Db,
  school: { name: string; settings: SchoolSettings },
  r: LetterSubject,
): Promise<AdmissionLetter> {
  const fields = await formFields(db, r.templateId, r.formVersion);
  const win = reportWindowOf(school.settings.checkin);
  return renderAdmissionLetter(school.settings.admissionLetter, {
    name: r.name,
    plan: r.planName,
    // The one stored 录取专业; a registration admitted before it was stored reads its form (legacy).
    major: r.admittedMajorId
      ? await admittedMajorName(db, r.admittedMajorId)
      : letterMajor(fields, r.answers ?? {}),
    reportTime: win ? reportTimeText(win.reportStart, win.reportEnd) : REPORT_DATE_PENDING,
    school: school.name,
  });
}
