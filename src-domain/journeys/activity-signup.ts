import type { Journey } from './journey';
import type { SIGNUP_STATES } from './codes';

export type SignupState = (typeof SIGNUP_STATES)[number];
export type SignupEvent = 'signUp' | 'cancel' | 'fillUp' | 'deadline';
export type SignupAction = 'signUp' | 'cancel';

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
