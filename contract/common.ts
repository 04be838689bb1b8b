import { z } from 'zod';

// Control characters (except tab and newlines) are never accepted in text fields.
// eslint-disable-next-line no-control-regex
const PRINTABLE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/** Free text with a Chinese label (named in validation messages) and a length cap. */
export const text = (label: string, max: number) =>
  z.string().trim().max(max).regex(PRINTABLE).describe(label);

/** A person's name: Chinese characters, letters, the middle dot and spaces. */
export const personName = (label = '姓名') =>
  z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[\u3400-\u9fffA-Za-z·•. ]+$/)
    .describe(label);

/** 15 or 18 characters (x/X check digit); the date and MOD 11-2 check are the server's (src-domain parseIdNumber). */
export const idNumber = z
  .string()
  .trim()
  .min(1)
  .max(18)
  .regex(/^(\d{15}|\d{17}[\dXx])$/)
  .describe('身份证号');

export const mobilePhone = (label = '手机号') =>
  z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/)
    .describe(label);

/** An id of ours (welcomeId, fileId, …). */
export const recordId = (label: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .describe(label);

export const isoDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .describe(label);

/** Option lists: value = the standard's code, label = its Chinese name. */
export const option = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof option>;
export const optionList = z.array(option);

export const empty = z.object({});

/** The login user info stored by the app (spec section 3, `userInfo`). */
export const userInfo = z.object({
  tenantId: z.string(),
  orgId: z.string(),
  userInfoId: z.string(),
  openAccountId: z.string(),
  trueName: z.string(),
  account: z.string(),
  welcomeId: z.string().optional(),
});
export type WireUserInfo = z.infer<typeof userInfo>;

/** An instant as ISO 8601 with China's offset, e.g. '2026-11-25T09:00:00+08:00' (spec section 9: UTC+8). */
export const chinaInstant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+08:00$/)
  .describe('北京时间');

/**
 * A download (xlsx, zip, csv) instead of the envelope: the server sends `body` with this content type
 * and an RFC 5987 `content-disposition` naming `filename`; errors still answer the envelope.
 */
export const fileAnswer = z.object({
  contentType: z.string().min(1),
  filename: z.string().min(1),
  body: z.custom<unknown>((v) => v !== null && v !== undefined, '文件内容为空'),
});
