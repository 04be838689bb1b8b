import type { EnrollmentGateway, AnswerMap } from './enrollment-gateway';
import { type Outcome, outcomeOf } from '../outcome';

export const PROMISE_REQUIRED = '请先阅读并勾选“我已阅读并同意”诚信报名承诺书';

export interface SubmittedRegistration {
  registrationId: string;
  /** 报名编号: what the success screen shows and a parent reads out (never the internal id). */
  regNo: string;
  /** Fee in fen; null when editing (the fee was set at the first submit). */
  amount: number | null;
}

/**
 * Sends the registration (new, or an edit) with one idempotency key per attempt series. A
 * logged-out applicant is not sent anywhere here: the screen says 提交前需要登录 first.
 */
export async function submitRegistration(
  deps: { gateway: EnrollmentGateway; loggedIn: boolean },
  input: {
    planId: string;
    registrationId: string | null;
    answers: AnswerMap;
    /** The school's 诚信报名承诺书: required by the school, and ticked 我已阅读并同意. */
    promise?: { required: boolean; accepted: boolean };
  },
  key: string,
): Promise<Outcome<SubmittedRegistration>> {
  if (input.promise?.required && !input.promise.accepted)
    return { kind: 'refused', message: PROMISE_REQUIRED };
  if (!deps.loggedIn) return { kind: 'needsLogin' };
  return outcomeOf(async () => {
    // The acceptance is recorded first (time and text version); a new registration follows it.
    if (input.promise?.required) await deps.gateway.acceptPromise(input.planId);
    if (input.registrationId) {
      const r = await deps.gateway.updateRegistration(input.registrationId, input.answers, key);
      return { registrationId: r.registrationId, regNo: r.regNo, amount: null };
    }
    const r = await deps.gateway.registerStudent(input.planId, input.answers, key);
    return { registrationId: r.registrationId, regNo: r.regNo, amount: r.amount };
  });
}
