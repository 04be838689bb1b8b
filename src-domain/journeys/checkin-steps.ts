import type { Journey } from './journey';
import { REPORT_CODE, type CHECKIN_STATES, type ReportCode } from './codes';

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
