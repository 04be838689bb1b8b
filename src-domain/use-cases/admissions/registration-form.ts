import type { AnswerField, FieldLogic, FieldRule } from '../../forms/answers';
import type { FieldTypeName } from '../../forms/field-types';
import type { PlanSummary, StoredFile } from '../../ports/admissions-gateway';
import type { EnrollmentGateway } from './enrollment-gateway';

/** One answer: text, chosen ids (multi-select), stored files (upload) or a PNG data URL (signature). */
export type AnswerValue = string | string[] | StoredFile[];
/** The answers of a registration form, by field prop. */
export type Answers = Record<string, AnswerValue>;

/** A plan as the registration screens show it. */
export interface PlanDetail extends PlanSummary {
  description: string;
  contact: string;
}

/** The plan's places (register/judgeUpperLimit). */
export interface PlanLimit {
  full: boolean;
  quota: number;
  taken: number;
  left: number;
}

/** A field type: one registration each in src-domain/forms/field-types. */
export type TemplateFieldType = FieldTypeName;

/** One field of the plan's form template (spec section 3), with its answer key `prop`. */
export interface TemplateField extends AnswerField {
  prop: string;
  label: string;
  type: TemplateFieldType;
  show: boolean;
  rules: FieldRule[];
  multipleChoice?: number;
  mandatory?: number;
  placeholder?: string;
  selectLabel?: string;
  readonly?: boolean;
  disabled?: boolean;
  isLink?: boolean;
  value?: unknown;
  valueId?: string[];
  InfochooseMajorList?: { id: string; name: string }[];
  /** 意向专业: the choices are the plan's 招生专业, filled in by the server when the form is served. */
  planMajors?: boolean;
  InfochooseMorechecked?: string[];
  fileList?: unknown[];
  edit?: boolean;
  /** The title of the 分组 (section) the field belongs to (src-domain/forms/sections.ts). */
  section?: string;
  /** Picker options; on a SelectInput, its tag's choices (identity document types). */
  options?: { index: number; label: string }[];
  /** A region field: 1 省, 2 省市, 3 省市区 (default 3). */
  regionLevel?: number;
}

/** The school's 诚信报名承诺书 when the form must ask for 我已阅读并同意. */
export interface RequiredPromise {
  title: string;
  content: string;
}

export interface RegistrationForm {
  plan: PlanDetail;
  limit: PlanLimit;
  fields: TemplateField[];
  logic: FieldLogic[];
  promise: RequiredPromise | null;
}

/**
 * Everything the registration form of one plan needs: the plan, its places, the template with its
 * field logic, and the school's promise (a failed promise read leaves the submit to the server's rules).
 */
export async function loadRegistrationForm(
  gateway: EnrollmentGateway,
  planId: string,
  registrationId: string | null = null,
): Promise<RegistrationForm> {
  const [plan, limit, fields, logic, promise] = await Promise.all([
    gateway.planDetail(planId),
    gateway.planLimit(planId),
    gateway.formTemplate(planId, registrationId),
    gateway.fieldLogic(planId, registrationId),
    gateway.promise().catch(() => null),
  ]);
  return {
    plan,
    limit,
    fields,
    logic,
    promise: promise?.signRequired ? { title: promise.title, content: promise.content } : null,
  };
}

/** A registration being edited: its saved answers and, when the school rejected it, why. */
export interface SavedRegistration {
  answers: Answers;
  /** Set only while the registration is 已驳回 (shown at the top of the form it is corrected in). */
  rejectReason: string | null;
}

/** The registration being edited ({} and no reason when it is not found). */
export async function loadSavedRegistration(
  gateway: EnrollmentGateway,
  registrationId: string,
): Promise<SavedRegistration> {
  return (await gateway.savedRegistration(registrationId)) ?? { answers: {}, rejectReason: null };
}
