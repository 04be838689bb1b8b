import * as privacyOps from '@contract/privacy';
import * as staffOps from '@contract/staff';
import * as W from '@contract/staff-work';
import type { HttpPort } from '@domain/ports/http';
import type { DataRequestStatus } from '@domain/privacy/data-request';
import type { Paging, StaffGateway } from '@domain/staff/gateway';
import type { OutboxStatus, RegistrationSort, ReviewFilter, StaffMe } from '@domain/staff/types';
import { STAFF_ME_KEY, type StaffSession } from '@adapters/session/staff-session';
import type { In } from './call';
import { staffCall, staffDownload } from './staff-call';

export {
  STAFF_ME_KEY,
  STAFF_TOKEN_KEY,
  sessionTokenStore,
  type TokenStore,
} from '@adapters/session/staff-session';

/**
 * The staff workspace API: the contract's routes over the shared HTTP port, the staff Session
 * (token in `zs:staff-token`, the last 我是谁 in `zs:staff-me` for a desk that starts offline).
 */
export class StaffApiGateway implements StaffGateway {
  readonly #http: HttpPort;
  readonly #session: StaffSession;

  constructor(http: HttpPort, session: StaffSession) {
    this.#http = http;
    this.#session = session;
  }

  hasSession(): boolean {
    return !!this.#session.token();
  }

  lastMe(): StaffMe | null {
    return this.hasSession() ? this.#session.get<StaffMe>(STAFF_ME_KEY) : null;
  }

  async login(input: { orgId: string; phone: string; password: string }) {
    const r = await staffCall(this.#http, staffOps.login, input);
    this.#session.setToken(r.token);
    return { mustChangePassword: r.mustChangePassword };
  }
  async me() {
    const me = await staffCall(this.#http, staffOps.me);
    this.#session.set(STAFF_ME_KEY, me);
    return me;
  }
  async changePassword(oldPassword: string, newPassword: string) {
    await staffCall(this.#http, staffOps.changePassword, { oldPassword, newPassword });
  }
  async logout() {
    try {
      if (this.hasSession()) await staffCall(this.#http, staffOps.logout);
    } finally {
      this.#session.setToken(null);
    }
  }

  plans() {
    return staffCall(this.#http, W.plans);
  }
  publishResults(planId: string, publishAt: string | null) {
    return staffCall(
      this.#http,
      W.publishResults,
      publishAt === null ? { planId, now: true } : { planId, publishAt },
    );
  }
  letterPreview(registrationId: string) {
    return staffCall(this.#http, W.letterPreview, { registrationId });
  }
  registrations(
    q: {
      planId?: string;
      review?: ReviewFilter;
      q?: string;
      sort?: RegistrationSort;
      unmask?: boolean;
    } & Paging,
  ) {
    return staffCall(this.#http, W.registrations, q);
  }
  registration(registrationId: string, unmask = false) {
    return staffCall(this.#http, W.registration, { registrationId, unmask });
  }
  approve(registrationId: string) {
    return staffCall(this.#http, W.approve, { registrationId });
  }
  reject(registrationId: string, reason: string) {
    return staffCall(this.#http, W.reject, { registrationId, reason });
  }
  bulkApprove(q: { planId: string; registrationIds?: string[]; dryRun: boolean }) {
    return staffCall(this.#http, W.bulkApprove, q);
  }
  rejectTemplates() {
    return staffCall(this.#http, W.rejectTemplates);
  }
  saveRejectTemplates(templates: string[]) {
    return staffCall(this.#http, W.saveRejectTemplates, { templates });
  }
  vouchers(q: { planId?: string; status: ReviewFilter } & Paging) {
    return staffCall(this.#http, W.vouchers, q);
  }
  reviewVoucher(registrationId: string, approve: boolean, reason?: string) {
    return staffCall(this.#http, W.reviewVoucher, { registrationId, approve, reason });
  }
  photos(q: { status: ReviewFilter } & Paging) {
    return staffCall(this.#http, W.photos, q);
  }
  reviewPhoto(welcomeId: string, approve: boolean, reason?: string) {
    return staffCall(this.#http, W.reviewPhoto, { welcomeId, approve, reason });
  }
  admit(registrationId: string, status: 2 | 3 | 4, majorId?: string | null) {
    return staffCall(this.#http, W.admit, {
      registrationId,
      status,
      ...(majorId === undefined ? {} : { majorId }),
    });
  }
  undoAdmission(registrationId: string) {
    return staffCall(this.#http, W.undoAdmission, { registrationId });
  }
  revokeAdmission(registrationId: string, reason: string) {
    return staffCall(this.#http, W.revokeAdmission, { registrationId, reason });
  }
  bulkAdmit(q: { planId: string; registrationIds: string[]; status: 2 | 3 | 4; dryRun: boolean }) {
    return staffCall(this.#http, W.bulkAdmit, q);
  }
  orders(q: { planId?: string; feeStatus?: number } & Paging) {
    return staffCall(this.#http, W.orders, q as In<typeof W.orders>);
  }
  markPaid(registrationId: string, reason: string) {
    return staffCall(this.#http, W.markPaid, { registrationId, reason });
  }
  refund(registrationId: string, reason: string) {
    return staffCall(this.#http, W.refund, { registrationId, reason });
  }
  exportXlsx(planId: string, unmask = false) {
    return staffDownload(this.#http, W.exportXlsx, { planId, unmask }, `报名数据-${planId}.xlsx`);
  }
  exportAttachments(planId: string) {
    return staffDownload(this.#http, W.exportAttachments, { planId }, `报名附件-${planId}.zip`);
  }
  privacyRequests(status?: DataRequestStatus) {
    return staffCall(this.#http, privacyOps.staffListRequests, status === undefined ? {} : { status });
  }
  decidePrivacy(input: { requestId: string; approve: boolean; reason?: string }) {
    return staffCall(this.#http, privacyOps.staffDecide, input);
  }

  outbox(q: { status?: OutboxStatus } & Paging) {
    return staffCall(this.#http, W.outbox, q);
  }
  resend(id: string) {
    return staffCall(this.#http, W.resend, { id });
  }
  audit(q: { action?: string; page?: number; pageSize?: number }) {
    return staffCall(this.#http, staffOps.listAudit, q);
  }
  exportAudit() {
    return staffDownload(this.#http, staffOps.exportAudit, {}, 'audit.csv');
  }
}
