import type { FaceCode, ReportCode } from '@domain/journeys/codes';
import {
  checkin,
  checkinStatusText,
  ONSITE_STATUS_TEXT,
  reportCode,
  stepTitle,
  type CheckinState,
} from '@domain/journeys/checkin-steps';
import { facePhotoApproved } from '@domain/journeys/face-photo';
import { chinaInstant } from '@domain/time/china-time';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { majors, welcomeStudents } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { apiError } from '../../http/errors';
import { checkinProgressOf } from '../welcome-manage/progress';

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

/** The check-in model's state of the stored record (steps counted in order, as the home page shows). */
export function checkinStateOfRow(
  row: WelcomeRow,
  requirePhoto = true,
  onsiteAt: Date | null = null,
): CheckinState {
  const review = {
    photoStatus: row.photoFileId ? (row.photoStatus as FaceCode) : null,
    photoRejectReason: null,
  };
  return checkinProgressOf(row, review, requirePhoto, onsiteAt).state as CheckinState;
}

/**
 * 0 未报到, 1 reported (steps under way), 2 已到校 (every step done), with the check-in model's wording
 * (e.g. 已确认信息，下一步：上传人脸照片), the same text the check-in home page shows.
 */
export function reportStatus(
  row: WelcomeRow,
  requirePhoto = true,
  onsiteAt: Date | null = null,
): { status: ReportCode; text: string } {
  const state = checkinStateOfRow(row, requirePhoto, onsiteAt);
  const status = reportCode(state);
  if (state === 'none') return { status, text: checkin.states.none.label };
  // 报到设置 without a face photo: after confirming, 到校 is next (the photo step is not shown).
  if (!requirePhoto && state === 'photoOk')
    return { status, text: `${checkin.states.confirmed.label}，下一步：${stepTitle('arrived')}` };
  // 到校现场核验 chosen (or verified at the desk) instead of an approved photo: said so (issue 34 item 18).
  if (state === 'photoOk' && !facePhotoApproved(row) && (onsiteAt || row.onsiteVerifiedAt))
    return { status, text: ONSITE_STATUS_TEXT };
  return { status, text: checkinStatusText(state) };
}

export const iso = (d: Date | null): string | null => (d ? chinaInstant(d) : null);

/** The school's majors as picker options, by code. */
export async function majorOptions(db: Db, scope: { tenantId: string; orgId: string }) {
  return db
    .select({ value: majors.id, label: majors.name })
    .from(majors)
    .where(and(eq(majors.tenantId, scope.tenantId), eq(majors.orgId, scope.orgId)))
    .orderBy(asc(majors.code));
}
