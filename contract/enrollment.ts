import { FIELD_TYPE_NAMES } from '../src-domain/forms/field-types/index';
import { chinaInstant } from './common';
import { z } from 'zod';
import {
  ACTIVITY_STATES,
  ADMISSION_MODES,
  codeList,
  FEE_CODE,
  PUBLIC_PLAN_STATES,
  REGISTRATION_ACTIONS,
  REVIEW_CODE,
  SHOWN_ADMISSION_CODE,
  SIGNUP_ACTIONS,
  SIGNUP_SHOWN_STATES,
  TONES,
  VOUCHER_CODE,
} from '../src-domain/journeys/codes';
import { endpoint } from './endpoint';

/** Admissions calls of spec section 7 ("Enrolment"); statuses are the brief's section 4. */
export const ENROLLMENT_BASE = '/enrollment-manage-api/api/app/enrollment/';
const p = (rest: string) => ENROLLMENT_BASE + rest;

const id = z.string().trim().min(1, '缺少编号').max(64, '编号过长');
const planId = id.describe('招生计划');
const registrationId = id.describe('报名记录');
const pageNo = z.coerce
  .number()
  .int('页码须为整数')
  .min(1, '页码须大于0')
  .max(10_000)
  .describe('页码')
  .default(1);
const pageSize = z.coerce
  .number()
  .int('每页条数须为整数')
  .min(1)
  .max(50, '每页最多50条')
  .describe('每页条数')
  .default(10);
const page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });

/** A stored file reference as /fileapi/upload returns it (contract/README.md "Files"). */
export const fileRef = z.object({
  fileId: z.string().min(1).max(64),
  name: z.string().min(1).max(255),
  size: z.number().int().min(0),
  type: z.string().max(128).default(''),
  url: z.string().max(2048).default(''),
});
export type FileRef = z.infer<typeof fileRef>;

// ---------- CMS ----------
export const cmsType = z.enum(['news', 'document']);
export const cmsItem = z.object({
  id: z.string(),
  type: cmsType,
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  author: z.string(),
  publishTime: chinaInstant,
});
export const cmsQuery = endpoint({
  method: 'POST',
  path: p('CMS/query'),
  access: 'public',
  request: z.object({ type: cmsType.optional(), keyword: z.string().max(50).optional(), pageNo, pageSize }),
  response: page(cmsItem),
});
export const cmsDocumentInfo = endpoint({
  method: 'GET',
  path: p('CMS/getDocumentInfo'),
  access: 'public',
  request: z.object({ id: id.describe('文章') }),
  // content is rich text exactly as stored: sanitizing is the client's job.
  response: cmsItem.extend({ content: z.string(), attachments: z.array(fileRef) }),
});
export const schoolBadgeConfig = endpoint({
  method: 'POST',
  path: p('CMS/getSchoolBadgeConfig'),
  access: 'public',
  request: z.object({}),
  response: z.object({
    schoolName: z.string(),
    badgeUrl: z.string(),
    motto: z.string(),
    themeColor: z.string(),
    /** Home quick links to the school's external services; URLs may hold {{…}} placeholders (spec section 3). */
    quickLinks: z.array(z.object({ title: z.string(), url: z.string() })).optional(),
    /** 学校设置's contact phone, shown on the home (issue 25). */
    servicePhone: z.string().optional(),
  }),
});
export const schoolPromiseConfig = endpoint({
  method: 'POST',
  path: p('CMS/getSchoolPromiseConfig'),
  access: 'public',
  request: z.object({}),
  response: z.object({ title: z.string(), content: z.string(), signRequired: z.boolean() }),
});

// ---------- Plans ----------
/** notStarted / open / full / closed (ended or closed by the school). */
export const planState = z.enum(PUBLIC_PLAN_STATES);
export const planSummary = z.object({
  id: z.string(),
  name: z.string(),
  batch: z.string(),
  grade: z.string(),
  quota: z.number().int(),
  taken: z.number().int(),
  left: z.number().int(),
  /** Fee in fen (分); 0 means free. */
  fee: z.number().int(),
  startTime: chinaInstant,
  endTime: chinaInstant,
  state: planState,
  templateId: z.string(),
  /** 先到先得 (firstCome) or 报名后摇号 (lottery: places by the draw after the window; issue 37). Absent = firstCome. */
  admissionMode: z.enum(ADMISSION_MODES).optional(),
});
export const findPlanList = endpoint({
  method: 'POST',
  path: p('plan/findPlanList'),
  access: 'public',
  request: z.object({ keyword: z.string().max(50).optional(), pageNo, pageSize }),
  response: page(planSummary),
});
export const getPlanDetail = endpoint({
  method: 'POST',
  path: p('plan/getPlanDetail'),
  access: 'public',
  request: z.object({ planId }),
  response: planSummary.extend({ description: z.string(), contact: z.string() }),
});
export const judgeUpperLimit = endpoint({
  method: 'POST',
  path: p('register/judgeUpperLimit'),
  access: 'public',
  request: z.object({ planId }),
  response: z.object({
    full: z.boolean(),
    quota: z.number().int(),
    taken: z.number().int(),
    left: z.number().int(),
  }),
});

// ---------- Registration form ----------
export const fieldRule = z.object({
  required: z.boolean().optional(),
  message: z.string().optional(),
  pattern: z.string().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  len: z.number().optional(),
  /** Built-in checks shared with the client's form rules: an identity number or a mainland mobile number. */
  type: z.enum(['idNumber', 'mobile']).optional(),
});
/** The registered field types (src-domain/forms/field-types). */
export const fieldType = z.enum(FIELD_TYPE_NAMES);
/** The form field definition of spec section 3, plus `prop` (the answer key) and picker `options`. */
export const formField = z.object({
  prop: z.string(),
  label: z.string(),
  type: fieldType,
  multipleChoice: z.number().int().optional(),
  show: z.boolean(),
  mandatory: z.number().int().optional(),
  rules: z.array(fieldRule),
  placeholder: z.string().optional(),
  selectLabel: z.string().optional(),
  readonly: z.boolean().optional(),
  disabled: z.boolean().optional(),
  isLink: z.boolean().optional(),
  value: z.unknown().optional(),
  valueId: z.array(z.string()).optional(),
  InfochooseMajorList: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
  /** 意向专业 (issue 34): the choices are the plan's 招生专业, filled in when the form is served. */
  planMajors: z.boolean().optional(),
  InfochooseMorechecked: z.array(z.string()).optional(),
  fileList: z.array(z.unknown()).optional(),
  edit: z.boolean().optional(),
  /** The title of the 分组 (section) the field belongs to; neighbouring fields with one title form a section. */
  section: z.string().max(30).optional(),
  /**
   * Picker options; on a SelectInput, the tag's choices (identity document types): the chosen label
   * is answered under `${prop}Type` (selectLabel is the default) and only 居民身份证 is checked as an identity number.
   */
  options: z.array(z.object({ index: z.number().int(), label: z.string() })).optional(),
  /**
   * A region field (type 'region', 省/市/区): how deep the answer goes — 1 省, 2 省市, 3 省市区
   * (default 3). The answer is the chosen names from the province down, e.g. ["浙江省","杭州市","西湖区"].
   */
  regionLevel: z.number().int().min(1).max(3).optional(),
});
export type FormFieldDef = z.infer<typeof formField>;

/**
 * "When `when.prop` answers `when.value`(one of), then `action` the `target` fields." Applied by
 * src-domain/forms/form-field.ts applyFieldLogic on both sides; its FieldLogic type must stay equal to this.
 */
export const fieldLogic = z.object({
  id: z.string(),
  when: z.object({
    prop: z.string(),
    op: z.enum(['eq', 'neq', 'in']),
    value: z.union([z.string(), z.array(z.string())]),
  }),
  action: z.enum(['show', 'hide', 'required', 'optional']),
  targets: z.array(z.string()),
});
export type FieldLogicDef = z.infer<typeof fieldLogic>;

export const getTemplate = endpoint({
  method: 'POST',
  path: p('register/getTemplate'),
  access: 'public',
  /** With the caller's own registrationId: the form version it was submitted on (修改并重新提交). */
  request: z.object({ planId, registrationId: z.string().max(64).optional() }),
  response: z.object({
    templateId: z.string(),
    planId: z.string(),
    name: z.string(),
    fields: z.array(formField),
  }),
});
export const fieldLogicList = endpoint({
  method: 'POST',
  path: p('register/fieldLogicList'),
  access: 'public',
  request: z.object({ planId, registrationId: z.string().max(64).optional() }),
  response: z.array(fieldLogic),
});

/** One answer: text, chosen ids (multi-select), files (upload) or a PNG data URL (signature). */
export const answerValue = z.union([
  z.string().max(400_000),
  z.array(z.string().max(64)).max(50),
  z.array(fileRef).max(50),
]);
export const answers = z.record(z.string().max(64), answerValue);
export type Answers = z.infer<typeof answers>;

// The journeys' codes (src-domain/journeys/codes.ts); an applicant sees admission with publication applied.
export const reviewStatus = z.literal(codeList(REVIEW_CODE));
export const feeStatus = z.literal(codeList(FEE_CODE));
export const admissionStatus = z.literal(codeList(SHOWN_ADMISSION_CODE));
export const voucherStatus = z.literal(codeList(VOUCHER_CODE)).nullable();

/**
 * What the person may do with a registration now, computed by the server from the journeys
 * (src-domain/journeys/registration-actions registrationActions), its clock and the school's settings:
 * screens render exactly this list (issue 23). Optional while old servers answer without it.
 */
export const registrationActions = z.array(z.enum(REGISTRATION_ACTIONS));
/** The one status the person reads now (publication applied): journey, state, label and tone. */
export const shownState = z.object({
  journey: z.enum(['review', 'fee', 'voucher', 'admission', 'lottery']),
  state: z.string(),
  label: z.string(),
  tone: z.enum(['default', 'primary', 'success', 'warning', 'danger']),
});
export type ShownStateView = z.infer<typeof shownState>;

/** 报名编号: the short number a person reads out (9–10 digits); registrationId stays the id for calls. */
export const regNo = z.string().describe('报名编号');

export const registrationView = z.object({
  registrationId: z.string(),
  regNo,
  planId: z.string(),
  planName: z.string(),
  name: z.string(),
  idNumber: z.string(),
  answers,
  reviewStatus,
  rejectReason: z.string().nullable(),
  feeStatus,
  /** Before the plan's publication time: 1 (待录取), whatever was decided (issue 23). */
  admissionStatus,
  /** The publication time while the decision is held back (录取结果将于 … 公布); null once published. */
  resultsAt: chinaInstant.nullable().optional(),
  /** Once published: 已撤销录取 and the school's reason when a 录取 was revoked (issue 24), else null. */
  admissionNote: z.string().nullable().optional(),
  voucherStatus,
  voucherReason: z.string().nullable(),
  voucherFiles: z.array(fileRef),
  /** Fee in fen. */
  amount: z.number().int(),
  orderNo: z.string().nullable(),
  /** The applicant may still change the answers (pending or rejected, nothing paid). */
  editable: z.boolean(),
  /** Plan setting: paying is allowed before review (default: only after 审核通过). */
  payAtRegistration: z.boolean(),
  /** School setting (orgs.settings.offlinePayment, default on): a payment voucher may be uploaded. Absent = on. */
  offlinePayment: z.boolean().optional(),
  /** School setting (orgs.settings.h5Pay, default on): WeChat H5 pay in a plain mobile browser. Absent = on. */
  h5Pay: z.boolean().optional(),
  /** What to pay off-line, while a voucher is accepted (actions holds uploadVoucher): the school's payee, amount and a reference. */
  offlinePayee: z
    .object({
      payee: z.string(),
      bank: z.string(),
      account: z.string(),
      /** Fee in fen. */
      amount: z.number().int(),
      /** What to write on the transfer (附言) so the school can match it. */
      reference: z.string(),
    })
    .nullable()
    .optional(),
  createdAt: chinaInstant,
  /** What the applicant may do now (registrationActions). */
  actions: registrationActions,
  /** What the applicant reads as the status now. */
  shown: shownState,
});
export type RegistrationView = z.infer<typeof registrationView>;

const registrationRef = z.object({ registrationId });

export const registerStudent = endpoint({
  method: 'POST',
  path: p('register/registerStudent'),
  access: 'user',
  request: z.object({ planId, answers: answers.describe('报名信息') }),
  response: z.object({
    registrationId: z.string(),
    regNo,
    reviewStatus,
    feeStatus,
    amount: z.number().int(),
  }),
});
export const getUserDetail = endpoint({
  method: 'POST',
  path: p('register/getUserDetail'),
  access: 'user',
  /** Without registrationId: every registration of the signed-in applicant. */
  request: z.object({ registrationId: registrationId.optional() }),
  response: z.array(registrationView),
});
export const updateUserDetail = endpoint({
  method: 'POST',
  path: p('register/updateUserDetail'),
  access: 'user',
  request: z.object({ registrationId, answers: answers.describe('报名信息') }),
  response: registrationView,
});
export const judgePay = endpoint({
  method: 'POST',
  path: p('register/judgePay'),
  access: 'user',
  request: registrationRef,
  response: z.object({
    needPay: z.boolean(),
    paid: z.boolean(),
    feeStatus,
    amount: z.number().int(),
    orderNo: z.string().nullable(),
  }),
});
export const registerPay = endpoint({
  method: 'POST',
  path: p('register/pay'),
  access: 'user',
  /** What the pay screen shows: amount, fee status and whether it can be paid now. */
  request: registrationRef,
  response: z.object({
    registrationId: z.string(),
    planName: z.string(),
    amount: z.number().int(),
    feeStatus,
    payable: z.boolean(),
    orderNo: z.string().nullable(),
    reason: z.string().nullable(),
    /** What the applicant may do now (registrationActions). */
    actions: registrationActions,
  }),
});
export const judgeReject = endpoint({
  method: 'POST',
  path: p('register/judgeReject'),
  access: 'user',
  request: registrationRef,
  response: z.object({ rejected: z.boolean(), reason: z.string().nullable(), reviewStatus }),
});
export const queryEnrollResult = endpoint({
  method: 'POST',
  path: p('register/queryEnrollResult'),
  access: 'public',
  request: z.object({
    idNumber: z.string().trim().min(1, '请输入身份证号').max(18, '身份证号格式不正确').describe('身份证号'),
    name: z.string().trim().min(1, '请输入姓名').max(50, '姓名过长').describe('姓名'),
  }),
  response: z.object({
    found: z.boolean(),
    records: z.array(
      z.object({
        planName: z.string(),
        name: z.string(),
        reviewStatus,
        feeStatus,
        admissionStatus,
        statusText: z.string(),
        /** 已撤销录取 and the reason when a published 录取 was revoked (issue 24), else null. */
        admissionNote: z.string().nullable().optional(),
        notice: z.object({ title: z.string(), content: z.string(), schoolName: z.string() }).nullable(),
        /** Signed, expiring token for the result QR (never a raw id). */
        qrToken: z.string().nullable(),
        /** Where the result QR should point: the admission notice page for that token (path on this server). */
        qrUrl: z.string().nullable(),
        /** The status as it may be shown now (never a decision before publication); absent from an old server. */
        shown: shownState.optional(),
      }),
    ),
  }),
});
export const mobilePaymentVoucher = endpoint({
  method: 'POST',
  path: p('register/mobilePaymentVoucher'),
  access: 'user',
  request: z.object({
    registrationId,
    files: z.array(fileRef).min(1, '请上传缴费凭证').max(10).describe('缴费凭证'),
  }),
  response: z.object({ registrationId: z.string(), voucherStatus, feeStatus }),
});

// ---------- Activities ----------
/** `cancelled`: the school cancelled the activity (取消活动); sign-ups are closed and told. */
export const activityState = z.enum(ACTIVITY_STATES);
/**
 * What the person may see and do with an activity now, computed by the server
 * (src-domain/journeys/activity-signup signupOffer) from its lifecycle, places, the clock and the
 * person's sign-up; screens render exactly this (issue 23). `refusal`: why 立即报名 is not offered.
 */
export const signupOffer = z.object({
  shown: z.object({ state: z.enum(SIGNUP_SHOWN_STATES), label: z.string(), tone: z.enum(TONES) }),
  actions: z.array(z.enum(SIGNUP_ACTIONS)),
  refusal: z.string().nullable(),
});
export type SignupOfferView = z.infer<typeof signupOffer>;
export const activityItem = z.object({
  id: z.string(),
  title: z.string(),
  coverUrl: z.string().nullable(),
  place: z.string(),
  description: z.string(),
  startTime: chinaInstant,
  endTime: chinaInstant,
  signStart: chinaInstant,
  signEnd: chinaInstant,
  capacity: z.number().int(),
  signed: z.number().int(),
  left: z.number().int(),
  state: activityState,
  /** The offer for a person not signed in (the public list); activityOffer gives the signed-in one. */
  offer: signupOffer,
});
export const activityList = endpoint({
  method: 'POST',
  path: p('activity/activityList'),
  access: 'public',
  request: z.object({ pageNo, pageSize }),
  response: page(activityItem),
});
export const regActivity = endpoint({
  method: 'POST',
  path: p('activity/regActivity'),
  access: 'user',
  request: z.object({
    activityId: id.describe('活动'),
    name: z.string().trim().min(1, '请输入姓名').max(50, '姓名过长').describe('姓名'),
    phone: z
      .string()
      .trim()
      .regex(/^1\d{10}$/, '手机号格式不正确')
      .describe('手机号'),
    remark: z.string().max(200, '备注最多200字').describe('备注').optional(),
  }),
  response: z.object({ signupId: z.string(), activityId: z.string(), left: z.number().int() }),
});

// ---------- Issue 14: dead ends ----------
/** The activities the signed-in applicant joined, and whether each may still be cancelled. */
export const mySignups = endpoint({
  method: 'POST',
  path: p('activity/mySignups'),
  access: 'user',
  request: z.object({}),
  response: z.array(z.object({ activityId: z.string(), cancellable: z.boolean(), offer: signupOffer })),
});
/** The signed-in person's offer for one activity now (signupOffer: joined, audience, places, time). */
export const activityOffer = endpoint({
  method: 'POST',
  path: p('activity/activityOffer'),
  access: 'user',
  request: z.object({ activityId: id.describe('活动') }),
  response: signupOffer.extend({ activityId: z.string() }),
});
/** Cancels the applicant's sign-up while the school's sign-up window is still open. */
export const cancelActivity = endpoint({
  method: 'POST',
  path: p('activity/cancelActivity'),
  access: 'user',
  request: z.object({ activityId: id.describe('活动') }),
  response: z.object({ activityId: z.string(), left: z.number().int() }),
});
/**
 * A public, rate-limited check made when the identity number is complete: is this number already
 * registered for this plan? It answers yes or no and nothing else (no name, status or id).
 */
export const checkDuplicate = endpoint({
  method: 'POST',
  path: p('register/checkDuplicate'),
  access: 'public',
  request: z.object({ planId, idNumber: z.string().trim().min(1).max(32).describe('证件号码') }),
  response: z.object({ registered: z.boolean() }),
});
/**
 * 我已阅读并同意 the school's 诚信报名承诺书 for a plan: the server records the time and the version
 * of the text it holds (a hash of its title and content), and answers both.
 */
export const acceptPromise = endpoint({
  method: 'POST',
  path: p('CMS/acceptPromise'),
  access: 'user',
  request: z.object({ planId }),
  response: z.object({ version: z.string(), acceptedAt: chinaInstant }),
});
