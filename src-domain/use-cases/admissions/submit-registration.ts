import type { EnrollmentGateway, AnswerMap } from './enrollment-gateway';
import { type Outcome, outcomeOf } from './outcome';

export interface SubmittedRegistration {
  registrationId: string;
  /** Fee in fen; null when editing (the fee was set at the first submit). */
  amount: number | null;
}

/**
 * Sends the registration (new, or an edit) with one idempotency key per attempt series. A
 * logged-out applicant is not sent anywhere here: the screen says 提交前需要登录 first.
 */
export async function submitRegistration(
  deps: { gateway: EnrollmentGateway; loggedIn: boolean },
  input: { planId: string; registrationId: string | null; answers: AnswerMap },
  key: string,
): Promise<Outcome<SubmittedRegistration>> {
  if (!deps.loggedIn) return { kind: 'needsLogin' };
  return outcomeOf(async () => {
    if (input.registrationId) {
      const r = await deps.gateway.updateRegistration(input.registrationId, input.answers, key);
      return { registrationId: r.registrationId, amount: null };
    }
    const r = await deps.gateway.registerStudent(input.planId, input.answers, key);
    return { registrationId: r.registrationId, amount: r.amount };
  });
}
