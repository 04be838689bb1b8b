import type { EnrollmentGateway } from './enrollment-gateway';
import type { AdmissionsGateway, Page, PlanSummary } from '../../ports/admissions-gateway';

/** One page of the school's enrolment plans. */
export function listPlans(
  admissions: AdmissionsGateway,
): (pageNo: number, pageSize: number) => Promise<Page<PlanSummary>> {
  return (pageNo, pageSize) => admissions.planPage(pageNo, pageSize);
}

/** Registration is offered only while the plan is open with places left. */
export function canRegister(p: Pick<PlanSummary, 'state' | 'left'>): boolean {
  return p.state === 'open' && p.left > 0;
}

/** The plans this applicant already registered for (empty when logged out or when the call fails). */
export async function registeredPlans(deps: {
  gateway: EnrollmentGateway;
  loggedIn: boolean;
}): Promise<Set<string>> {
  if (!deps.loggedIn) return new Set();
  try {
    return new Set(await deps.gateway.myRegisteredPlans());
  } catch {
    return new Set();
  }
}
