import { z } from 'zod';
import { LOTTERY_STATES } from '../src-domain/journeys/codes';
import { chinaInstant, fileAnswer } from './common';

/**
 * 报名后摇号 (issue 37): the verifiable draw of a lottery plan. Staff: `POST`, staff session, the
 * envelope, one audit row per call; 学校管理员 and 招生老师. The public record (no login) and the
 * parent's 确认入学 / 放弃 are in ./api/lottery.ts too.
 */
import { endpoint, staffOp } from './endpoint';
import { STAFF_BASE } from './staff';

/** 摇号 (staff: the `lottery` action), the public draw record (no login), the parent's answer to a won place. */
const p = (rest: string) => `${STAFF_BASE}lottery/${rest}`;
const APP = '/enrollment-manage-api/api/app/enrollment/';

const planId = z.string().trim().min(1, '缺少招生计划').max(64).describe('招生计划');
const registrationId = z.string().trim().min(1, '缺少报名记录').max(64).describe('报名记录');
const observer = z.string().trim().max(60, '监督人姓名最多60字').default('').describe('监督人');

export const lotteryGroup = z.object({
  id: z.string().trim().min(1).max(32),
  name: z.string().trim().min(1, '请填写优先类别名称').max(40, '优先类别名称最多40字'),
  places: z.number().int('名额须为整数').min(0, '名额不能为负数').max(100_000).optional(),
});
export type LotteryGroup = z.infer<typeof lotteryGroup>;

export const drawnEntry = z.object({
  regNo: z.string(),
  groupId: z.string(),
  key: z.string(),
  rank: z.number().int(),
  admitted: z.boolean(),
  /** 候补 position in the draw's result (1-based), null when admitted. */
  waitlist: z.number().int().nullable(),
});

/** The published record: what anyone may read and recompute (no names, only 报名编号). */
export const publicDraw = z.object({
  planId: z.string(),
  planName: z.string(),
  schoolName: z.string(),
  algorithm: z.string(),
  seedHash: z.string(),
  places: z.number().int(),
  groups: z.array(lotteryGroup),
  entries: z.array(z.object({ regNo: z.string(), groupId: z.string() })),
  committedAt: chinaInstant,
  observer: z.string(),
  /** Revealed at the draw; null before. */
  seed: z.string().nullable(),
  drawnAt: chinaInstant.nullable(),
  order: z.array(drawnEntry).nullable(),
});
export type PublicDraw = z.infer<typeof publicDraw>;

export const lotteryRow = z.object({
  registrationId: z.string(),
  regNo: z.string(),
  name: z.string(),
  groupId: z.string(),
  state: z.enum(LOTTERY_STATES),
  stateText: z.string(),
  rank: z.number().int().nullable(),
  deadline: chinaInstant.nullable(),
});

export const lotteryView = z.object({
  planId: z.string(),
  planName: z.string(),
  places: z.number().int(),
  groups: z.array(lotteryGroup),
  endAt: chinaInstant,
  /** The registration window has closed (or the plan was closed): the list may be frozen. */
  windowClosed: z.boolean(),
  confirmHours: z.number().int(),
  rows: z.array(lotteryRow),
  draw: publicDraw.extend({ committedBy: z.string(), drawnBy: z.string().nullable() }).nullable(),
  /** 摇号公示 of the plan on this server (no login): the link or QR the school hands out. */
  publicPath: z.string(),
});
export type LotteryView = z.infer<typeof lotteryView>;

export const plans = staffOp(p('plans'), 'lottery', {
  request: z.object({}),
  response: z.array(
    z.object({ planId: z.string(), name: z.string(), stage: z.enum(['open', 'committed', 'drawn']) }),
  ),
});
export const get = staffOp(p('get'), 'lottery', { request: z.object({ planId }), response: lotteryView });
/** Before the commitment: which priority group registrations are drawn in. */
export const setGroup = staffOp(p('set-group'), 'lottery', {
  request: z.object({
    planId,
    registrationIds: z.array(registrationId).min(1, '请选择报名记录').max(10_000),
    groupId: z.string().trim().min(1, '请选择优先类别').max(32),
  }),
  response: lotteryView,
});
/** Publishes the commitment: a fresh seed's SHA-256, the frozen eligible list, the algorithm. */
export const commit = staffOp(p('commit'), 'lottery', {
  request: z.object({ planId, observer }),
  response: lotteryView,
});
/** Reveals the seed and stores the result; once, never undone. */
export const draw = staffOp(p('draw'), 'lottery', {
  request: z.object({ planId, observer }),
  response: lotteryView,
});
/** The draw record as xlsx. */
export const exportDraw = staffOp(p('export'), 'lottery', {
  request: z.object({ planId }),
  response: fileAnswer,
});

/** No login: the tenant and school from the headers, the plan in the body. */
export const publicRecord = endpoint({
  method: 'POST',
  path: `${APP}lottery/record`,
  access: 'public',
  request: z.object({ planId }),
  response: publicDraw,
});
const seatAnswer = {
  request: z.object({ registrationId }),
  response: z.object({ registrationId: z.string(), state: z.enum(LOTTERY_STATES) }),
};
/** The parent's 确认入学 of a won or offered place (before its deadline). */
export const confirmSeat = endpoint({
  method: 'POST',
  path: `${APP}lottery/confirm`,
  access: 'user',
  ...seatAnswer,
});
/** The parent's 放弃: the place goes to the next on the waitlist. */
export const declineSeat = endpoint({
  method: 'POST',
  path: `${APP}lottery/decline`,
  access: 'user',
  ...seatAnswer,
});
