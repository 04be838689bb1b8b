import { checkin, checkinStatusText, stepTitle, type CheckinState } from '@domain/journeys/checkin-steps';
import { facePhoto, faceState, type FaceState } from '@domain/journeys/face-photo';
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
  /** The person has done their part; the school's review is awaited (not a step to do again). */
  waiting?: boolean;
}

type Photo = Pick<StudentDetail, 'photoUrl' | 'photoStatus'>;

/**
 * The one step list (home and procedure pages) from the server's progress: titles come from the
 * journey model, done from the stored step times; the first step not done is the next one.
 */
export function checkinSteps(progress: CheckinProgress, photo?: Photo): CheckinStep[] {
  let nextGiven = false;
  const face = photoState(progress, photo);
  return progress.steps.map((s) => {
    const state: StepState = s.done ? 'done' : nextGiven ? 'todo' : 'next';
    if (!s.done) nextGiven = true;
    return { key: s.key, title: s.name, state, ...detailsOf(s.key, s.done, face) };
  });
}

/**
 * The face photo's state: the server's (progress.photo), else the loaded record's; null while
 * neither is known (a pass saved by an older version) — then no status is guessed.
 */
function photoState(progress: CheckinProgress, photo?: Photo): FaceState | null {
  if (progress.photo) return progress.photo;
  if (photo) return faceState(!!photo.photoUrl, photo.photoStatus);
  return null;
}

/**
 * The status line: 已到校 only once every step is done, otherwise the step that comes next — or, when
 * the photo is uploaded and waiting for the school, that (not "下一步：上传人脸照片" again).
 */
export function progressText(progress: CheckinProgress, photo?: Photo): string {
  // 报到设置 without a face photo: the server leaves the photo step out and counts it passed on confirming.
  if (progress.state === 'photoOk' && !progress.steps.some((s) => s.key === 'photoOk'))
    return `${checkin.states.confirmed.label}，下一步：${stepTitle('arrived')}`;
  const next = checkinSteps(progress, photo).find((s) => s.state === 'next');
  if (next?.key === 'photoOk' && next.waiting)
    return `${checkin.states[progress.state as CheckinState].label}，人脸照片审核中`;
  return checkinStatusText(progress.state as CheckinState);
}

type Details = Pick<CheckinStep, 'status' | 'action' | 'waiting'>;

function detailsOf(key: StepKey, done: boolean, photo: FaceState | null): Details {
  const look = (label: string, to: string) => ({ label, to });
  switch (key) {
    case 'reported':
      return { status: checkin.states[done ? 'reported' : 'none'].label, action: null };
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
        status: done ? checkin.states.arrived.label : '出示报到码',
        action: look('报到码', CHECKIN_ROUTES.procedure),
      };
    default:
      // A pass saved by an older version may hold other step keys.
      return { status: done ? '已完成' : '未完成', action: null };
  }
}

/**
 * The photo step from the face photo journey: 未上传 → 去拍照, 审核中 (waiting for the school: 查看),
 * 已驳回 → 重新拍摄, done → 已通过. Unknown: a neutral 查看 with no status guessed.
 */
function photoDetails(done: boolean, photo: FaceState | null): Details {
  const view = { label: '查看', to: CHECKIN_ROUTES.face };
  if (done) return { status: facePhoto.states.approved.label, action: view };
  if (photo === null) return { status: '状态获取中', action: view };
  const label = facePhoto.states[photo].label;
  if (photo === 'none')
    return {
      status: label,
      action: { label: facePhoto.actionLabel.upload, to: CHECKIN_ROUTES.faceStandard },
    };
  if (photo === 'rejected')
    return {
      status: label,
      action: { label: facePhoto.actionLabel.reupload, to: CHECKIN_ROUTES.faceStandard },
    };
  return { status: label, action: view, waiting: photo === 'reviewing' };
}
