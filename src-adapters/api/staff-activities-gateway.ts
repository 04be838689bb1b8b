import * as A from '@contract/staff-activities';
import type { HttpPort } from '@domain/ports/http';
import { staffCall, staffDownload } from './staff-call';
import type { ActivitiesGateway, ActivityInput } from '@domain/staff/activities-gateway';

/** 活动管理 over the staff session and envelope of the workspace gateway. */
export class StaffActivitiesGateway implements ActivitiesGateway {
  readonly #http: HttpPort;
  constructor(http: HttpPort) {
    this.#http = http;
  }
  list() {
    return staffCall(this.#http, A.list);
  }
  get(activityId: string) {
    return staffCall(this.#http, A.get, { activityId });
  }
  create(input: ActivityInput) {
    return staffCall(this.#http, A.create, input satisfies A.StaffActivityInput);
  }
  save(activityId: string, input: ActivityInput) {
    return staffCall(this.#http, A.save, { activityId, ...input });
  }
  cancel(activityId: string, reason: string) {
    return staffCall(this.#http, A.cancel, {
      activityId,
      reason,
    });
  }
  signups(activityId: string, unmask: boolean) {
    return staffCall(this.#http, A.signups, { activityId, unmask });
  }
  exportSignups(activityId: string, unmask: boolean) {
    return staffDownload(this.#http, A.exportSignups, { activityId, unmask }, `活动报名-${activityId}.xlsx`);
  }
}
