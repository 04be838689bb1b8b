import type { Journey } from './journey';
import { FACE_CODE } from './codes';

export type FaceState = keyof typeof FACE_CODE;
export type FaceEvent = 'upload' | 'approve' | 'reject';
export type FaceAction = 'upload' | 'replace' | 'reupload';

// none → 审核中 → 已通过 | 已驳回 (reason) → re-upload. A new photo may replace one under review or
// approved (it is reviewed again): the student's secondary 更换照片, never the next step.
export const facePhoto: Journey<FaceState, FaceEvent, FaceAction> = {
  name: 'face',
  initial: 'none',
  events: ['upload', 'approve', 'reject'],
  states: {
    none: { label: '未上传', tone: 'default', actions: ['upload'] },
    reviewing: { label: '审核中', tone: 'warning', actions: ['replace'] },
    approved: { label: '已通过', tone: 'success', actions: ['replace'] },
    rejected: { label: '已驳回', tone: 'danger', actions: ['reupload'] },
  },
  transitions: {
    none: { upload: 'reviewing' },
    reviewing: { approve: 'approved', reject: 'rejected', upload: 'reviewing' },
    approved: { upload: 'reviewing' },
    rejected: { upload: 'reviewing' },
  },
  actionEvent: { upload: 'upload', replace: 'upload', reupload: 'upload' },
  actionLabel: { upload: '去拍照', replace: '更换照片', reupload: '重新拍摄' },
};

/** The state of a student's face photo: none without a photo, else its review code (0 when unknown). */
export function faceState(hasPhoto: boolean, code: number | null | undefined): FaceState {
  if (!hasPhoto) return 'none';
  return code === FACE_CODE.approved ? 'approved' : code === FACE_CODE.rejected ? 'rejected' : 'reviewing';
}

/** The state of a stored photo row (photo file + review code): the one decoding of photo_status. */
export const facePhotoState = (p: { photoFileId?: string | null; photoStatus?: number | null }): FaceState =>
  faceState(!!p.photoFileId, p.photoStatus);

/** Whether a stored face photo is approved (the check-in step 照片已通过, the desk's photo match). */
export const facePhotoApproved = (p: { photoFileId?: string | null; photoStatus?: number | null }): boolean =>
  facePhotoState(p) === 'approved';
