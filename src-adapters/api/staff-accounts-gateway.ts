import * as A from '@contract/staff';
import type { HttpPort } from '@domain/ports/http';
import { staffCall } from './staff-call';
import type { StaffAccountsGateway } from '@domain/staff/accounts-gateway';
import type { StaffRole } from '@domain/staff/types';

/** 账号管理 and 忘记密码 over the staff session (auth, envelope and 401 handling are StaffApiGateway's). */
export class StaffAccountsApiGateway implements StaffAccountsGateway {
  readonly #http: HttpPort;
  constructor(http: HttpPort) {
    this.#http = http;
  }
  list() {
    return staffCall(this.#http, A.listStaff);
  }
  create(input: { name: string; phone: string; role: StaffRole }) {
    return staffCall(this.#http, A.createStaff, input);
  }
  resetPassword(staffId: string) {
    return staffCall(this.#http, A.resetPassword, { staffId });
  }
  async disable(staffId: string) {
    await staffCall(this.#http, A.disableStaff, { staffId });
  }
  async enable(staffId: string) {
    await staffCall(this.#http, A.enableStaff, { staffId });
  }
  async changeRole(staffId: string, role: StaffRole) {
    await staffCall(this.#http, A.changeStaffRole, { staffId, role });
  }
  sendResetCode(input: { orgId: string; phone: string }) {
    return staffCall(this.#http, A.forgotPasswordSend, input);
  }
  async resetWithCode(input: { orgId: string; phone: string; code: string; newPassword: string }) {
    await staffCall(this.#http, A.forgotPasswordReset, input);
  }
}
