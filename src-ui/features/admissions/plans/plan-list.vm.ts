import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { enrollmentApi } from '@contract/api/enrollment';
import type { ResponseOf } from '@contract/endpoint';
import type * as E from '@contract/enrollment';
import { HttpPort } from '@domain/ports/http';
import { call } from '@ui/api/call';
import { PagedList } from '../shared/paged-list';

export type PlanSummary = ResponseOf<typeof E.findPlanList>['list'][number];

/** The school's enrolment plans, paged. */
@injectable('Transient')
export class PlanListVm {
  readonly list: PagedList<PlanSummary>;

  constructor(@inject(HttpPort) http: HttpPort) {
    this.list = new PagedList((pageNo, pageSize) =>
      call(http, enrollmentApi.findPlanList, { pageNo, pageSize }, { silent: true }),
    );
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  /** Registration is offered only while open with places left. */
  canRegister(p: PlanSummary): boolean {
    return p.state === 'open' && p.left > 0;
  }
}
