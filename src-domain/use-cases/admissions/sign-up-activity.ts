import type { SignupOffer } from '../../journeys/activity-signup';
import type { ActivityInfo, EnrollmentGateway } from './enrollment-gateway';
import { type Outcome, outcomeOf } from '../outcome';

export interface SignUpInput {
  activityId: string;
  name: string;
  phone: string;
  remark: string;
}
export type SignUpErrors = { name?: string; phone?: string };

/** A mainland mobile number: 11 digits starting with 1. */
export const isMobile = (s: string) => /^1\d{10}$/.test(s.trim());

/** The checks made on blur and before sending (the server checks the same). */
export function checkSignUp(input: Pick<SignUpInput, 'name' | 'phone'>): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!input.name.trim()) errors.name = '请输入姓名';
  if (!isMobile(input.phone)) errors.phone = '请输入11位手机号';
  return errors;
}

/** Signs up once (the key is kept across retries); a logged-out applicant is sent to login first. */
export async function signUpActivity(
  deps: { gateway: EnrollmentGateway; loggedIn: boolean },
  input: SignUpInput,
  key: string,
): Promise<Outcome<{ left: number }> | { kind: 'invalid'; errors: SignUpErrors }> {
  const errors = checkSignUp(input);
  if (errors.name || errors.phone) return { kind: 'invalid', errors };
  if (!deps.loggedIn) return { kind: 'needsLogin' };
  const remark = input.remark.trim();
  return outcomeOf(() =>
    deps.gateway.signUpActivity(
      {
        activityId: input.activityId,
        name: input.name.trim(),
        phone: input.phone.trim(),
        ...(remark ? { remark } : {}),
      },
      key,
    ),
  );
}

/** The activities this applicant joined, with their offer (empty when logged out or when the call fails). */
export async function joinedActivities(deps: {
  gateway: EnrollmentGateway;
  loggedIn: boolean;
}): Promise<Map<string, SignupOffer>> {
  if (!deps.loggedIn) return new Map();
  try {
    const list = await deps.gateway.mySignups();
    return new Map(list.map((s) => [s.activityId, s.offer]));
  } catch {
    return new Map();
  }
}

/**
 * What this person may see and do with the activity now, as the server says it: the signed-in
 * person's own offer (activityOffer), or the public list's offer for someone not signed in.
 */
export function activityOfferFor(
  deps: { gateway: EnrollmentGateway; loggedIn: boolean },
  activity: ActivityInfo,
): Promise<Outcome<SignupOffer>> {
  if (!deps.loggedIn) return Promise.resolve({ kind: 'done', value: activity.offer });
  return outcomeOf(() => deps.gateway.activityOffer(activity.id));
}

/** 取消报名 while the school allows it. */
export function cancelActivitySignUp(
  deps: { gateway: EnrollmentGateway },
  activityId: string,
  key: string,
): Promise<Outcome<{ left: number }>> {
  return outcomeOf(() => deps.gateway.cancelActivity(activityId, key));
}

/** One activity (there is no detail call: it is looked up in the list, 50 a page, at most 20 pages). */
export async function findActivity(
  deps: { gateway: EnrollmentGateway },
  activityId: string,
): Promise<Outcome<ActivityInfo | null>> {
  return outcomeOf(async () => {
    for (let pageNo = 1; pageNo <= 20; pageNo++) {
      const page = await deps.gateway.activities(pageNo, 50);
      const found = page.list.find((a) => a.id === activityId);
      if (found) return found;
      if (pageNo * 50 >= page.total) break;
    }
    return null;
  });
}
