import type { Journey } from './journey';

export type FaceState = 'none' | 'reviewing' | 'approved' | 'rejected';
export type FaceEvent = 'upload' | 'approve' | 'reject';
export type FaceAction = 'upload' | 'reupload';

// none → 审核中 → 已通过 | 已驳回 (reason) → re-upload.
export const facePhoto: Journey<FaceState, FaceEvent, FaceAction> = {
  name: 'face',
  initial: 'none',
  events: ['upload', 'approve', 'reject'],
  states: {
    none: { label: '未上传', tone: 'default', actions: ['upload'] },
    reviewing: { label: '审核中', tone: 'warning', actions: [] },
    approved: { label: '已通过', tone: 'success', actions: [] },
    rejected: { label: '已驳回', tone: 'danger', actions: ['reupload'] },
  },
  transitions: {
    none: { upload: 'reviewing' },
    reviewing: { approve: 'approved', reject: 'rejected' },
    approved: {},
    rejected: { upload: 'reviewing' },
  },
  actionEvent: { upload: 'upload', reupload: 'upload' },
  actionLabel: { upload: '上传照片', reupload: '重新上传' },
};
