import type {
  StaffOrderAction,
  StaffPhotoAction,
  StaffRegistrationAction,
  StaffRoleName,
  StaffVoucherAction,
} from '../journeys';

/** The staff workspace as the domain sees it (mirrors contract/staff-work.ts, which the adapter maps). */
export type StaffRole = StaffRoleName;

export interface StaffMe {
  id: string;
  orgId: string;
  name: string;
  phone: string;
  role: StaffRole;
  mustChangePassword: boolean;
}

export interface Page<T> {
  total: number;
  rows: T[];
}

export type ReviewFilter = 'pending' | 'approved' | 'rejected';
/** 报名审核's order by 提交时间. */
export type RegistrationSort = 'submittedDesc' | 'submittedAsc';
/** A page of the review queue with the status tabs' counts (plan and search applied, any state). */
export interface RegistrationPage extends Page<RegistrationRow> {
  counts: Record<ReviewFilter, number>;
}

/** 凭证审核 / 缴费订单's order by their time column (上传时间, 支付时间). */
export type TimeSort = 'timeAsc' | 'timeDesc';
/** 凭证审核 and 人脸照片: a page with the status tabs' counts. */
export interface ReviewPage<T> extends Page<T> {
  counts: Record<ReviewFilter, number>;
}
/** 缴费订单: a page with how many orders are in each fee state (the plan applied). */
export interface OrderPage extends Page<OrderRow> {
  counts: { feeStatus: number; count: number }[];
}

export interface PlanSummary {
  id: string;
  name: string;
  batch: string;
  resultsPublishAt: string | null;
  /** Judged by the server's clock. */
  resultsPublished: boolean;
  counts: { pending: number; approved: number; rejected: number; admitted: number };
}

/** 预览录取通知书: the letter as this admitted applicant will read it on 录取查询. */
export interface LetterPreview {
  registrationId: string;
  name: string;
  planName: string;
  title: string;
  body: string;
  schoolName: string;
}

export interface RegistrationRow {
  id: string;
  /** 报名编号 as the applicant reads it out; `id` stays the id for calls. */
  regNo: string;
  planId: string;
  planName: string;
  name: string;
  idNumber: string;
  phone: string;
  /** 专业 chosen on the form, by name ('' when none). */
  major: string;
  /** 录取专业 (issue 34): the major the admission named, by id and name. */
  admittedMajorId?: string | null;
  admittedMajor?: string;
  /** The 录取 dialog's choices (the plan's 招生专业) and the parent's 意向专业 ids, first choice first. */
  majorChoices?: readonly { id: string; name: string }[];
  wishedMajorIds?: readonly string[];
  reviewStatus: number;
  reviewText: string;
  rejectReason: string | null;
  feeStatus: number;
  feeText: string;
  voucherStatus: number | null;
  admissionStatus: number;
  admissionText: string;
  /** Why 录取 was revoked (撤销录取), else null. */
  admissionReason?: string | null;
  amount: number;
  createdAt: string;
  updatedAt: string;
  /** What this staff member may do with the row now, computed by the server: the screens offer exactly these. */
  actions?: readonly StaffRegistrationAction[];
  /** Why no admission decision can be taken on it (不能录取：…), from the server; else null. */
  blocked?: string | null;
}

export interface StaffFile {
  fileId: string;
  name: string;
  url: string;
}

export interface DetailField {
  prop: string;
  label: string;
  type: string;
  text: string;
  files: StaffFile[];
  signature: string | null;
}

export interface RegistrationDetail extends RegistrationRow {
  fields: DetailField[];
  voucherFiles: StaffFile[];
  voucherReason: string | null;
  order: { orderNo: string; status: string; amount: number; paidAt: string | null } | null;
}

export interface Moved {
  id: string;
  reviewStatus: number;
  feeStatus: number;
  admissionStatus: number;
  voucherStatus: number | null;
  /** What may be done with the registration after the move (the server's, as a row's `actions`). */
  actions?: readonly StaffRegistrationAction[];
}

export interface BulkResult {
  count: number;
  approvedIds: string[];
  decided: { id: string; name: string }[];
  skipped: { id: string; name: string; reason: string }[];
  dryRun: boolean;
}

/** A decision on a selected set: who is (or would be) decided, who is skipped and why. */
export interface BulkDecision {
  count: number;
  decided: { id: string; name: string }[];
  skipped: { id: string; name: string; reason: string }[];
  dryRun: boolean;
}

export interface VoucherRow {
  registrationId: string;
  planName: string;
  name: string;
  amount: number;
  voucherStatus: number | null;
  voucherText: string;
  voucherReason: string | null;
  feeStatus: number;
  files: StaffFile[];
  updatedAt: string;
  /** What the signed-in staff member may do with the voucher now (the server's; none when absent). */
  actions?: readonly StaffVoucherAction[];
}

export interface PhotoRow {
  welcomeId: string;
  name: string;
  studentNo: string | null;
  photoStatus: number;
  photoText: string;
  rejectReason: string | null;
  url: string;
  /** What the signed-in staff member may do with the photo now (the server's; none when absent). */
  actions?: readonly StaffPhotoAction[];
}

export interface OrderRow {
  registrationId: string;
  planName: string;
  name: string;
  amount: number;
  feeStatus: number;
  feeText: string;
  orderNo: string | null;
  orderStatus: string | null;
  paidAt: string | null;
  /** What the signed-in staff member may do with the fee now (the server's; none when absent). */
  actions?: readonly StaffOrderAction[];
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';
export interface OutboxRow {
  id: string;
  kind: string;
  channel: string;
  status: OutboxStatus;
  statusText: string;
  /** 开发环境 / 微信 / 短信. */
  channelText?: string;
  /** The masked phone of an SMS, else ''. */
  recipient: string;
  /** Whom the notice is about, by name. */
  recipientName?: string | null;
  /** A result notice waiting for its publication time (no 重新发送 until then). */
  heldUntil?: string | null;
  title: string;
  body: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface AuditRow {
  id: number;
  staffId: string | null;
  /** The account's name; null for the platform operator or an account since removed. */
  staffName?: string | null;
  /** The target by name (applicant, plan, account, student, activity) when known. */
  targetName?: string | null;
  role: string | null;
  at: string;
  action: string;
  target: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}

/** A downloaded export: the file and its name (from Content-Disposition). */
export interface DownloadedFile {
  filename: string;
  blob: Blob;
}
