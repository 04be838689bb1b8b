import * as A from '@contract/plan-setup';
import type { HttpPort } from '@domain/ports/http';
import { staffCall } from './staff-call';
import type { PlanSetupGateway, PlanTermsInput } from '@domain/staff/plan-setup-gateway';

/** 招生计划 setup through the staff session and envelope of the staff gateway. */
export class PlanSetupApiGateway implements PlanSetupGateway {
  readonly #http: HttpPort;
  constructor(http: HttpPort) {
    this.#http = http;
  }
  list() {
    return staffCall(this.#http, A.list);
  }
  get(planId: string) {
    return staffCall(this.#http, A.get, { planId });
  }
  options() {
    return staffCall(this.#http, A.options);
  }
  create(t: PlanTermsInput) {
    return staffCall(this.#http, A.create, t);
  }
  save(planId: string, t: PlanTermsInput) {
    return staffCall(this.#http, A.save, { ...t, planId });
  }
  close(planId: string) {
    return staffCall(this.#http, A.close, { planId });
  }
  reopen(planId: string) {
    return staffCall(this.#http, A.reopen, { planId });
  }
  copy(planId: string) {
    return staffCall(this.#http, A.copy, { planId });
  }
}
