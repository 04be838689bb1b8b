import { staffPaths } from '@contract/api/staff';
import type { StaffAccount } from '@domain/staff/accounts';
import type { StaffAccountsGateway } from '@domain/staff/accounts-gateway';
import type { StaffRole } from '@domain/staff/types';
import type { StaffApiGateway } from './staff-gateway';

/** 账号管理 and 忘记密码 over the staff session (auth, envelope and 401 handling are StaffApiGateway's). */
export class StaffAccountsApiGateway implements StaffAccountsGateway {
  readonly #staff: Pick<StaffApiGateway, 'call'>;
  constructor(staff: Pick<StaffApiGateway, 'call'>) {
    this.#staff = staff;
  }
  list() {
    return this.#staff.call<StaffAccount[]>(staffPaths.listStaff);
  }
  create(input: { name: string; phone: string; role: StaffRole }) {
    return this.#staff.call<{ id: string; password: string }>(staffPaths.createStaff, input);
  }
  resetPassword(staffId: string) {
    return this.#staff.call<{ password: string }>(staffPaths.resetPassword, { staffId });
  }
  async disable(staffId: string) {
    await this.#staff.call(staffPaths.disableStaff, { staffId });
  }
  async enable(staffId: string) {
    await this.#staff.call(staffPaths.enableStaff, { staffId });
  }
  async changeRole(staffId: string, role: StaffRole) {
    await this.#staff.call(staffPaths.changeStaffRole, { staffId, role });
  }
  sendResetCode(input: { orgId: string; phone: string }) {
    return this.#staff.call<{ resendAfterS: number }>(staffPaths.forgotPasswordSend, input);
  }
  async resetWithCode(input: { orgId: string; phone: string; code: string; newPassword: string }) {
    await this.#staff.call(staffPaths.forgotPasswordReset, input);
  }
}
