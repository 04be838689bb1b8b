import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AdmissionsGateway, type PlanSummary } from '@domain/ports/admissions-gateway';
import { Session } from '@domain/ports/session';
import { canRegister, listPlans, registeredPlans } from '@domain/use-cases/admissions/list-plans';
import { EnrollmentGateway } from '@domain/use-cases/admissions/enrollment-gateway';
import { PagedList } from '../shared/paged-list';

export type { PlanSummary } from '@domain/ports/admissions-gateway';

/** The school's enrolment plans, paged. */
@injectable('Transient')
export class PlanListVm {
  readonly list: PagedList<PlanSummary>;
  /** Plans this applicant registered for: their card says 已报名 · 查看进度. */
  registered = new Set<string>();

  constructor(
    @inject(AdmissionsGateway) admissions: AdmissionsGateway,
    @inject(EnrollmentGateway) gateway: EnrollmentGateway,
    @inject(Session) session: Session,
  ) {
    this.list = new PagedList(listPlans(admissions));
    makeAutoObservable(this, { list: false }, { autoBind: true });
    void registeredPlans({ gateway, loggedIn: !!session.token() }).then((r) =>
      runInAction(() => (this.registered = r)),
    );
  }

  /** Registration is offered only while open with places left. */
  canRegister(p: PlanSummary): boolean {
    return canRegister(p);
  }
}
