import { z } from 'zod';
import { staffOp } from './endpoint';
import { getPublicConfig } from './payment';
import { STAFF_BASE } from './staff';

/**
 * Check-in day desk (issue 16): staff session with role 报到老师 (checkin) or 学校管理员 (admin). Each
 * operation is declared once here (issue 33): the desk calls take the action `desk`, the arrivals
 * board `board`, and the desk's steps are set by 学校管理员 (`checkinSettings`).
 */
const p = (rest: string) => `${STAFF_BASE}desk/${rest}`;
/** GET, text/event-stream: `event: board` with the Board JSON on every change (and every 15 s); the roles of `board`. */
export const BOARD_EVENTS_PATH = p('board/events');

const nonce = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '扫码标识格式不正确')
  .describe('扫码标识');
const stepKey = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,31}$/, '环节标识格式不正确')
  .describe('环节');
const welcomeId = z.string().trim().min(1).max(64).describe('学生');
const passToken = z
  .string()
  .trim()
  .min(1)
  .max(600)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, '报到码格式不正确')
  .describe('报到码');

export const DeskStep = z.object({
  key: stepKey,
  name: z.string().trim().min(1).max(16).describe('环节名称'),
  /** Who may mark it (src-domain/checkin-desk/step-roles.ts); absent = 学校管理员 and 报到老师. */
  roles: z
    .array(z.enum(['admin', 'checkin']))
    .min(1, '每个环节至少选择一个可办理的角色')
    .max(2)
    .refine((r) => new Set(r).size === r.length, '可办理角色不能重复')
    .optional()
    .describe('可办理角色'),
});

export const steps = staffOp(p('steps'), 'desk', { request: z.object({}), response: z.array(DeskStep) });
export const setSteps = staffOp(p('steps/set'), 'checkinSettings', {
  request: z.object({
    steps: z
      .array(DeskStep)
      .min(1)
      .max(12)
      .refine((s) => s.some((x) => x.key === 'arrive'), '须包含报到环节（arrive）')
      .refine((s) => new Set(s.map((x) => x.key)).size === s.length, '环节标识不能重复'),
  }),
  response: z.array(DeskStep),
});

export const StepState = z.object({
  key: z.string(),
  name: z.string(),
  done: z.boolean(),
  by: z.string().nullable(),
  at: z.string().nullable(),
});

export const DeskStudent = z.object({
  welcomeId: z.string(),
  name: z.string(),
  studentNo: z.string(),
  className: z.string(),
  major: z.string(),
  idMasked: z.string(),
  /** 'onsite': 到校现场核验 — check the ID card at 报到. */
  method: z.enum(['photo', 'onsite']),
  /** A short-lived link to the face photo, for a check by eye; null when none. */
  photoUrl: z.string().nullable(),
  /** The photo of photoUrl is uploaded and not yet approved (shown marked 待审核). */
  photoPending: z.boolean(),
  steps: z.array(StepState),
});
export type DeskStudent = z.output<typeof DeskStudent>;

export const scan = staffOp(p('scan'), 'desk', { request: z.object({ passToken }), response: DeskStudent });
/** wx.config for the desk page in WeChat (wx.scanQRCode): the school from the staff session. */
export const jssdkConfig = staffOp(p('jssdk-config'), 'desk', {
  request: getPublicConfig.request,
  response: getPublicConfig.response,
});

export const search = staffOp(p('search'), 'desk', {
  request: z.object({ q: z.string().trim().min(2, '请输入至少2个字').max(32).describe('身份证号或姓名') }),
  response: z.array(DeskStudent),
});

export const mark = staffOp(p('mark'), 'desk', {
  request: z
    .object({
      nonce,
      step: stepKey,
      passToken: passToken.optional(),
      welcomeId: welcomeId.optional(),
      idCardChecked: z.boolean().default(false).describe('已核验身份证'),
      deviceId: z.string().trim().max(64).optional(),
    })
    .refine((m) => !!m.passToken !== !!m.welcomeId, '须提供报到码或学生之一'),
  response: z.object({
    /** marked: done now; duplicate: this scan was already recorded; already: another scan did it first. */
    result: z.enum(['marked', 'duplicate', 'already']),
    message: z.string(),
    by: z.string(),
    at: z.string(),
    student: DeskStudent,
  }),
});

/** 撤销 a step's mark (撤销报到): the order rule of src-domain/journeys/desk-steps.ts. */
export const undo = staffOp(p('undo'), 'desk', {
  request: z.object({ welcomeId, step: stepKey }),
  response: z.object({ message: z.string(), student: DeskStudent }),
});

export const OfflineMark = z.object({
  nonce,
  welcomeId,
  step: stepKey,
  at: z.number().int().nonnegative().describe('办理时间'),
  idCardChecked: z.boolean().default(false),
});

export const sync = staffOp(p('sync'), 'desk', {
  request: z.object({
    deviceId: z.string().trim().min(1).max(64).describe('设备'),
    marks: z.array(OfflineMark).max(500, '一次最多同步500条'),
  }),
  response: z.object({
    results: z.array(
      z.union([
        /** by: who the server stores as having done it. */
        z.object({ nonce: z.string(), result: z.enum(['marked', 'duplicate']), by: z.string().optional() }),
        z.object({ nonce: z.string(), result: z.literal('conflict'), by: z.string(), at: z.number() }),
        z.object({ nonce: z.string(), result: z.literal('rejected'), reason: z.string() }),
      ]),
    ),
  }),
});

export const publicKey = staffOp(p('public-key'), 'desk', {
  request: z.object({}),
  response: z.object({ kid: z.string(), key: z.string(), alg: z.literal('Ed25519') }),
});

export const dayList = staffOp(p('day-list'), 'desk', {
  request: z.object({}),
  response: z.object({ payload: z.string(), kid: z.string(), sig: z.string() }),
});

const Count = z.object({ key: z.string(), name: z.string(), total: z.number(), arrived: z.number() });
export const Board = z.object({
  at: z.string(),
  total: z.number(),
  arrived: z.number(),
  byPlan: z.array(Count),
  byMajor: z.array(Count),
  byClass: z.array(Count),
  bySteps: z.array(z.object({ key: z.string(), name: z.string(), done: z.number() })),
  notArrived: z.array(
    z.object({
      welcomeId: z.string(),
      name: z.string(),
      className: z.string(),
      major: z.string(),
      phone: z.string(),
      emergencyContact: z.string(),
      emergencyPhone: z.string(),
    }),
  ),
});
export type Board = z.infer<typeof Board>;
export const board = staffOp(p('board'), 'board', { request: z.object({}), response: Board });
