import { type Journey, type Shown, shownOf } from './journey';
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

/** The facts the face photo's offer reads: its state and whether the student has arrived. */
export interface FaceFacts {
  state: FaceState;
  /** 已到校: the desk has matched the student, the photo is no longer changed. */
  arrived: boolean;
}

/** Why a new photo is refused now, or null (uploadPhoto answers with it). */
export function faceUploadRefusal(f: FaceFacts): string | null {
  return f.arrived ? '已完成到校报到，不能再更换照片' : null;
}

/** What the student sees of the photo and may do now (the server sends it with every progress). */
export interface FaceOffer {
  shown: Shown<FaceState>;
  actions: FaceAction[];
}

export function faceOffer(f: FaceFacts): FaceOffer {
  return {
    shown: shownOf(facePhoto, f.state),
    actions: faceUploadRefusal(f) === null ? [...facePhoto.states[f.state].actions] : [],
  };
}
