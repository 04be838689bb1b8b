import { postRoutes } from '../endpoint';
import type { z } from 'zod';
import type * as A from '../staff-activities';
import { STAFF_BASE } from './staff';

/** 活动管理 (issue 26 part 5): `Authorization: Bearer <staff session>` of 学校管理员 or 招生老师. */
export const staffActivityPaths = {
  list: `${STAFF_BASE}activities/list`,
  get: `${STAFF_BASE}activities/get`,
  create: `${STAFF_BASE}activities/create`,
  save: `${STAFF_BASE}activities/save`,
  cancel: `${STAFF_BASE}activities/cancel`,
  signups: `${STAFF_BASE}activities/signups`,
  /** Answers an xlsx file (not the envelope); errors answer the envelope. */
  exportSignups: `${STAFF_BASE}activities/signups/export`,
} as const;

export type StaffActivity = z.output<typeof A.StaffActivity>;
export type StaffActivityInput = z.input<typeof A.ActivityInput>;
export type StaffActivitySignup = z.output<typeof A.SignupRow>;
export type StaffActivitySignups = z.output<typeof A.signups.response>;

/** The client's routes (zod-free; types from ../staff-activities.ts). */
export const staffActivitiesApi = postRoutes<typeof A>()(staffActivityPaths);
