import type { CheckinProgress } from '@contract/welcome-manage';
import { faceOffer, facePhotoApproved, faceState, type FaceFacts } from '@domain/journeys/face-photo';
import {
  CHECKIN_STEPS,
  checkinShown,
  checkinStateOf,
  stepTitle,
  type CheckinState,
} from '@domain/journeys/checkin-steps';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SchoolSettings } from '../../school/settings';
import { identityMethods } from '../desk/tables';
import { iso, type WelcomeRow } from '../welcome/student';
import type { PhotoReview } from './photo-review';

/**
 * When the student chose 到校现场核验 instead of a photo (identity_methods), or null: a choice counts
 * only while the school offers it (报到设置 › 人脸照片).
 */
export async function onsiteChosenAt(
  db: Db,
  welcomeId: string,
  checkin: Pick<SchoolSettings['checkin'], 'allowOnsite'> | undefined,
): Promise<Date | null> {
  if (checkin?.allowOnsite === false) return null;
  const [m] = await db
    .select({ method: identityMethods.method, at: identityMethods.chosenAt })
    .from(identityMethods)
    .where(eq(identityMethods.welcomeId, welcomeId))
    .limit(1);
  return m?.method === 'onsite' ? m.at : null;
}

type Step = Exclude<CheckinState, 'none'>;

/** When each step was completed, from the stored row (null: not yet). */
export function stepTimes(
  row: WelcomeRow,
  review: PhotoReview,
  requirePhoto = true,
  onsiteAt: Date | null = null,
): Record<Step, Date | null> {
  // 照片已通过: an approved photo, or the desk verified the student in person (现场核验).
  const approved = facePhotoApproved({ photoFileId: row.photoFileId, photoStatus: review.photoStatus })
    ? (row.photoReviewedAt ?? row.onsiteVerifiedAt ?? row.reportedAt)
    : row.onsiteVerifiedAt;
  // 到校现场核验 chosen: the step is the desk's ID-card check at 报到, done as far as the student goes
  // (issue 34 item 18). 报到设置 without a face photo: passed once the details are confirmed.
  const photoOk = approved ?? (requirePhoto ? onsiteAt : row.confirmedAt);
  return {
    reported: row.reportedAt,
    noticeRead: row.noticeReadAt,
    confirmed: row.confirmedAt,
    photoOk,
    arrived: row.arrivedAt,
  };
}

/**
 * The progress every device reads: the model's state and the one ordered step list with times.
 * Without a required face photo (报到设置) the list has no photo step.
 */
export function checkinProgressOf(
  row: WelcomeRow,
  review: PhotoReview,
  requirePhoto = true,
  onsiteAt: Date | null = null,
): CheckinProgress {
  const at = stepTimes(row, review, requirePhoto, onsiteAt);
  const photoApproved = facePhotoApproved({ photoFileId: row.photoFileId, photoStatus: review.photoStatus });
  const onsite = requirePhoto && !photoApproved && (onsiteAt !== null || row.onsiteVerifiedAt !== null);
  const state = checkinStateOf((s) => at[s] !== null);
  const steps = CHECKIN_STEPS.filter(
    (s): s is { state: Step; label: string } => s.state !== 'none' && (requirePhoto || s.state !== 'photoOk'),
  ).map(({ state: key }) => ({ key, name: stepTitle(key), done: at[key] !== null, doneAt: iso(at[key]) }));
  const face = faceOffer(faceFactsOf(row, review));
  return {
    state,
    steps,
    photo: face.shown.state,
    face,
    shown: checkinShown({ state, steps, face, onsite }),
  };
}

/** The face photo's facts from the stored row (faceOffer offers, uploadPhoto refuses by them). */
export const faceFactsOf = (row: WelcomeRow, review: PhotoReview): FaceFacts => ({
  state: faceState(!!row.photoFileId, review.photoStatus),
  arrived: row.arrivedAt !== null,
});
