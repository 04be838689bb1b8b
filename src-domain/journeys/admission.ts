import type { Journey } from './journey';

export type AdmissionState = 'waiting' | 'preAdmitted' | 'admitted' | 'notAdmitted';
export type AdmissionEvent = 'preAdmit' | 'admit' | 'decline';
export type AdmissionAction = 'viewResult';

// Brief section 4: 待录取 → 预录取 → 已录取 | 未录取 (未录取 only as a final, published decision).
export const admission: Journey<AdmissionState, AdmissionEvent, AdmissionAction> = {
  name: 'admission',
  initial: 'waiting',
  events: ['preAdmit', 'admit', 'decline'],
  states: {
    waiting: { label: '待录取', tone: 'default', actions: [] },
    preAdmitted: { label: '预录取', tone: 'primary', actions: ['viewResult'] },
    admitted: { label: '已录取', tone: 'success', actions: ['viewResult'] },
    notAdmitted: { label: '未录取', tone: 'danger', actions: ['viewResult'] },
  },
  transitions: {
    waiting: { preAdmit: 'preAdmitted', admit: 'admitted', decline: 'notAdmitted' },
    preAdmitted: { admit: 'admitted', decline: 'notAdmitted' },
    admitted: {},
    notAdmitted: {},
  },
  actionEvent: { viewResult: null },
  actionLabel: { viewResult: '查看结果' },
};

/**
 * The state shown for a wire code (1 未录取, 2 预录取, 3 已录取, anything else no decision).
 * 未录取 is shown only when the decision is final and published; before that it reads 待录取.
 */
export function admissionState(code: number | null | undefined, published: boolean): AdmissionState {
  if (code === 3) return 'admitted';
  if (code === 2) return 'preAdmitted';
  if (code === 1 && published) return 'notAdmitted';
  return 'waiting';
}
export const ADMISSION_CODE: Record<AdmissionState, number | null> = {
  waiting: null,
  preAdmitted: 2,
  admitted: 3,
  notAdmitted: 1,
};

/**
 * Whether the school's decision may be shown to the applicant now: the plan has no publication
 * time, or it has passed (录取结果将于 … 公布 until then). A held-back decision never leaves the server.
 */
export function resultPublished(publishAt: Date | null | undefined, now: Date): boolean {
  return !publishAt || publishAt.getTime() <= now.getTime();
}

/** The admission code an applicant may see now: before the publication time, no decision (1). */
export function shownAdmissionCode<C extends number>(code: C, published: boolean): C | 1 {
  return published ? code : 1;
}
