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
