import { z } from 'zod';
import { ACTIVITY_STATES } from '../src-domain/journeys/codes';
import { chinaInstant, fileAnswer } from './common';
import { staffOp } from './endpoint';
import { STAFF_BASE } from './staff';

/**
 * 活动管理 (issue 26 part 5). Every call: `POST`, staff session of 学校管理员 or 招生老师 (the
 * `activities` action), JSON body, the envelope (except the export, a file). The school comes from
 * the session. Phones are masked unless `unmask: true` is sent by a role that may see them
 * (UNMASK_ROLES of staff-work.ts) — that view is audited.
 */
/** Limits also in src-domain/journeys/activity-lifecycle.ts (contract/ imports only zod). */
const ACTIVITY_TITLE_MAX = 50;
const ACTIVITY_CAPACITY_MAX = 100_000;
const p = (rest: string) => `${STAFF_BASE}activities/${rest}`;

const id = z.string().trim().min(1, '缺少编号').max(64, '编号过长').describe('活动');
const time = (label: string) => z.iso.datetime({ offset: true, error: `${label}格式不正确` }).describe(label);
const unmask = z.boolean().default(false).describe('显示完整手机号');

export const activityState = z.enum(ACTIVITY_STATES);
export const activityAudience = z.enum(['all', 'applicants']);

const fields = {
  title: z
    .string()
    .trim()
    .min(1, '请填写活动名称')
    .max(ACTIVITY_TITLE_MAX, `活动名称最多${ACTIVITY_TITLE_MAX}字`)
    .describe('活动名称'),
  place: z.string().trim().max(100, '活动地点最多100字').default('').describe('活动地点'),
  description: z.string().trim().max(2000, '活动介绍最多2000字').default('').describe('活动介绍'),
  startAt: time('活动开始时间'),
  endAt: time('活动结束时间'),
  signStart: time('报名开始时间'),
  signEnd: time('报名截止时间'),
  capacity: z
    .number({ error: '请填写名额' })
    .int('名额须为整数')
    .min(1, '名额至少为1')
    .max(ACTIVITY_CAPACITY_MAX, `名额最多${ACTIVITY_CAPACITY_MAX}`)
    .describe('名额'),
  audience: activityAudience.default('all').describe('可报名人员'),
};

/** The editor's fields; the rules across fields (start < end, the window, capacity ≥ sign-ups) are the
 * domain's `activityDraftProblems`, checked by the server with the same wording. */
export const ActivityInput = z.object(fields);

export const StaffActivity = z.object({
  id: z.string(),
  title: z.string(),
  place: z.string(),
  description: z.string(),
  startAt: chinaInstant,
  endAt: chinaInstant,
  signStart: chinaInstant,
  signEnd: chinaInstant,
  capacity: z.number().int(),
  signed: z.number().int(),
  audience: activityAudience,
  state: activityState,
  stateText: z.string(),
  cancelledAt: chinaInstant.nullable(),
  cancelReason: z.string().nullable(),
});

export const list = staffOp(p('list'), 'activities', {
  request: z.object({}),
  response: z.array(StaffActivity),
});
export const get = staffOp(p('get'), 'activities', {
  request: z.object({ activityId: id }),
  response: StaffActivity,
});
export const create = staffOp(p('create'), 'activities', { request: ActivityInput, response: StaffActivity });
export const save = staffOp(p('save'), 'activities', {
  request: ActivityInput.extend({ activityId: id }),
  response: StaffActivity,
});
export const cancel = staffOp(p('cancel'), 'activities', {
  request: z.object({
    activityId: id,
    reason: z.string().trim().max(200, '取消原因最多200字').default('').describe('取消原因'),
  }),
  /** `notified`: how many signed-up applicants were told (one outbox row each). */
  response: z.object({ activity: StaffActivity, notified: z.number().int() }),
});

export const SignupRow = z.object({
  id: z.string(),
  name: z.string(),
  /** Masked (138****1111) unless unmasked. */
  phone: z.string(),
  remark: z.string(),
  createdAt: chinaInstant,
});
export const signups = staffOp(p('signups'), 'activities', {
  request: z.object({ activityId: id, unmask }),
  response: z.object({ activity: StaffActivity, rows: z.array(SignupRow) }),
});
/** Answers an xlsx file (not the envelope); errors answer the envelope. */
export const exportSignups = staffOp(p('signups/export'), 'activities', {
  request: z.object({ activityId: id, unmask }),
  response: fileAnswer,
});

export type StaffActivity = z.output<typeof StaffActivity>;
export type StaffActivityInput = z.input<typeof ActivityInput>;
export type StaffActivitySignup = z.output<typeof SignupRow>;
export type StaffActivitySignups = z.output<typeof signups.response>;
