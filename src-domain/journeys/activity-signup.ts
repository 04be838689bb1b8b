import type { Journey, Shown, Tone } from './journey';
import type { SIGNUP_ACTIONS, SIGNUP_STATES } from './codes';
import { ACTIVITY_APPLICANT_LABEL, type ActivityState } from './activity-lifecycle';

export type SignupState = (typeof SIGNUP_STATES)[number];
export type SignupEvent = 'signUp' | 'cancel' | 'fillUp' | 'deadline';
export type SignupAction = (typeof SIGNUP_ACTIONS)[number];

// 未报名 → 已报名 (→ 已取消 when the school allows cancelling) / 已满 / 已截止.
export const activitySignup: Journey<SignupState, SignupEvent, SignupAction> = {
  name: 'activity',
  initial: 'open',
  events: ['signUp', 'cancel', 'fillUp', 'deadline'],
  states: {
    open: { label: '未报名', tone: 'primary', actions: ['signUp'] },
    signedUp: { label: '已报名', tone: 'success', actions: ['cancel'] },
    cancelled: { label: '已取消', tone: 'default', actions: ['signUp'] },
    full: { label: '已满', tone: 'default', actions: [] },
    closed: { label: '已截止', tone: 'default', actions: [] },
  },
  transitions: {
    open: { signUp: 'signedUp', fillUp: 'full', deadline: 'closed' },
    signedUp: { cancel: 'cancelled', deadline: 'signedUp' },
    cancelled: { signUp: 'signedUp', fillUp: 'full', deadline: 'closed' },
    full: { deadline: 'closed' },
    closed: {},
  },
  actionEvent: { signUp: 'signUp', cancel: 'cancel' },
  actionLabel: { signUp: '立即报名', cancel: '取消报名' },
};

/** Actions in a state, dropping 取消报名 when the school does not allow cancelling. */
export function signupActions(state: SignupState, cancelAllowed: boolean): SignupAction[] {
  return activitySignup.states[state].actions.filter((a) => a !== 'cancel' || cancelAllowed);
}

/** The facts of one activity and one person the sign-up offer reads (server clock and rows). */
export interface SignupFacts {
  /** The activity's lifecycle state now (activityStateAt). */
  activity: ActivityState;
  /** Places left. */
  left: number;
  /** The person has a sign-up for it. */
  joined: boolean;
  /** Only applicants with a registration at the school may sign up, and this person has none. */
  audienceRefused: boolean;
  /** The school's sign-up window has not closed (a sign-up may be cancelled until 报名截止). */
  beforeSignEnd: boolean;
}

/** Why signing up is refused now, or null (regActivity answers with it). */
export function signUpRefusal(f: SignupFacts): string | null {
  if (f.activity === 'cancelled') return '活动已取消';
  if (f.joined) return '您已报名该活动';
  if (f.activity === 'notStarted') return '活动报名尚未开始';
  if (f.activity === 'ended') return '活动报名已结束';
  if (f.activity === 'full' || f.left <= 0) return '活动名额已满';
  if (f.audienceRefused) return '该活动仅限已报名招生计划的考生参加';
  return null;
}

/** Why cancelling the person's sign-up is refused now, or null (cancelActivity answers with it). */
export function cancelSignUpRefusal(f: SignupFacts): string | null {
  if (f.activity === 'cancelled') return '活动已取消';
  if (!f.joined) return '您未报名该活动';
  if (!f.beforeSignEnd) return '活动报名已截止，不能取消报名';
  return null;
}

/** What a person reads of an activity now: 已报名 when joined, else the activity's state for applicants. */
export type SignupShownState = ActivityState | 'signedUp';
const ACTIVITY_TONE: Readonly<Record<ActivityState, Tone>> = {
  notStarted: 'default',
  open: 'success',
  full: 'danger',
  ended: 'default',
  cancelled: 'default',
};

export interface SignupOffer {
  shown: Shown<SignupShownState>;
  actions: SignupAction[];
  /** Why 立即报名 is not offered (the notice the sign-up page shows), or null. */
  refusal: string | null;
}

/** The person's offer for one activity (the server sends it with every activity it shows). */
export function signupOffer(f: SignupFacts): SignupOffer {
  const actions: SignupAction[] = [];
  const refusal = signUpRefusal(f);
  if (refusal === null) actions.push('signUp');
  if (cancelSignUpRefusal(f) === null) actions.push('cancel');
  let shown: Shown<SignupShownState>;
  if (f.joined && f.activity !== 'cancelled') {
    const s = activitySignup.states.signedUp;
    shown = { state: 'signedUp', label: s.label, tone: s.tone };
  } else {
    const state: ActivityState = f.activity === 'open' && f.left <= 0 ? 'full' : f.activity;
    shown = { state, label: ACTIVITY_APPLICANT_LABEL[state], tone: ACTIVITY_TONE[state] };
  }
  return { shown, actions, refusal: f.joined ? null : refusal };
}
