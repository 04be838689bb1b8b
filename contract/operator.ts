import { z } from 'zod';
import { createStaff as staffCreate, StaffRole } from './staff';

// The platform operator's calls (`npm run school`, `npm run staff` through a running server):
// `Authorization: Bearer <OPERATOR_SECRET>`; absent secret on the server = the endpoints are off.

/** Operator API of a running server: `Authorization: Bearer <OPERATOR_SECRET>`; off when unset. */
export const OPERATOR_BASE = '/operator-api/';

/**
 * One operator call, declared once: its `POST` path on a running server and its schemas. Not a
 * handle() endpoint (no session, no Access: the operator's secret; server/src/modules/operator).
 */
const op = <Req extends z.ZodType, Res extends z.ZodType>(
  rest: string,
  s: { request: Req; response: Res },
) => ({
  path: `${OPERATOR_BASE}${rest}`,
  request: s.request,
  response: s.response,
});

/** Tenant and school ids travel in the tenantId/orgId headers: the same characters are allowed. */
const scopeId = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, `${label}只能由字母、数字、-、_ 组成（最多64位）`)
    .describe(label);
const tenantId = scopeId('租户编号');
const orgId = scopeId('学校编号');
const schoolName = z.string().trim().min(1).max(64).describe('学校名称');
const phone = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, '请输入正确的手机号')
  .describe('管理员手机号');

export const createSchool = op('schools/create', {
  request: z.object({
    tenantId,
    /** Used when the tenant is new; default: the school's name. */
    tenantName: z.string().trim().min(1).max(64).optional().describe('租户名称'),
    orgId,
    name: schoolName,
    adminName: z.string().trim().min(1).max(32).default('学校管理员').describe('管理员姓名'),
    adminPhone: phone.default('13000000000'),
  }),
  /** The first 学校管理员's password is shown once here and never again. */
  response: z.object({
    tenantId: z.string(),
    orgId: z.string(),
    name: z.string(),
    tenantCreated: z.boolean(),
    admin: z.object({ id: z.string(), name: z.string(), phone: z.string(), password: z.string() }),
  }),
});

export const SchoolItem = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  orgId: z.string(),
  name: z.string(),
  disabled: z.boolean(),
  staffCount: z.number().int(),
});
export type SchoolItem = z.infer<typeof SchoolItem>;

export const listSchools = op('schools/list', { request: z.object({}), response: z.array(SchoolItem) });
export const renameSchool = op('schools/rename', {
  request: z.object({ orgId, name: schoolName }),
  response: SchoolItem,
});
const oneSchool = { request: z.object({ orgId }), response: SchoolItem };
export const disableSchool = op('schools/disable', oneSchool);
export const enableSchool = op('schools/enable', oneSchool);

/** `npm run staff -- create`: an account of any role in a school, first password shown once. */
export const createStaff = op('staff/create', {
  request: staffCreate.request.extend({ orgId, role: StaffRole.default('admin') }),
  response: staffCreate.response,
});

/** The operator calls by name (server/src/modules/operator/calls.ts runs each). */
export type OperatorCall =
  'createSchool' | 'listSchools' | 'renameSchool' | 'disableSchool' | 'enableSchool' | 'createStaff';
