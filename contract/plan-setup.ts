import { z } from 'zod';
import { ADMISSION_MODES, PLAN_STATES } from '../src-domain/journeys/codes';
import { chinaInstant } from './common';
import { staffOp } from './endpoint';
import { fieldLogic, formField } from './enrollment';
import { lotteryGroup } from './lottery';
import { STAFF_BASE } from './staff';

/**
 * The admissions season set up by the school (issue 26): 招生计划 and registration forms with frozen
 * versions. `POST`, staff session, the envelope; the school comes from the session. Every call that
 * succeeds writes one audit row. 学校管理员 and 招生老师 only (the `plans` and `forms` actions).
 */
const p = (rest: string) => `${STAFF_BASE}${rest}`;

const id = (label: string) =>
  z.string().trim().min(1, `缺少${label}`).max(64, `${label}过长`).describe(label);
const planId = id('招生计划');
const templateId = id('报名表');

/** What applicants see of a plan and what the school may also see (ended vs closed by the school). */
export const planLifecycleState = z.enum(PLAN_STATES);

export const planTerms = z.object({
  name: z.string().trim().min(1, '请填写计划名称').max(60, '计划名称最多60字').describe('计划名称'),
  /** Rich text (the news editor's markup); the server stores it sanitized (DOMPurify). */
  description: z.string().max(20000, '计划说明过长').default('').describe('计划说明'),
  batch: z.string().trim().max(30, '批次最多30字').default('').describe('批次'),
  grade: z.string().trim().max(30, '年级最多30字').default('').describe('年级'),
  quota: z.number().int('招生人数须为整数').min(0, '招生人数不能为负数').max(100_000).describe('招生人数'),
  startAt: chinaInstant.describe('报名开始时间'),
  endAt: chinaInstant.describe('报名截止时间'),
  resultsPublishAt: chinaInstant.describe('结果公布时间'),
  /** Fen (分); the screen shows yuan. */
  fee: z.number().int('报名费须为整数（分）').min(0, '报名费不能为负数').max(10_000_000).describe('报名费'),
  payAtRegistration: z.boolean().describe('缴费时机'),
  majorIds: z.array(id('专业')).max(200).default([]).describe('招生专业'),
  contact: z.string().trim().max(100, '联系方式最多100字').default('').describe('联系方式'),
  templateId: templateId,
  formVersion: z.number().int().min(1, '请选择已发布的报名表版本').describe('报名表版本'),
  /** 先到先得 (default, today's quota race) or 报名后摇号 (issue 37). */
  admissionMode: z.enum(ADMISSION_MODES).default('firstCome').describe('录取方式'),
  /** 报名后摇号's priority groups in order, each drawn within itself (at most 10). */
  lotteryGroups: z.array(lotteryGroup).max(10, '优先类别最多10个').default([]).describe('优先类别'),
  /** Hours a won or offered place waits for 确认入学 (1 h … 30 days). */
  confirmHours: z
    .number()
    .int()
    .min(1, '确认期限至少1小时')
    .max(720, '确认期限最多30天')
    .default(72)
    .describe('确认期限'),
});
export type PlanTerms = z.infer<typeof planTerms>;

export const PlanSetupRow = z.object({
  id: z.string(),
  name: z.string(),
  state: planLifecycleState,
  quota: z.number().int(),
  taken: z.number().int(),
  fee: z.number().int().describe('分'),
  startAt: chinaInstant,
  endAt: chinaInstant,
  resultsPublishAt: chinaInstant.nullable(),
  templateId: z.string(),
  formName: z.string(),
  formVersion: z.number().int(),
  /** A copy nobody has opened yet: closed, no publication time, not shown to applicants. */
  draft: z.boolean(),
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
  /** Registrations holding a decision (any admission code but 待录取): once the time has passed, they are shown. */
  decided: z.number().int(),
});
export type PlanSetupRow = z.infer<typeof PlanSetupRow>;

export const PlanSetupDetail = PlanSetupRow.extend({
  description: z.string(),
  batch: z.string(),
  grade: z.string(),
  payAtRegistration: z.boolean(),
  majorIds: z.array(z.string()),
  contact: z.string(),
  admissionMode: z.enum(ADMISSION_MODES),
  lotteryGroups: z.array(lotteryGroup),
  confirmHours: z.number().int(),
});
export type PlanSetupDetail = z.infer<typeof PlanSetupDetail>;

export const list = staffOp(p('plans/setup-list'), 'plans', {
  request: z.object({}),
  response: z.array(PlanSetupRow),
});
export const get = staffOp(p('plans/get'), 'plans', {
  request: z.object({ planId }),
  response: PlanSetupDetail,
});
export const create = staffOp(p('plans/create'), 'plans', { request: planTerms, response: PlanSetupDetail });
export const save = staffOp(p('plans/save'), 'plans', {
  request: planTerms.extend({ planId }),
  response: PlanSetupDetail,
});
export const close = staffOp(p('plans/close'), 'plans', {
  request: z.object({ planId }),
  response: PlanSetupDetail,
});
export const reopen = staffOp(p('plans/reopen'), 'plans', {
  request: z.object({ planId }),
  response: PlanSetupDetail,
});
/**
 * A new plan with the terms of an earlier one (name …（复制）, nobody registered): a closed draft with no
 * result publication time, shown to no applicant until staff set a time and 重新开放 it.
 */
export const copy = staffOp(p('plans/copy'), 'plans', {
  request: z.object({ planId }),
  response: PlanSetupDetail,
});

export const FormVersionRef = z.object({
  version: z.number().int(),
  publishedAt: chinaInstant,
  fieldCount: z.number().int(),
});
export const FormSummary = z.object({
  templateId: z.string(),
  name: z.string(),
  /** True when the draft differs from the latest published version (or nothing is published). */
  draftChanged: z.boolean(),
  versions: z.array(FormVersionRef),
  /** Plans using this form: which version each uses. */
  plans: z.array(z.object({ planId: z.string(), name: z.string(), formVersion: z.number().int() })),
});
export type FormSummary = z.infer<typeof FormSummary>;

export const options = staffOp(p('plans/options'), 'plans', {
  request: z.object({}),
  response: z.object({
    majors: z.array(z.object({ id: z.string(), name: z.string() })),
    forms: z.array(FormSummary),
  }),
});

const formDesign = z.object({
  name: z.string().trim().min(1, '请填写报名表名称').max(60, '报名表名称最多60字').describe('报名表名称'),
  fields: z.array(formField).max(200, '字段最多200个').describe('字段'),
  logic: z.array(fieldLogic).max(200).default([]).describe('字段逻辑'),
});
/** A draft as typed in the designer: an unknown field type reaches the design rules' Chinese message. */
const draftDesign = formDesign.extend({
  fields: z
    .array(formField.extend({ type: z.string().trim().max(40).describe('字段类型') }))
    .max(200, '字段最多200个')
    .describe('字段'),
});

export const PublishedVersion = formDesign.extend({
  version: z.number().int(),
  publishedAt: chinaInstant,
});

export const forms = staffOp(p('forms/list'), 'forms', {
  request: z.object({}),
  response: z.array(FormSummary),
});
export const form = staffOp(p('forms/get'), 'forms', {
  request: z.object({ templateId }),
  response: z.object({
    templateId: z.string(),
    draft: formDesign.extend({ updatedAt: chinaInstant }),
    versions: z.array(PublishedVersion),
  }),
});
/** A new form when templateId is absent. Validated by src-domain/forms/design-rules. */
export const saveDraft = staffOp(p('forms/save-draft'), 'forms', {
  request: draftDesign.extend({
    templateId: templateId.optional(),
    /** Naming a published version to overwrite it is refused: published versions never change. */
    version: z.number().int().optional().describe('版本'),
  }),
  response: z.object({ templateId: z.string(), updatedAt: chinaInstant }),
});
const PlanOnForm = z.object({ planId: z.string(), name: z.string(), formVersion: z.number().int() });

/**
 * Freezes the draft as the next version; plans keep their version until a person moves them. The
 * answer names the plans still on an earlier version, which the designer offers to move (movePlans).
 */
export const publish = staffOp(p('forms/publish'), 'forms', {
  request: z.object({ templateId }),
  response: PublishedVersion.extend({ templateId: z.string(), earlierPlans: z.array(PlanOnForm) }),
});
/** Moves the named plans of this form to one of its published versions (registrations keep theirs). */
export const movePlans = staffOp(p('forms/move-plans'), 'forms', {
  request: z.object({
    templateId,
    version: z.number().int().min(1).describe('版本'),
    planIds: z.array(planId).min(1, '请选择招生计划').max(200).describe('招生计划'),
  }),
  response: z.object({ version: z.number().int(), moved: z.array(PlanOnForm) }),
});
