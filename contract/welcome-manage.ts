import { z } from 'zod';
import {
  CHECKIN_STATES,
  CHECKIN_STEP_KEYS,
  codeList,
  FACE_ACTIONS,
  FACE_CODE,
  FACE_STATES,
  STEP_GO,
  STEP_PHASES,
  TONES,
} from '../src-domain/journeys/codes';
import { empty, mobilePhone, personName, recordId, text, chinaInstant } from './common';
import { endpoint } from './endpoint';

const BASE = '/welcome-manage-api/api/mobile/welcome/';

/** The fields a student may edit (getSetting.editableFields names a subset). */
export const EDITABLE_FIELDS = [
  'phone',
  'nation',
  'party',
  'hkType',
  'dayGoType',
  'stuType',
  'regionCode',
  'address',
  'emergencyContact',
  'emergencyPhone',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
/** The fields coded by the national standard lists (民族、政治面貌、户口性质): a school may not collect them. */
export const GB_LIST_FIELDS = ['nation', 'party', 'hkType'] as const;

const detailFields = {
  phone: z.string(),
  nation: z.string(),
  party: z.string(),
  hkType: z.string(),
  dayGoType: z.string(),
  stuType: z.string(),
  regionCode: z.string(),
  address: z.string(),
  emergencyContact: z.string(),
  emergencyPhone: z.string(),
};

/** Optional welcomeId: when given it must be the caller's own (else 403). */
const own = z.object({ welcomeId: recordId('welcomeId').optional() });

/** Face photo review codes (src-domain/journeys/codes.ts FACE_CODE). */
export const photoStatus = z.literal(codeList(FACE_CODE));

/** The check-in steps in order (src-domain/journeys/codes.ts): 已登记 … 已到校. */
export { CHECKIN_STEP_KEYS };
export const checkinStep = z.object({
  key: z.enum(CHECKIN_STEP_KEYS),
  name: z.string(),
  done: z.boolean(),
  doneAt: chinaInstant.nullable(),
});
export type CheckinStepRow = z.infer<typeof checkinStep>;
const tone = z.enum(TONES);
/**
 * What the student sees of the face photo and may do now, computed by the server
 * (src-domain/journeys/face-photo faceOffer); the face page renders exactly this (issue 23).
 */
export const faceOffer = z.object({
  shown: z.object({ state: z.enum(FACE_STATES), label: z.string(), tone }),
  actions: z.array(z.enum(FACE_ACTIONS)),
});
/**
 * The check-in as the student reads it now (src-domain/journeys/checkin-steps checkinShown): each
 * step's phase, status and button, the status line and the main button; home and 报到流程 render it.
 */
export const checkinShown = z.object({
  steps: z.array(
    z.object({
      key: z.enum(CHECKIN_STEP_KEYS),
      title: z.string(),
      phase: z.enum(STEP_PHASES),
      status: z.string(),
      tone,
      go: z.object({ to: z.enum(STEP_GO), label: z.string() }).nullable(),
      waiting: z.boolean(),
    }),
  ),
  statusText: z.string(),
  main: z.object({ label: z.string(), go: z.enum(STEP_GO).nullable(), waiting: z.boolean() }).nullable(),
});
/** The progress as the server stores it: the state reached in order, and every step with its time. */
export const checkinProgress = z.object({
  state: z.enum(CHECKIN_STATES),
  steps: z.array(checkinStep),
  /** The face photo journey's state now (src-domain/journeys/face-photo.ts); absent in older saved passes. */
  photo: z.enum(FACE_STATES).optional(),
  /** What the student sees and may do with the face photo now. */
  face: faceOffer,
  /** What home and 报到流程 show now. */
  shown: checkinShown,
});
export type CheckinProgress = z.infer<typeof checkinProgress>;

export const studentDetail = z.object({
  welcomeId: z.string(),
  name: z.string(),
  /** Masked: first 6 and last 4 characters. */
  idNumber: z.string(),
  sex: z.enum(['0', '1']),
  sexText: z.string(),
  birthday: z.string(),
  age: z.number().int(),
  studentNo: z.string(),
  ticketNo: z.string(),
  schoolName: z.string(),
  majorId: z.string(),
  majorName: z.string(),
  className: z.string(),
  dormitory: z.string(),
  ...detailFields,
  photoUrl: z.string().nullable(),
  /** Review of the current photo: 0 待审核, 1 审核通过, 2 已驳回; null when there is no photo. */
  photoStatus: photoStatus.nullable(),
  /** Why the photo was rejected (only with photoStatus 2). */
  photoRejectReason: z.string().nullable(),
  reportedAt: chinaInstant.nullable(),
  noticeReadAt: chinaInstant.nullable(),
  confirmedAt: chinaInstant.nullable(),
  arrivedAt: chinaInstant.nullable(),
  /** The same on every device: notice read, step times (issue 12 item 2). */
  progress: checkinProgress,
  /** Optimistic concurrency: send it back with updateInfo. */
  version: z.number().int(),
  /** 放弃入学 as the school marked it (issue 27); absent from an older server = coming. */
  withdrawn: z.object({ reason: z.string() }).nullable().optional(),
});
export type StudentDetail = z.infer<typeof studentDetail>;

export const getDetail = endpoint({
  method: 'POST',
  path: `${BASE}student/manage/getDetail`,
  access: 'student',
  request: own,
  response: studentDetail,
});

/** 我已阅读: the notice counts as read on every device from now on (idempotent, keeps the first time). */
export const readNotice = endpoint({
  method: 'POST',
  path: `${BASE}student/manage/readNotice`,
  access: 'student',
  request: own,
  response: z.object({ noticeReadAt: chinaInstant, progress: checkinProgress }),
});

/** Updates the editable fields (per getSetting) and optionally confirms the details. */
export const updateInfo = endpoint({
  method: 'POST',
  path: `${BASE}student/manage/updateInfo`,
  access: 'student',
  request: own.extend({
    phone: mobilePhone().optional(),
    nation: z
      .string()
      .regex(/^\d{2}$/)
      .optional()
      .describe('民族'),
    party: z
      .string()
      .regex(/^\d{2}$/)
      .optional()
      .describe('政治面貌'),
    hkType: z
      .string()
      .regex(/^\d{1,2}$/)
      .optional()
      .describe('户口性质'),
    dayGoType: z
      .string()
      .regex(/^\d{1,2}$/)
      .optional()
      .describe('就读方式'),
    stuType: z
      .string()
      .regex(/^\d{1,2}$/)
      .optional()
      .describe('学生类别'),
    regionCode: z
      .string()
      .regex(/^\d{6}$/)
      .optional()
      .describe('户籍所在地'),
    address: text('家庭住址', 120).optional(),
    emergencyContact: personName('紧急联系人').optional(),
    emergencyPhone: mobilePhone('紧急联系电话').optional(),
    confirm: z.boolean().optional().describe('确认信息'),
    version: z.number().int().min(0).optional().describe('版本'),
  }),
  response: z.object({ version: z.number().int(), confirmedAt: chinaInstant.nullable() }),
});

export const photoRules = z.object({
  maxBytes: z.number().int(),
  minWidth: z.number().int(),
  minHeight: z.number().int(),
  maxWidth: z.number().int(),
  maxHeight: z.number().int(),
  types: z.array(z.string()),
});

export const checkinSetting = z.object({
  editableFields: z.array(z.enum(EDITABLE_FIELDS)),
  /** GB-list fields the school does not collect: not shown, not asked (报到设置). */
  hiddenFields: z.array(z.enum(GB_LIST_FIELDS)),
  allowEditAfterConfirm: z.boolean(),
  requirePhoto: z.boolean(),
  reportStart: z.string(),
  reportEnd: z.string(),
  photo: photoRules,
});
export type CheckinSetting = z.infer<typeof checkinSetting>;

export const getSetting = endpoint({
  method: 'GET',
  path: `${BASE}config/getSetting`,
  access: 'student',
  request: empty,
  response: checkinSetting,
});

/** The check-in steps and a signed, expiring pass token for the procedure QR (brief section 4). */
export const queryVerifyProcess = endpoint({
  method: 'POST',
  path: `${BASE}config/queryVerifyProcess`,
  access: 'student',
  request: own,
  response: z.object({
    steps: z.array(checkinStep),
    state: checkinProgress.shape.state,
    photo: checkinProgress.shape.photo,
    face: faceOffer,
    shown: checkinShown,
    passToken: z.string(),
    /** End of the report day in China time (UTC+8), at most 12 hours after issue. */
    passExpiresAt: chinaInstant,
  }),
});

/** Multipart, field `file`: a JPEG or PNG face photo (checked by content, size and dimensions). */
export const uploadPhoto = endpoint({
  method: 'POST',
  path: `${BASE}config/uploadPhoto`,
  access: 'student',
  request: empty,
  response: z.object({
    fileId: z.string(),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** A new photo always starts its review over: 0 待审核. */
    photoStatus: z.literal(FACE_CODE.reviewing),
  }),
});

/** A short-lived file token: `?token=` on /fileapi/upload for clients that upload without the session header. */
export const fileToken = endpoint({
  method: 'GET',
  path: `${BASE}config/token`,
  access: 'student',
  request: empty,
  response: z.object({ token: z.string(), expiresAt: chinaInstant }),
});

/**
 * Staff scan the procedure QR: a valid pass of their own tenant marks the student arrived (现场报到).
 * Staff authenticate with a staff session (Bearer, 报到老师 or 学校管理员; the school from the session)
 * or an admin user session. The shared admin key is no longer accepted.
 */
export const checkinByPass = endpoint({
  method: 'POST',
  path: `${BASE}staff/checkin`,
  access: 'admin',
  request: z.object({
    passToken: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
      .describe('报到码'),
  }),
  response: z.object({
    welcomeId: z.string(),
    name: z.string(),
    studentNo: z.string(),
    className: z.string(),
    dormitory: z.string(),
    arrivedAt: chinaInstant,
    alreadyArrived: z.boolean(),
  }),
});
