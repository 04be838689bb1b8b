import { z } from 'zod';
import {
  ADMISSION_CODE,
  codeList,
  DECISION_CODE,
  FEE_CODE,
  REVIEW_CODE,
  REVIEW_STATES,
  STAFF_ORDER_ACTIONS,
  STAFF_PHOTO_ACTIONS,
  STAFF_REGISTRATION_ACTIONS,
  STAFF_VOUCHER_ACTIONS,
  VOUCHER_CODE,
} from '../src-domain/journeys/codes';
import { fileAnswer } from './common';
import { endpoint, staffOp } from './endpoint';
import { STAFF_BASE } from './staff';

/**
 * The school's workspace (issue 15 items 2–5, issue 17 item 6): review queues, decisions, payments,
 * exports, notifications. Every call: `POST`, `Authorization: Bearer <staff session>`, JSON body, the
 * `{code,msg,data,success}` envelope (except the two exports, which answer a file). The school comes
 * from the session, never from the body. Identity numbers and phones are masked in every answer
 * unless `unmask: true` is sent by a role that may see them (ACTION_ROLES `unmask`) — that view is audited.
 * Each operation is declared once here (issue 33): its path, its permission (ACTION_ROLES) and schemas.
 */
const p = (rest: string) => `${STAFF_BASE}${rest}`;

const id = z.string().trim().min(1, '缺少编号').max(64, '编号过长');
const registrationId = id.describe('报名记录');
const planId = id.describe('招生计划');
const reason = z.string().trim().min(1, '请填写原因').max(200, '原因最多200字').describe('原因');
const rejectReason = z
  .string()
  .trim()
  .min(1, '请填写驳回原因')
  .max(200, '原因最多200字')
  .describe('驳回原因');
const unmask = z.boolean().default(false).describe('显示完整证件号和手机号');
const paging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('页码'),
  pageSize: z.coerce.number().int().min(1).max(100).default(20).describe('每页条数'),
};
const paged = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), rows: z.array(item) });
const iso = z.string().describe('ISO 8601 time with offset');

/** Status codes as stored (src-domain/journeys/codes.ts; labels from the journeys). */
export const reviewCode = z.literal(codeList(REVIEW_CODE));
export const reviewFilter = z.enum(REVIEW_STATES);
export const feeCode = z.literal(codeList(FEE_CODE));
export const admissionCode = z.literal(codeList(ADMISSION_CODE));
/** null = no voucher uploaded. */
export const voucherCode = z.literal(codeList(VOUCHER_CODE)).nullable();

// ---------- Plans ----------
export const PlanSummary = z.object({
  id: z.string(),
  name: z.string(),
  batch: z.string(),
  /** When results become visible to the result look-up; null = not published (no decision is shown). */
  resultsPublishAt: iso.nullable(),
  /** Whether applicants already see their result, by the server's clock (screens never judge it). */
  resultsPublished: z.boolean(),
  counts: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    admitted: z.number().int(),
  }),
});
/** Every role picks a plan here. */
export const plans = staffOp(p('plans/list'), 'planList', {
  request: z.object({}),
  response: z.array(PlanSummary),
});
export const publishResults = staffOp(p('plans/publish-results'), 'publishResults', {
  /** 立即公布 (`now`: the server's clock) or 定时公布 (`publishAt`), one of the two. */
  request: z
    .object({
      planId,
      publishAt: z.iso
        .datetime({ offset: true, error: '公布时间格式不正确' })
        .describe('公布时间')
        .optional(),
      now: z.literal(true).describe('立即公布').optional(),
    })
    .refine((i) => (i.publishAt === undefined) !== (i.now === undefined), {
      message: '请选择立即公布，或填写定时公布的时间',
    }),
  response: z.object({ planId: z.string(), resultsPublishAt: iso, resultsPublished: z.boolean() }),
});

// ---------- Registrations ----------
export const RegistrationRow = z.object({
  id: z.string(),
  /** 报名编号 as the applicant reads it out (registration-number.ts); `id` stays the id for calls. */
  regNo: z.string(),
  planId: z.string(),
  planName: z.string(),
  name: z.string(),
  /** Masked (110101********1234) unless unmasked. */
  idNumber: z.string(),
  /** Masked (138****1111) unless unmasked; '' when the form has no phone. */
  phone: z.string(),
  /** 专业: the applicant's chosen major(s) by name; '' when the form has none. */
  major: z.string(),
  /** 录取专业 (issue 34): the major the admission named, by id and name; null / '' before 录取. */
  admittedMajorId: z.string().nullable().optional(),
  admittedMajor: z.string().optional(),
  /** The 录取 dialog's choices (the plan's 招生专业) and where it starts (the first 意向专业 among them). */
  majorChoices: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
  wishedMajorIds: z.array(z.string()).optional(),
  reviewStatus: reviewCode,
  reviewText: z.string(),
  rejectReason: z.string().nullable(),
  feeStatus: feeCode,
  feeText: z.string(),
  voucherStatus: voucherCode,
  admissionStatus: admissionCode,
  admissionText: z.string(),
  /** Why 录取 was revoked (撤销录取), else null. */
  admissionReason: z.string().nullable(),
  amount: z.number().int().describe('分'),
  createdAt: iso,
  updatedAt: iso,
  /**
   * What the caller's role may do with this registration now (journeys staffRegistrationActions):
   * the screens offer exactly these. Absent from an old server.
   */
  actions: z.array(z.enum(STAFF_REGISTRATION_ACTIONS)).optional(),
  /**
   * Why no admission decision can be taken on this undecided registration (journeys decisionBlocked;
   * 录取管理 says 不能录取：…), else null. Absent from an old server.
   */
  blocked: z.string().nullable().optional(),
});
export type RegistrationRow = z.infer<typeof RegistrationRow>;
/** 报名审核's order by 提交时间 (newest first by default). */
export const registrationSort = z.enum(['submittedDesc', 'submittedAsc']);
/** How many registrations of the plan/search are in each review state (the status tabs' counts). */
export const ReviewCounts = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export const registrations = staffOp(p('registrations/list'), 'review', {
  request: z.object({
    planId: planId.optional(),
    review: reviewFilter.optional().describe('审核状态'),
    sort: registrationSort.default('submittedDesc').describe('排序'),
    /** Name (contains), identity number (exact or last 4+), phone (contains) or 报名编号 (exact). */
    q: z.string().trim().max(50).optional().describe('搜索'),
    unmask,
    ...paging,
  }),
  response: paged(RegistrationRow).extend({ counts: ReviewCounts }),
});

export const StaffFile = z.object({ fileId: z.string(), name: z.string(), url: z.string() });
export const RegistrationDetail = RegistrationRow.extend({
  /** One entry per form field in form order, answered or not. */
  fields: z.array(
    z.object({
      prop: z.string(),
      label: z.string(),
      type: z.string(),
      /** Text for text/picker/date fields (picker ids resolved to labels); '' when unanswered. */
      text: z.string(),
      /** upload fields: the files (urls signed, short-lived). */
      files: z.array(StaffFile),
      /** signature fields: a PNG data URL. */
      signature: z.string().nullable(),
    }),
  ),
  voucherFiles: z.array(StaffFile),
  voucherReason: z.string().nullable(),
  order: z
    .object({ orderNo: z.string(), status: z.string(), amount: z.number().int(), paidAt: iso.nullable() })
    .nullable(),
});
export type RegistrationDetail = z.infer<typeof RegistrationDetail>;
export const registration = staffOp(p('registrations/detail'), 'review', {
  request: z.object({ registrationId, unmask }),
  response: RegistrationDetail,
});

export const Moved = z.object({
  id: z.string(),
  reviewStatus: reviewCode,
  feeStatus: feeCode,
  admissionStatus: admissionCode,
  voucherStatus: voucherCode,
  /** What the caller's role may do with the registration after the move (as RegistrationRow). */
  actions: z.array(z.enum(STAFF_REGISTRATION_ACTIONS)).optional(),
});
export const approve = staffOp(p('registrations/approve'), 'review', {
  request: z.object({ registrationId }),
  response: Moved,
});
export const reject = staffOp(p('registrations/reject'), 'review', {
  request: z.object({ registrationId, reason }),
  response: Moved,
});

/** Either explicit ids or every 待审核 registration of a plan; dryRun counts without changing. */
export const bulkApprove = staffOp(p('registrations/bulk-approve'), 'bulkApprove', {
  request: z.object({
    planId,
    registrationIds: z.array(registrationId).min(1).max(500).optional(),
    dryRun: z.boolean().default(true),
  }),
  response: z.object({
    /** How many would be / were approved. */
    count: z.number().int(),
    approvedIds: z.array(z.string()),
    /** Who is (or would be) approved, by name, for the confirmation dialog. */
    decided: z.array(z.object({ id: z.string(), name: z.string() })),
    /** Ids asked for that the review journey refuses, with the name and the journey's reason. */
    skipped: z.array(z.object({ id: z.string(), name: z.string(), reason: z.string() })),
    dryRun: z.boolean(),
  }),
});

export const rejectTemplates = staffOp(p('reject-templates/list'), 'review', {
  request: z.object({}),
  response: z.array(z.string()),
});
export const saveRejectTemplates = staffOp(p('reject-templates/save'), 'editTemplates', {
  request: z.object({
    templates: z.array(z.string().trim().min(1).max(200)).max(30).describe('驳回原因模板'),
  }),
  response: z.array(z.string()),
});

// ---------- Vouchers ----------
export const VoucherRow = z.object({
  registrationId: z.string(),
  planName: z.string(),
  name: z.string(),
  amount: z.number().int(),
  voucherStatus: voucherCode,
  voucherText: z.string(),
  voucherReason: z.string().nullable(),
  feeStatus: feeCode,
  files: z.array(StaffFile),
  updatedAt: iso,
  /** What the caller's role may do with the voucher now (journeys voucherRowActions); the screen shows exactly these. */
  actions: z.array(z.enum(STAFF_VOUCHER_ACTIONS)).optional(),
});
/** A list's order by its time column (凭证 上传时间, 订单 支付时间); id breaks ties. */
export const timeSort = z.enum(['timeAsc', 'timeDesc']);
export const vouchers = staffOp(p('vouchers/list'), 'vouchers', {
  request: z.object({
    planId: planId.optional(),
    status: z.enum(REVIEW_STATES).default('pending'),
    sort: timeSort.default('timeAsc').describe('排序'),
    ...paging,
  }),
  /** counts: the status tabs (the plan applied, any voucher state). */
  response: paged(VoucherRow).extend({ counts: ReviewCounts }),
});
export const reviewVoucher = staffOp(p('vouchers/review'), 'vouchers', {
  request: z.object({ registrationId, approve: z.boolean(), reason: reason.optional() }),
  response: Moved,
});

// ---------- Face photos ----------
export const PhotoRow = z.object({
  welcomeId: z.string(),
  name: z.string(),
  studentNo: z.string().nullable(),
  /** 0 待审核 1 审核通过 2 已驳回. */
  photoStatus: z.number().int(),
  photoText: z.string(),
  rejectReason: z.string().nullable(),
  url: z.string(),
  /** What the caller's role may do with the photo now (journeys photoRowActions); the screen shows exactly these. */
  actions: z.array(z.enum(STAFF_PHOTO_ACTIONS)).optional(),
});
export const photos = staffOp(p('photos/list'), 'photos', {
  request: z.object({ status: z.enum(REVIEW_STATES).default('pending'), ...paging }),
  /** counts: the status tabs (every photo of the school by review state). */
  response: paged(PhotoRow).extend({ counts: ReviewCounts }),
});
export const reviewPhoto = staffOp(p('photos/review'), 'photos', {
  request: z.object({
    welcomeId: id.describe('新生编号'),
    approve: z.boolean(),
    reason: rejectReason.optional(),
  }),
  response: z.object({
    welcomeId: z.string(),
    photoStatus: z.number().int(),
    rejectReason: z.string().nullable(),
    /** What the caller's role may do with the photo after the review (as PhotoRow). */
    actions: z.array(z.enum(STAFF_PHOTO_ACTIONS)).optional(),
  }),
});

// ---------- Admission ----------
/** 2 预录取, 3 录取, 4 不录取: each allowed only where decisionBlock (src-domain/journeys) allows. */
const admitStatus = z.literal(codeList(DECISION_CODE)).default(DECISION_CODE.admit).describe('录取决定');
export const admit = staffOp(p('admissions/decide'), 'admit', {
  request: z.object({
    registrationId,
    status: admitStatus,
    /** 录取专业 (录取 / 预录取): one of the plan's 招生专业; absent: the first 意向专业 the plan offers. */
    majorId: z.string().trim().max(64).nullable().optional().describe('录取专业'),
  }),
  response: Moved,
});
/** Before publication: the decision is taken back (待录取); after it the server refuses (撤销录取). */
export const undoAdmission = staffOp(p('admissions/undo'), 'admit', {
  request: z.object({ registrationId }),
  response: Moved,
});
/** After publication: 已录取 / 预录取 → 已撤销录取 with a reason; the applicant is told. */
export const revokeAdmission = staffOp(p('admissions/revoke'), 'admit', {
  request: z.object({ registrationId, reason }),
  response: Moved,
});
/** 预览录取通知书: one 已录取 registration of the school; the letter filled as 录取查询 will show it. */
export const letterPreview = staffOp(p('admissions/letter-preview'), 'admit', {
  request: z.object({ registrationId }),
  response: z.object({
    registrationId: z.string(),
    name: z.string(),
    planName: z.string(),
    title: z.string(),
    body: z.string(),
    schoolName: z.string(),
  }),
});
const named = z.object({ id: z.string(), name: z.string() });
/** Only a selected, listed set; dryRun lists who would be decided and who is skipped, with the reason. */
export const bulkAdmit = staffOp(p('admissions/bulk'), 'admit', {
  request: z.object({
    planId,
    registrationIds: z.array(registrationId).min(1, '请先勾选报名').max(500),
    status: admitStatus,
    dryRun: z.boolean().default(true),
  }),
  response: z.object({
    count: z.number().int(),
    decided: z.array(named),
    skipped: z.array(named.extend({ reason: z.string() })),
    dryRun: z.boolean(),
  }),
});

// ---------- Payments ----------
export const OrderRow = z.object({
  registrationId: z.string(),
  planName: z.string(),
  name: z.string(),
  amount: z.number().int(),
  feeStatus: feeCode,
  feeText: z.string(),
  orderNo: z.string().nullable(),
  orderStatus: z.string().nullable(),
  paidAt: iso.nullable(),
  /** What the caller's role may do with the fee now (journeys orderRowActions); the screen shows exactly these. */
  actions: z.array(z.enum(STAFF_ORDER_ACTIONS)).optional(),
});
export const orders = staffOp(p('orders/list'), 'orders', {
  request: z.object({
    planId: planId.optional(),
    feeStatus: feeCode.optional().describe('缴费状态'),
    /** By 支付时间 (unpaid last), then the latest change. */
    sort: timeSort.default('timeDesc').describe('排序'),
    ...paging,
  }),
  /** counts: the status tabs (the plan applied): how many orders are in each fee state. */
  response: paged(OrderRow).extend({
    counts: z.array(z.object({ feeStatus: feeCode, count: z.number().int() })),
  }),
});
export const markPaid = staffOp(p('orders/mark-paid'), 'markPaid', {
  request: z.object({ registrationId, reason }),
  response: Moved,
});
export const refund = staffOp(p('orders/refund'), 'refund', {
  request: z.object({ registrationId, reason }),
  /** feeStatus 4 待退费 while the provider processes it, 5 已退费 once it answers done. */
  response: Moved,
});

// ---------- Exports ----------
/** Both answer a file (not the envelope); errors answer the envelope. */
export const exportXlsx = staffOp(p('exports/xlsx'), 'export', {
  request: z.object({ planId, unmask }),
  response: fileAnswer,
});
export const exportAttachments = staffOp(p('exports/attachments'), 'export', {
  request: z.object({ planId }),
  response: fileAnswer,
});

// ---------- Notifications ----------
export const NotifyKind = z.enum([
  'registration.approved',
  'registration.rejected',
  'payment.confirmed',
  'result.published',
  'photo.rejected',
  'checkin.open',
  'activity.cancelled',
  'school.message',
  'admission.revoked',
  'lottery.drawn',
  'lottery.offered',
  /** 更正信息 (issue 36 item 4): staff corrected a registration's answers. */
  'registration.corrected',
]);
export const OutboxRow = z.object({
  id: z.string(),
  kind: NotifyKind,
  channel: z.enum(['dev', 'wechat', 'sms']),
  /** 待发送 pending, 已发送 sent, 发送失败 failed (retries exhausted). */
  status: z.enum(['pending', 'sent', 'failed']),
  statusText: z.string(),
  /** 开发环境 / 微信 / 短信. */
  channelText: z.string(),
  /** The masked phone it goes to by SMS, else '' (an openid or account id is never shown). */
  recipient: z.string(),
  /** Whom it is about by name (the applicant or student), or the account's name; null if unknown. */
  recipientName: z.string().nullable(),
  /** A result notice waiting for its publication time: sent then, 重新发送 refused until then. */
  heldUntil: iso.nullable(),
  title: z.string(),
  body: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: iso.nullable(),
  createdAt: iso,
  sentAt: iso.nullable(),
});
export const outbox = staffOp(p('outbox/list'), 'outbox', {
  request: z.object({ status: z.enum(['pending', 'sent', 'failed']).optional(), ...paging }),
  response: paged(OutboxRow),
});
export const resend = staffOp(p('outbox/resend'), 'outbox', {
  request: z.object({ id: id.describe('通知') }),
  response: OutboxRow,
});
/** Dev only (404 when NODE_ENV=production): the dev adapter's sent messages, newest first, no staff session. */
export const devOutbox = endpoint({
  method: 'POST',
  path: p('dev/outbox'),
  access: 'public',

  request: z.object({}),
  response: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      to: z.string(),
      title: z.string(),
      body: z.string(),
      /** The 公众号 a WeChat notice goes out under (the school's own when configured, else the platform's). */
      appId: z.string(),
      at: iso,
    }),
  ),
});
