import { postRoutes } from '../endpoint';
import type { z } from 'zod';
import type * as S from '../staff';

import { STAFF_BASE } from '../staff';
export { STAFF_BASE };
export const staffPaths = {
  login: `${STAFF_BASE}login`,
  logout: `${STAFF_BASE}logout`,
  me: `${STAFF_BASE}me`,
  changePassword: `${STAFF_BASE}change-password`,
  listStaff: `${STAFF_BASE}staff/list`,
  createStaff: `${STAFF_BASE}staff/create`,
  disableStaff: `${STAFF_BASE}staff/disable`,
  resetPassword: `${STAFF_BASE}staff/reset-password`,
  enableStaff: `${STAFF_BASE}staff/enable`,
  changeStaffRole: `${STAFF_BASE}staff/change-role`,
  /** 忘记密码 (no session): an SMS code, then the code and a new password. */
  forgotPasswordSend: `${STAFF_BASE}forgot-password/send`,
  forgotPasswordReset: `${STAFF_BASE}forgot-password/reset`,
  listAudit: `${STAFF_BASE}audit/list`,
  /** text/csv of the same filter (no paging, at most 10,000 rows). */
  exportAudit: `${STAFF_BASE}audit/export`,
} as const;

export type LoginRequest = z.input<typeof S.login.request>;
export type LoginResponse = z.output<typeof S.login.response>;
export type ChangePasswordRequest = z.input<typeof S.changePassword.request>;
export type { Me, StaffRole } from '../staff';

const staffRoutes = postRoutes<typeof S>()(staffPaths);
/** The session and account routes for the client; login and 忘记密码 need no session. */
export const staffApi = {
  ...staffRoutes,
  login: { ...staffRoutes.login, access: 'public' as const },
  forgotPasswordSend: { ...staffRoutes.forgotPasswordSend, access: 'public' as const },
  forgotPasswordReset: { ...staffRoutes.forgotPasswordReset, access: 'public' as const },
};
