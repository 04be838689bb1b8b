import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AdmissionsGateway, type PlanSummary } from '@domain/ports/admissions-gateway';
import { canRegister, listPlans } from '@domain/use-cases/admissions/list-plans';
import { PagedList } from '../shared/paged-list';

export type { PlanSummary } from '@domain/ports/admissions-gateway';

/** The school's enrolment plans, paged. */
@injectable('Transient')
export class PlanListVm {
  readonly list: PagedList<PlanSummary>;

  constructor(@inject(AdmissionsGateway) admissions: AdmissionsGateway) {
    this.list = new PagedList(listPlans(admissions));
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  /** Registration is offered only while open with places left. */
  canRegister(p: PlanSummary): boolean {
    return canRegister(p);
  }
}
