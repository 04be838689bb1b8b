import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { StaffGateway } from '@domain/staff/gateway';
import type { PlanSummary } from '@domain/staff/types';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';

/** INTEGRATING.md's worked example (file 3 of 3): 计划概览's view model over an existing port. */
@injectable('Transient')
export class PlanCountsVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  rows: PlanSummary[] = [];
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): Promise<void> {
    return runLoad(
      this,
      () => this.#gw.plans(),
      (rows) => (this.rows = rows),
    );
  }
}
