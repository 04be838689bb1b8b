import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { FACE_CODE, type FaceCode, facePhoto, faceState, type FaceState, sourcesOf } from '@domain/journeys';
import type { Db } from '../../db/client';
import { files, welcomeStudents } from '../../db/schema';
import type { FileStorage } from '../../files/storage';
import { refusalOf } from '../register/journey-codes';

/** The face photo journey's codes (src-domain/journeys/codes.ts FACE_CODE). */
export type PhotoStatus = FaceCode;
export interface PhotoReview {
  photoStatus: PhotoStatus | null;
  photoRejectReason: string | null;
}

const asStatus = (n: number): PhotoStatus => FACE_CODE[faceState(true, n)] ?? FACE_CODE.reviewing;

/** photo_status codes of the face-photo model's states (none = no photo_file_id). */
const faceOf = (code: number): FaceState => faceState(true, code);
const faceSources = (e: 'approve' | 'reject') =>
  sourcesOf(facePhoto, e)
    .map((s) => FACE_CODE[s])
    .filter((c): c is PhotoStatus => c !== null);

/** The review of a student's current photo: both null when there is no photo. */
export async function photoReviewOf(db: Db, welcomeId: string): Promise<PhotoReview> {
  const [r] = await db
    .select({
      file: welcomeStudents.photoFileId,
      s: welcomeStudents.photoStatus,
      why: welcomeStudents.photoRejectReason,
    })
    .from(welcomeStudents)
    .where(eq(welcomeStudents.id, welcomeId))
    .limit(1);
  if (!r?.file) return { photoStatus: null, photoRejectReason: null };
  const photoStatus = asStatus(r.s);
  return { photoStatus, photoRejectReason: photoStatus === FACE_CODE.rejected ? (r.why ?? '') : null };
}

/**
 * A new upload replaces the photo and starts its review over (待审核). The replaced photo is deleted
 * at once (biometric data is kept no longer than needed, PIPL): image and file row.
 */
export async function setNewPhoto(
  db: Db,
  storage: FileStorage,
  welcomeId: string,
  fileId: string,
): Promise<void> {
  const [before] = await db
    .select({ file: welcomeStudents.photoFileId, tenantId: welcomeStudents.tenantId })
    .from(welcomeStudents)
    .where(eq(welcomeStudents.id, welcomeId));
  await db
    .update(welcomeStudents)
    .set({
      photoFileId: fileId,
      photoStatus: FACE_CODE.reviewing,
      photoRejectReason: null,
      photoReviewedAt: null,
      photoPurgedAt: null,
    })
    .where(eq(welcomeStudents.id, welcomeId));
  if (!before?.file || before.file === fileId) return;
  const [old] = await db
    .delete(files)
    .where(and(eq(files.id, before.file), eq(files.tenantId, before.tenantId)))
    .returning({ storageKey: files.storageKey });
  if (old) await storage.delete(old.storageKey);
}

export type ReviewMove = { approve: true } | { approve: false; reason: string };

/**
 * Staff review of the current photo through the face-photo model (审核中 → 已通过 | 已驳回 with a reason).
 * Answers the new state, 'missing' (no such student or no photo) or the model's refusal from the current state.
 */
export async function reviewPhoto(
  db: Db,
  welcomeId: string,
  move: ReviewMove,
  now: Date,
): Promise<
  | { welcomeId: string; tenantId: string; photoStatus: PhotoStatus; photoRejectReason: string | null }
  | 'missing'
  | { refused: string }
> {
  const where = and(eq(welcomeStudents.id, welcomeId), isNotNull(welcomeStudents.photoFileId));
  const read = () =>
    db.select({ s: welcomeStudents.photoStatus }).from(welcomeStudents).where(where).limit(1);
  const [exists] = await read();
  if (!exists) return 'missing';
  const event = move.approve ? 'approve' : 'reject';
  const [row] = await db
    .update(welcomeStudents)
    .set(
      move.approve
        ? { photoStatus: FACE_CODE.approved, photoRejectReason: null, photoReviewedAt: now }
        : { photoStatus: FACE_CODE.rejected, photoRejectReason: move.reason, photoReviewedAt: now },
    )
    .where(and(where, inArray(welcomeStudents.photoStatus, faceSources(event))))
    .returning({
      welcomeId: welcomeStudents.id,
      tenantId: welcomeStudents.tenantId,
      photoStatus: welcomeStudents.photoStatus,
      photoRejectReason: welcomeStudents.photoRejectReason,
    });
  if (row) return { ...row, photoStatus: asStatus(row.photoStatus) };
  const [after] = await read();
  return { refused: refusalOf(facePhoto, faceOf(after?.s ?? exists.s), event) ?? '当前状态不能进行此操作' };
}
