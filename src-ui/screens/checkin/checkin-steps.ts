import type { StudentDetail } from './checkin-api';
import { CHECKIN_ROUTES } from './checkin-routes';

export type StepKey = 'notice' | 'confirm' | 'photo' | 'arrive';
export type StepState = 'done' | 'next' | 'todo';

export interface CheckinStep {
  key: StepKey;
  title: string;
  state: StepState;
  /** What the state means, in Chinese. */
  status: string;
  action: { label: string; to: string };
}

/** The check-in progress: notice read, details confirmed, photo uploaded, arrival checked by staff. */
export function checkinSteps(d: Pick<StudentDetail, 'confirmedAt' | 'photoUrl' | 'arrivedAt'>, noticeRead: boolean): CheckinStep[] {
  const rows: [Omit<CheckinStep, 'state'>, boolean][] = [
    [{ key: 'notice', title: '阅读新生须知', status: noticeRead ? '已阅读' : '未阅读', action: { label: noticeRead ? '查看' : '去阅读', to: CHECKIN_ROUTES.notice } }, noticeRead],
    [{ key: 'confirm', title: '确认个人信息', status: d.confirmedAt ? '已确认' : '未确认', action: { label: d.confirmedAt ? '查看' : '去确认', to: CHECKIN_ROUTES.confirm } }, !!d.confirmedAt],
    [{ key: 'photo', title: '上传人脸照片', status: d.photoUrl ? '已上传' : '未上传', action: { label: d.photoUrl ? '查看' : '去拍照', to: d.photoUrl ? CHECKIN_ROUTES.face : CHECKIN_ROUTES.faceStandard } }, !!d.photoUrl],
    [{ key: 'arrive', title: '到校现场报到', status: d.arrivedAt ? '已报到' : '出示报到码', action: { label: '报到码', to: CHECKIN_ROUTES.procedure } }, !!d.arrivedAt],
  ];
  let nextGiven = false;
  return rows.map(([step, done]) => {
    const state: StepState = done ? 'done' : nextGiven ? 'todo' : 'next';
    if (!done) nextGiven = true;
    return { ...step, state };
  });
}
