import type { StudentDetail } from '../shared/checkin-api';
import { CHECKIN_ROUTES } from '../shared/checkin-routes';

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
export function checkinSteps(
  d: Pick<StudentDetail, 'confirmedAt' | 'photoUrl' | 'arrivedAt' | 'photoStatus'>,
  noticeRead: boolean,
): CheckinStep[] {
  const rows: [Omit<CheckinStep, 'state'>, boolean][] = [
    [
      {
        key: 'notice',
        title: '阅读新生须知',
        status: noticeRead ? '已阅读' : '未阅读',
        action: { label: noticeRead ? '查看' : '去阅读', to: CHECKIN_ROUTES.notice },
      },
      noticeRead,
    ],
    [
      {
        key: 'confirm',
        title: '确认个人信息',
        status: d.confirmedAt ? '已确认' : '未确认',
        action: { label: d.confirmedAt ? '查看' : '去确认', to: CHECKIN_ROUTES.confirm },
      },
      !!d.confirmedAt,
    ],
    [photoStep(d), !!d.photoUrl && d.photoStatus !== PHOTO_REJECTED],
    [
      {
        key: 'arrive',
        title: '到校现场报到',
        status: d.arrivedAt ? '已报到' : '出示报到码',
        action: { label: '报到码', to: CHECKIN_ROUTES.procedure },
      },
      !!d.arrivedAt,
    ],
  ];
  let nextGiven = false;
  return rows.map(([step, done]) => {
    const state: StepState = done ? 'done' : nextGiven ? 'todo' : 'next';
    if (!done) nextGiven = true;
    return { ...step, state };
  });
}

const PHOTO_REJECTED = 2;

/** A rejected photo (review status 2) is a step to do again: 已驳回 with a retake action. */
function photoStep(d: Pick<StudentDetail, 'photoUrl' | 'photoStatus'>): Omit<CheckinStep, 'state'> {
  const base = { key: 'photo', title: '上传人脸照片' } as const;
  if (!d.photoUrl)
    return { ...base, status: '未上传', action: { label: '去拍照', to: CHECKIN_ROUTES.faceStandard } };
  if (d.photoStatus === PHOTO_REJECTED)
    return { ...base, status: '已驳回', action: { label: '重新拍摄', to: CHECKIN_ROUTES.faceStandard } };
  return {
    ...base,
    status: d.photoStatus === 1 ? '审核通过' : '已上传',
    action: { label: '查看', to: CHECKIN_ROUTES.face },
  };
}
