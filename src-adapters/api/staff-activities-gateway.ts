import type * as C from '@contract/api/staff-activities';
import type { ActivitiesGateway, ActivityInput } from '@domain/staff/activities-gateway';
import type { StaffApiGateway } from './staff-gateway';

/** contract/api/staff-activities.ts's paths, written here so the bundle does not pull zod in. */
const P = {
  list: '/staff-api/activities/list',
  get: '/staff-api/activities/get',
  create: '/staff-api/activities/create',
  save: '/staff-api/activities/save',
  cancel: '/staff-api/activities/cancel',
  signups: '/staff-api/activities/signups',
  exportSignups: '/staff-api/activities/signups/export',
} as const satisfies typeof C.staffActivityPaths;

/** 活动管理 over the staff session and envelope of the workspace gateway. */
export class StaffActivitiesGateway implements ActivitiesGateway {
  readonly #staff: StaffApiGateway;
  constructor(staff: StaffApiGateway) {
    this.#staff = staff;
  }
  list() {
    return this.#staff.call<C.StaffActivity[]>(P.list);
  }
  get(activityId: string) {
    return this.#staff.call<C.StaffActivity>(P.get, { activityId });
  }
  create(input: ActivityInput) {
    return this.#staff.call<C.StaffActivity>(P.create, input satisfies C.StaffActivityInput);
  }
  save(activityId: string, input: ActivityInput) {
    return this.#staff.call<C.StaffActivity>(P.save, { activityId, ...input });
  }
  cancel(activityId: string, reason: string) {
    return this.#staff.call<{ activity: C.StaffActivity; notified: number }>(P.cancel, {
      activityId,
      reason,
    });
  }
  signups(activityId: string, unmask: boolean) {
    return this.#staff.call<C.StaffActivitySignups>(P.signups, { activityId, unmask });
  }
  exportSignups(activityId: string, unmask: boolean) {
    return this.#staff.download(P.exportSignups, { activityId, unmask }, `活动报名-${activityId}.xlsx`);
  }
}
