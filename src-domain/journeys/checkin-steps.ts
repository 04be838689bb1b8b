import type { Journey, Tone } from './journey';
import {
  REPORT_CODE,
  type CHECKIN_STATES,
  type CHECKIN_STEP_KEYS,
  type ReportCode,
  type STEP_GO,
  type STEP_PHASES,
} from './codes';
import { facePhoto, type FaceOffer } from './face-photo';

export type CheckinState = (typeof CHECKIN_STATES)[number];
export type CheckinEvent = 'report' | 'readNotice' | 'confirm' | 'photoApproved' | 'verifyOnSite' | 'arrive';
export type CheckinAction = 'report' | 'readNotice' | 'confirm' | 'uploadPhoto' | 'showPass';

// Brief section 4: 已登记 → 已读须知 → 已确认信息 → 照片已通过 (or 现场核验) → 已到校 (at the desk).
export const checkin: Journey<CheckinState, CheckinEvent, CheckinAction> = {
  name: 'checkin',
  initial: 'none',
  events: ['report', 'readNotice', 'confirm', 'photoApproved', 'verifyOnSite', 'arrive'],
  states: {
    none: { label: '未登记', tone: 'default', actions: ['report'] },
    reported: { label: '已登记', tone: 'primary', actions: ['readNotice'] },
    noticeRead: { label: '已读须知', tone: 'primary', actions: ['confirm'] },
    confirmed: { label: '已确认信息', tone: 'primary', actions: ['uploadPhoto'] },
    photoOk: { label: '照片已通过', tone: 'primary', actions: ['showPass'] },
    arrived: { label: '已到校', tone: 'success', actions: [] },
  },
  transitions: {
    none: { report: 'reported' },
    reported: { readNotice: 'noticeRead' },
    noticeRead: { confirm: 'confirmed' },
    confirmed: { photoApproved: 'photoOk', verifyOnSite: 'photoOk' },
    photoOk: { arrive: 'arrived' },
    arrived: {},
  },
  actionEvent: {
    report: 'report',
    readNotice: 'readNotice',
    confirm: 'confirm',
    uploadPhoto: 'photoApproved',
    showPass: 'arrive',
  },
  actionLabel: {
    report: '在线报到',
    readNotice: '阅读报到须知',
    confirm: '确认个人信息',
    uploadPhoto: '上传人脸照片',
    showPass: '到校现场报到',
  },
};

/** The one ordered step list (home page, procedure page and server all use it). */
export const CHECKIN_STEPS: readonly { state: CheckinState; label: string }[] = (
  ['reported', 'noticeRead', 'confirmed', 'photoOk', 'arrived'] as const
).map((state) => ({ state, label: checkin.states[state].label }));

/** Steps done (0…5) for a state; 已到校 only when the last step is done. */
export function stepsDone(state: CheckinState): number {
  return state === 'none' ? 0 : CHECKIN_STEPS.findIndex((s) => s.state === state) + 1;
}
export const hasArrived = (state: CheckinState) => state === 'arrived';

/** Each step's title: the action that reaches it from the step before (在线报到 … 到校现场报到). */
export function stepTitle(state: CheckinState): string {
  const i = CHECKIN_STEPS.findIndex((s) => s.state === state);
  const from: CheckinState = i <= 0 ? 'none' : CHECKIN_STEPS[i - 1]!.state;
  const action = checkin.states[from].actions[0];
  return action ? checkin.actionLabel[action] : '';
}

/** The event that completes each step (photoOk also by 现场核验). */
const STEP_EVENT: Record<Exclude<CheckinState, 'none'>, CheckinEvent> = {
  reported: 'report',
  noticeRead: 'readNotice',
  confirmed: 'confirm',
  photoOk: 'photoApproved',
  arrived: 'arrive',
};

/**
 * The state reached by walking the steps in order through `next`: a step done out of order (e.g.
 * staff scanned the pass before the details were confirmed) does not count until those before it are.
 */
export function checkinStateOf(done: (s: Exclude<CheckinState, 'none'>) => boolean): CheckinState {
  let state: CheckinState = 'none';
  for (const { state: step } of CHECKIN_STEPS) {
    if (step === 'none' || !done(step)) break;
    const to: CheckinState | undefined = checkin.transitions[state][STEP_EVENT[step]];
    if (to === undefined) break;
    state = to;
  }
  return state;
}

/** What the status line says: 已到校 only when every step is done, else the step that is next. */
export function checkinStatusText(state: CheckinState): string {
  if (hasArrived(state)) return checkin.states.arrived.label;
  const nextStep = CHECKIN_STEPS[stepsDone(state)];
  return `${checkin.states[state].label}，下一步：${nextStep ? stepTitle(nextStep.state) : ''}`;
}

/** The report code on the wire (welcome reportStatus): 未报到, steps under way, 已到校. */
export function reportCode(state: CheckinState): ReportCode {
  if (hasArrived(state)) return REPORT_CODE.arrived;
  return state === 'none' ? REPORT_CODE.none : REPORT_CODE.underway;
}

export type CheckinStepKey = (typeof CHECKIN_STEP_KEYS)[number];
export type StepPhase = (typeof STEP_PHASES)[number];
/** Said for a step or status the server has not (yet) told: never a guessed status. */
export const STEP_UNKNOWN_LABEL = '状态获取中';
export type StepGo = (typeof STEP_GO)[number];

/** One step as the student reads it now: its phase, what its state means, and where its button leads. */
export interface StepShown {
  key: CheckinStepKey;
  title: string;
  phase: StepPhase;
  status: string;
  tone: Tone;
  go: { to: StepGo; label: string } | null;
  /** The student has done their part; the school's review is awaited (not a step to do again). */
  waiting: boolean;
}

/** The home's (and 报到流程's) whole reading of the progress: steps, status line, main button. */
export interface CheckinShown {
  steps: StepShown[];
  statusText: string;
  /** The main button: the next step (or its awaited state); null once every step is done. */
  main: { label: string; go: StepGo | null; waiting: boolean } | null;
}

/** The facts the check-in reading needs (the server's stored progress and the face photo's offer). */
export interface CheckinFacts {
  state: CheckinState;
  /** The steps the school's settings keep, in order, with whether each is done. */
  steps: readonly { key: CheckinStepKey; done: boolean }[];
  face: FaceOffer;
  /**
   * The photo step is passed by 到校现场核验 (chosen by the student, or verified at the desk) rather
   * than an approved photo: it reads 到校现场核验, never 已通过 or 上传人脸照片 (issue 34 item 18).
   */
  onsite?: boolean;
}

/** The photo step's words once the student chose 到校现场核验 instead of a photo. */
export const ONSITE_STEP_LABEL = '到校现场核验';
/** The status line then: the desk checks the ID card at 到校现场报到. */
export const ONSITE_STATUS_TEXT = `已选择${ONSITE_STEP_LABEL}，下一步：${stepTitle('arrived')}`;

type StepDetails = Pick<StepShown, 'status' | 'tone' | 'go' | 'waiting'>;

const step = (status: string, tone: Tone, go: StepShown['go'], waiting = false): StepDetails => ({
  status,
  tone,
  go,
  waiting,
});

/**
 * The photo step from the face photo's offer: 未上传 → 去拍照, 已驳回 → 重新拍摄, 审核中 (waiting for the
 * school: 查看), done → 已通过 (an approved photo or 现场核验).
 */
function photoStep(done: boolean, face: FaceOffer, onsite: boolean): StepDetails {
  const view = { to: 'face' as const, label: '查看' };
  if (done && onsite) return step(ONSITE_STEP_LABEL, 'success', view);
  if (done) return step(facePhoto.states.approved.label, 'success', view);
  const { state, label, tone } = face.shown;
  const retake = face.actions.find((a) => a === 'upload' || a === 'reupload');
  const go = retake ? { to: 'faceStandard' as const, label: facePhoto.actionLabel[retake] } : view;
  return step(label, tone, go, state === 'reviewing' || state === 'approved');
}

function stepDetails(key: CheckinStepKey, done: boolean, face: FaceOffer, onsite: boolean): StepDetails {
  const ok: Tone = 'success';
  switch (key) {
    case 'reported':
      return step(checkin.states[done ? 'reported' : 'none'].label, done ? ok : 'default', null);
    case 'noticeRead':
      return step(done ? '已阅读' : '未阅读', done ? ok : 'default', {
        to: 'notice',
        label: done ? '查看' : '去阅读',
      });
    case 'confirmed':
      return step(done ? '已确认' : '未确认', done ? ok : 'default', {
        to: 'confirm',
        label: done ? '查看' : '去确认',
      });
    case 'photoOk':
      return photoStep(done, face, onsite);
    case 'arrived':
      return step(done ? checkin.states.arrived.label : '出示报到码', done ? ok : 'default', {
        to: 'procedure',
        label: '报到码',
      });
  }
}

/**
 * What the student reads of the check-in now (issue 23 item 2): the server computes it with every
 * progress; home and 报到流程 render exactly it. The first step not done is the next one; a photo
 * uploaded and waiting for the school says so (never 下一步：上传人脸照片 again).
 */
export function checkinShown(f: CheckinFacts): CheckinShown {
  let nextGiven = false;
  const steps = f.steps.map((s): StepShown => {
    const phase: StepPhase = s.done ? 'done' : nextGiven ? 'todo' : 'next';
    if (!s.done) nextGiven = true;
    const details = stepDetails(s.key, s.done, f.face, !!f.onsite);
    return { key: s.key, title: stepTitle(s.key), phase, ...details };
  });
  const next = steps.find((s) => s.phase === 'next');
  let statusText: string;
  if (f.state === 'photoOk' && !f.steps.some((s) => s.key === 'photoOk'))
    // 报到设置 without a face photo: the photo step is left out and passed on confirming.
    statusText = `${checkin.states.confirmed.label}，下一步：${stepTitle('arrived')}`;
  else if (f.onsite && f.state === 'photoOk') statusText = ONSITE_STATUS_TEXT;
  else if (next?.key === 'photoOk' && next.waiting)
    statusText = `${checkin.states[f.state].label}，人脸照片${next.status}`;
  else statusText = checkinStatusText(f.state);
  const main = next
    ? next.waiting
      ? { label: `${next.title}：${next.status}`, go: next.go?.to ?? null, waiting: true }
      : { label: `下一步：${next.title}`, go: next.go?.to ?? null, waiting: false }
    : null;
  return { steps, statusText, main };
}
