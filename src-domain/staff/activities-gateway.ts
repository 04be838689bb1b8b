import type { ActivityAudience, ActivityState } from '../journeys/activity-lifecycle';
import type { DownloadedFile } from './types';

/** An activity as 活动管理 shows it (times as ISO 8601 with +08:00). */
export interface StaffActivity {
  id: string;
  title: string;
  place: string;
  description: string;
  startAt: string;
  endAt: string;
  signStart: string;
  signEnd: string;
  capacity: number;
  signed: number;
  audience: ActivityAudience;
  state: ActivityState;
  stateText: string;
  cancelledAt: string | null;
  cancelReason: string | null;
}

/** What the editor sends. */
export interface ActivityInput {
  title: string;
  place: string;
  description: string;
  startAt: string;
  endAt: string;
  signStart: string;
  signEnd: string;
  capacity: number;
  audience: ActivityAudience;
}

export interface ActivitySignup {
  id: string;
  name: string;
  /** Masked unless asked unmasked by a role that may. */
  phone: string;
  remark: string;
  createdAt: string;
}

/** 活动管理's calls (contract/staff-activities.ts), over the staff session. */
export const ActivitiesGateway = Symbol.for('ActivitiesGateway');
export interface ActivitiesGateway {
  list(): Promise<StaffActivity[]>;
  get(activityId: string): Promise<StaffActivity>;
  create(input: ActivityInput): Promise<StaffActivity>;
  save(activityId: string, input: ActivityInput): Promise<StaffActivity>;
  cancel(activityId: string, reason: string): Promise<{ activity: StaffActivity; notified: number }>;
  signups(activityId: string, unmask: boolean): Promise<{ activity: StaffActivity; rows: ActivitySignup[] }>;
  exportSignups(activityId: string, unmask: boolean): Promise<DownloadedFile>;
}
