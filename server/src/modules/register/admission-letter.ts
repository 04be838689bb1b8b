import {
  type AdmissionLetter,
  letterMajor,
  renderAdmissionLetter,
  reportTimeText,
} from '@domain/admissions/admission-letter';
import { REPORT_DATE_PENDING, reportWindowOf } from '@domain/journeys/report-window';
import type { Db } from '../../db/client';
import { formFields } from '../../exports/data';
import type { SchoolSettings } from '../../school/settings';

/** The facts of one admitted registration a letter is filled with. */
export interface LetterSubject {
  name: string;
  planName: string;
  templateId: string;
  formVersion: number;
  answers: Record<string, unknown>;
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
    major: letterMajor(fields, r.answers ?? {}),
    reportTime: win ? reportTimeText(win.reportStart, win.reportEnd) : REPORT_DATE_PENDING,
    school: school.name,
  });
}
