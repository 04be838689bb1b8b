import type { StaffAccount } from './accounts';
import type { StaffRole } from './types';

/** 账号管理 and 忘记密码 (port): the adapter speaks `/staff-api/` over the staff session. */
export const StaffAccountsGateway = Symbol.for('StaffAccountsGateway');
export interface StaffAccountsGateway {
  list(): Promise<StaffAccount[]>;
  /** The one-time password comes back once; it is never readable again. */
  create(input: { name: string; phone: string; role: StaffRole }): Promise<{ id: string; password: string }>;
  resetPassword(staffId: string): Promise<{ password: string }>;
  disable(staffId: string): Promise<void>;
  enable(staffId: string): Promise<void>;
  changeRole(staffId: string, role: StaffRole): Promise<void>;
  /** 忘记密码 (no session): the same answer whether or not the phone has an account. */
  sendResetCode(input: { orgId: string; phone: string }): Promise<{ resendAfterS: number }>;
  resetWithCode(input: { orgId: string; phone: string; code: string; newPassword: string }): Promise<void>;
}
