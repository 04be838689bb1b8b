import type * as C from '@contract/plan-setup';
import type { PlanSetupGateway, PlanTermsInput } from '@domain/staff/plan-setup-gateway';
import type { StaffApiGateway } from './staff-gateway';

/** contract/plan-setup.ts's plan paths, written here so the bundle does not pull zod in. */
const P = {
  list: '/staff-api/plans/setup-list',
  get: '/staff-api/plans/get',
  create: '/staff-api/plans/create',
  save: '/staff-api/plans/save',
  close: '/staff-api/plans/close',
  reopen: '/staff-api/plans/reopen',
  copy: '/staff-api/plans/copy',
  options: '/staff-api/plans/options',
} as const satisfies Partial<typeof C.planSetupPaths>;

/** 招生计划 setup through the staff session and envelope of the staff gateway. */
export class PlanSetupApiGateway implements PlanSetupGateway {
  readonly #staff: StaffApiGateway;
  constructor(staff: StaffApiGateway) {
    this.#staff = staff;
  }
  list() {
    return this.#staff.call<C.PlanSetupRow[]>(P.list);
  }
  get(planId: string) {
    return this.#staff.call<C.PlanSetupDetail>(P.get, { planId });
  }
  options() {
    return this.#staff.call<{ majors: { id: string; name: string }[]; forms: C.FormSummary[] }>(P.options);
  }
  create(t: PlanTermsInput) {
    return this.#staff.call<C.PlanSetupDetail>(P.create, t);
  }
  save(planId: string, t: PlanTermsInput) {
    return this.#staff.call<C.PlanSetupDetail>(P.save, { ...t, planId });
  }
  close(planId: string) {
    return this.#staff.call<C.PlanSetupDetail>(P.close, { planId });
  }
  reopen(planId: string) {
    return this.#staff.call<C.PlanSetupDetail>(P.reopen, { planId });
  }
  copy(planId: string) {
    return this.#staff.call<C.PlanSetupDetail>(P.copy, { planId });
  }
}
