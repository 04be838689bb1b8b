import { z } from 'zod';
import { STAFF_ROLES } from '../src-domain/journeys/codes';
import { fileAnswer } from './common';
import { endpoint, staffOp } from './endpoint';

/** Staff workspace API: `Authorization: Bearer <staff session>` except login. */
export const STAFF_BASE = '/staff-api/';
const P = STAFF_BASE;

/** Login and 忘记密码: no session yet (public; the school is in the body, no tenant header). */
const noSession = <Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  c: { request: Req; response: Res },
) => endpoint({ method: 'POST', path, access: 'public', ...c });

/** 学校管理员, 招生老师, 报到老师. */
export const StaffRole = z.enum(STAFF_ROLES).describe('角色');
export type StaffRole = z.infer<typeof StaffRole>;

const phone = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, '请输入正确的手机号')
  .describe('手机号');
const password = z.string().min(1).max(128).describe('密码');
const newPassword = z.string().min(8, '新密码至少8位').max(128).describe('新密码');

export const login = noSession(`${P}login`, {
  request: z.object({ orgId: z.string().trim().min(1).max(64).describe('学校'), phone, password }),
  response: z.object({ token: z.string(), mustChangePassword: z.boolean() }),
});

export const Me = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  phone: z.string(),
  role: StaffRole,
  mustChangePassword: z.boolean(),
});
export type Me = z.infer<typeof Me>;

/** The own session (every role; these answer before the first password change too). */
export const me = staffOp(`${P}me`, 'session', { request: z.object({}), response: Me });
export const logout = staffOp(
  `${P}logout`,
  'session',
  { request: z.object({}), response: z.null() },
  'logout',
);
export const changePassword = staffOp(
  `${P}change-password`,
  'session',
  { request: z.object({ oldPassword: password, newPassword }), response: z.null() },
  'password.change',
);

export const AccountAction = z.enum(['resetPassword', 'disable', 'enable', 'changeRole']);
export const StaffItem = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  role: StaffRole,
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  /** +08:00; null when the account never logged in. */
  lastLoginAt: z.string().nullable(),
  /** What the administrator may do on this row (src-domain/staff/accounts.ts accountActions). */
  actions: z.array(AccountAction),
});
/** 账号管理: the school's staff accounts (学校管理员). */
export const listStaff = staffOp(
  `${P}staff/list`,
  'accounts',
  { request: z.object({}), response: z.array(StaffItem) },
  'staff.list',
);
export const createStaff = staffOp(`${P}staff/create`, 'accounts', {
  request: z.object({ name: z.string().trim().min(1).max(32).describe('姓名'), phone, role: StaffRole }),
  /** The first password, shown once. */
  response: z.object({ id: z.string(), password: z.string() }),
});
const staffRef = z.object({ staffId: z.string().trim().min(1).max(64).describe('账号') });
export const disableStaff = staffOp(`${P}staff/disable`, 'accounts', {
  request: staffRef,
  response: z.null(),
});
export const resetPassword = staffOp(`${P}staff/reset-password`, 'accounts', {
  request: staffRef,
  response: z.object({ password: z.string() }),
});
export const enableStaff = staffOp(`${P}staff/enable`, 'accounts', { request: staffRef, response: z.null() });
export const changeStaffRole = staffOp(`${P}staff/change-role`, 'accounts', {
  request: staffRef.extend({ role: StaffRole }),
  response: z.null(),
});

const smsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '请输入6位验证码')
  .describe('验证码');
const school = z.string().trim().min(1).max(64).describe('学校');
/** 忘记密码, step 1: the same answer whether or not the phone has an account in the school. */
export const forgotPasswordSend = noSession(`${P}forgot-password/send`, {
  request: z.object({ orgId: school, phone }),
  response: z.object({ resendAfterS: z.number() }),
});
/** 忘记密码, step 2: the SMS code and a new password; every session of the account ends. */
export const forgotPasswordReset = noSession(`${P}forgot-password/reset`, {
  request: z.object({ orgId: school, phone, code: smsCode, newPassword }),
  response: z.null(),
});

/** 操作日志 (学校管理员). */
export const listAudit = staffOp(
  `${P}audit/list`,
  'audit',
  {
    request: z.object({
      from: z.iso.datetime({ offset: true }).optional().describe('开始时间'),
      to: z.iso.datetime({ offset: true }).optional().describe('结束时间'),
      staffId: z.string().max(64).optional().describe('账号'),
      action: z.string().max(64).optional().describe('操作'),
      page: z.coerce.number().int().min(1).max(10_000).default(1).describe('页码'),
      pageSize: z.coerce.number().int().min(1).max(200).default(50).describe('每页条数'),
    }),
    response: z.object({
      total: z.number(),
      rows: z.array(
        z.object({
          id: z.number(),
          staffId: z.string().nullable(),
          /** The account's name (issue 24: who by name, not `staff_…`); null for the platform operator. */
          staffName: z.string().nullable().optional(),
          role: z.string().nullable(),
          at: z.string(),
          action: z.string(),
          target: z.string().nullable(),
          /** Whom or what the target is, by name (applicant, plan, account, student, activity), when known. */
          targetName: z.string().nullable().optional(),
          ip: z.string().nullable(),
          details: z.record(z.string(), z.unknown()),
        }),
      ),
    }),
  },
  'audit.list',
);

/** 操作日志 as text/csv for the same filter (no paging, at most 10,000 rows): a file, not the envelope. */
export const exportAudit = staffOp(
  `${P}audit/export`,
  'audit',
  { request: listAudit.request, response: fileAnswer },
  'audit.export',
);
