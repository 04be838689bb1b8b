import { checkin, checkinStatusText, type CheckinState } from '@domain/journeys/checkin-steps';
import type { CheckinProgress, StudentDetail } from '@domain/ports/checkin-gateway';
import { CHECKIN_ROUTES } from '../shared/checkin-routes';

export type StepKey = CheckinProgress['steps'][number]['key'];
export type StepState = 'done' | 'next' | 'todo';

export interface CheckinStep {
  key: StepKey;
  title: string;
  state: StepState;
  /** What the state means, in Chinese. */
  status: string;
  action: { label: string; to: string } | null;
}

type Photo = Pick<StudentDetail, 'photoUrl' | 'photoStatus'>;

/**
 * The one step list (home and procedure pages) from the server's progress: titles come from the
 * journey model, done from the stored step times; the first step not done is the next one.
 */
export function checkinSteps(progress: CheckinProgress, photo?: Photo): CheckinStep[] {
  let nextGiven = false;
  return progress.steps.map((s) => {
    const state: StepState = s.done ? 'done' : nextGiven ? 'todo' : 'next';
    if (!s.done) nextGiven = true;
    return { key: s.key, title: s.name, state, ...detailsOf(s.key, s.done, photo) };
  });
}

/**
 * The status line: 已到校 only once every step is done, otherwise the step that comes next — or, when
 * the photo is uploaded and waiting for the school, that (not "下一步：上传人脸照片" again).
 */
export function progressText(progress: CheckinProgress, photo?: Photo): string {
  const next = checkinSteps(progress, photo).find((s) => s.state === 'next');
  if (next?.key === 'photoOk' && photoDetails(false, photo).status === '审核中')
    return `${checkin.states[progress.state as CheckinState].label}，人脸照片审核中`;
  return checkinStatusText(progress.state as CheckinState);
}

const PHOTO_REJECTED = 2;

function detailsOf(key: StepKey, done: boolean, photo?: Photo): Pick<CheckinStep, 'status' | 'action'> {
  const look = (label: string, to: string) => ({ label, to });
  switch (key) {
    case 'reported':
      return { status: done ? '已登记' : '未登记', action: null };
    case 'noticeRead':
      return {
        status: done ? '已阅读' : '未阅读',
        action: look(done ? '查看' : '去阅读', CHECKIN_ROUTES.notice),
      };
    case 'confirmed':
      return {
        status: done ? '已确认' : '未确认',
        action: look(done ? '查看' : '去确认', CHECKIN_ROUTES.confirm),
      };
    case 'photoOk':
      return photoDetails(done, photo);
    case 'arrived':
      return {
        status: done ? '已到校' : '出示报到码',
        action: look('报到码', CHECKIN_ROUTES.procedure),
      };
    default:
      // A pass saved by an older version may hold other step keys.
      return { status: done ? '已完成' : '未完成', action: null };
  }
}

/** A rejected photo (review status 2) is a step to do again: 已驳回 with a retake action. */
function photoDetails(done: boolean, photo?: Photo): Pick<CheckinStep, 'status' | 'action'> {
  if (done) return { status: '审核通过', action: { label: '查看', to: CHECKIN_ROUTES.face } };
  if (!photo) return { status: '未通过', action: { label: '查看', to: CHECKIN_ROUTES.face } };
  if (!photo.photoUrl)
    return { status: '未上传', action: { label: '去拍照', to: CHECKIN_ROUTES.faceStandard } };
  if (photo.photoStatus === PHOTO_REJECTED)
    return { status: '已驳回', action: { label: '重新拍摄', to: CHECKIN_ROUTES.faceStandard } };
  return { status: '审核中', action: { label: '查看', to: CHECKIN_ROUTES.face } };
}
