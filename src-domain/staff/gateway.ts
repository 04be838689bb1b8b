import type {
  AuditRow,
  BulkDecision,
  BulkResult,
  DownloadedFile,
  Moved,
  OrderPage,
  OutboxRow,
  OutboxStatus,
  Page,
  PhotoRow,
  LetterPreview,
  PlanSummary,
  RegistrationDetail,
  RegistrationPage,
  RegistrationSort,
  ReviewFilter,
  ReviewPage,
  StaffMe,
  TimeSort,
  VoucherRow,
} from './types';
import type { DataRequestStatus } from '../privacy/data-request';
import type { DataRequestView } from '../ports/privacy-gateway';

/** A deletion request as the school sees it: whose, and how many registrations it would clear. */
export interface StaffDataRequest extends DataRequestView {
  applicantName: string;
  registrations: number;
}

export interface Paging {
  page?: number;
  pageSize?: number;
}

/** The staff workspace API (port): the adapter speaks `/staff-api/` with the staff session. */
export const StaffGateway = Symbol.for('StaffGateway');
export interface StaffGateway {
  hasSession(): boolean;
  /** Who the server last confirmed for this session, kept on the device: a desk starting offline. */
  lastMe(): StaffMe | null;
  login(input: { orgId: string; phone: string; password: string }): Promise<{ mustChangePassword: boolean }>;
  me(): Promise<StaffMe>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  logout(): Promise<void>;

  plans(): Promise<PlanSummary[]>;
  /** 定时公布 at `publishAt` (ISO), or 立即公布 when null (the server's clock). */
  publishResults(
    planId: string,
    publishAt: string | null,
  ): Promise<{ planId: string; resultsPublishAt: string; resultsPublished: boolean }>;
  /** The school's 录取通知书 filled for one 已录取 registration (预览录取通知书). */
  letterPreview(registrationId: string): Promise<LetterPreview>;

  registrations(
    q: {
      planId?: string;
      review?: ReviewFilter;
      q?: string;
      sort?: RegistrationSort;
      unmask?: boolean;
    } & Paging,
  ): Promise<RegistrationPage>;
  registration(registrationId: string, unmask?: boolean): Promise<RegistrationDetail>;
  approve(registrationId: string): Promise<Moved>;
  reject(registrationId: string, reason: string): Promise<Moved>;
  bulkApprove(q: { planId: string; registrationIds?: string[]; dryRun: boolean }): Promise<BulkResult>;
  rejectTemplates(): Promise<string[]>;
  saveRejectTemplates(templates: string[]): Promise<string[]>;

  vouchers(
    q: { planId?: string; status: ReviewFilter; sort?: TimeSort } & Paging,
  ): Promise<ReviewPage<VoucherRow>>;
  reviewVoucher(registrationId: string, approve: boolean, reason?: string): Promise<Moved>;

  photos(q: { status: ReviewFilter } & Paging): Promise<ReviewPage<PhotoRow>>;
  reviewPhoto(
    welcomeId: string,
    approve: boolean,
    reason?: string,
  ): Promise<Pick<PhotoRow, 'welcomeId' | 'photoStatus' | 'rejectReason' | 'actions'>>;

  /** 预录取 (2), 录取 (3), 不录取 (4). */
  /** 录取 / 预录取 name the 录取专业 (`majorId`, one of the plan's); absent: the server's default. */
  admit(registrationId: string, status: 2 | 3 | 4, majorId?: string | null): Promise<Moved>;
  /** Before publication only: the decision taken back. */
  undoAdmission(registrationId: string): Promise<Moved>;
  /** After publication only: 撤销录取 with a reason the applicant is told. */
  revokeAdmission(registrationId: string, reason: string): Promise<Moved>;
  bulkAdmit(q: {
    planId: string;
    registrationIds: string[];
    status: 2 | 3 | 4;
    dryRun: boolean;
  }): Promise<BulkDecision>;

  orders(q: { planId?: string; feeStatus?: number; sort?: TimeSort } & Paging): Promise<OrderPage>;
  markPaid(registrationId: string, reason: string): Promise<Moved>;
  refund(registrationId: string, reason: string): Promise<Moved>;

  exportXlsx(planId: string, unmask?: boolean): Promise<DownloadedFile>;
  exportAttachments(planId: string): Promise<DownloadedFile>;

  outbox(q: { status?: OutboxStatus } & Paging): Promise<Page<OutboxRow>>;
  resend(id: string): Promise<OutboxRow>;

  /** Requests to delete one's personal data (PIPL art. 47): open ones first. */
  privacyRequests(status?: DataRequestStatus): Promise<StaffDataRequest[]>;
  decidePrivacy(input: { requestId: string; approve: boolean; reason?: string }): Promise<DataRequestView>;

  audit(q: { action?: string; page?: number; pageSize?: number }): Promise<Page<AuditRow>>;
  exportAudit(): Promise<DownloadedFile>;
}
