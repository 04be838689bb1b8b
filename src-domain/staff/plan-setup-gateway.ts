import type { AdmissionMode } from '../journeys/lottery';
import type { RegionDivision } from '../forms/region';
import type { PlanLifecycleState } from '../journeys/plan-lifecycle';
import type { FieldLogic } from '../forms/answers';
import type { TemplateField } from '../use-cases/admissions/registration-form';

/** A plan as the school sets it up (contract/plan-setup.ts); times are ISO with +08:00, fee in fen. */
export interface PlanSetupRow {
  id: string;
  name: string;
  state: PlanLifecycleState;
  quota: number;
  taken: number;
  fee: number;
  startAt: string;
  endAt: string;
  resultsPublishAt: string | null;
  templateId: string;
  formName: string;
  formVersion: number;
  /** A copy nobody has opened yet: closed, no publication time, not shown to applicants. */
  draft: boolean;
  counts: { pending: number; approved: number; rejected: number };
  /** Registrations holding a decision (the publication rule reads it). */
  decided: number;
}

export interface PlanSetupDetail extends PlanSetupRow {
  description: string;
  batch: string;
  grade: string;
  payAtRegistration: boolean;
  majorIds: string[];
  contact: string;
  /** 先到先得 or 报名后摇号 (issue 37); absent from an older server = 先到先得. */
  admissionMode?: AdmissionMode;
  lotteryGroups?: LotteryGroupTerms[];
  confirmHours?: number;
}

/** 报名后摇号's priority group as the school sets it: drawn within itself, with its places (absent = what is left). */
export interface LotteryGroupTerms {
  id: string;
  name: string;
  places?: number;
}

export interface PlanTermsInput {
  name: string;
  description: string;
  batch: string;
  grade: string;
  quota: number;
  startAt: string;
  endAt: string;
  resultsPublishAt: string;
  fee: number;
  payAtRegistration: boolean;
  majorIds: string[];
  contact: string;
  templateId: string;
  formVersion: number;
  admissionMode?: AdmissionMode;
  lotteryGroups?: LotteryGroupTerms[];
  confirmHours?: number;
}

export interface PlanFormChoice {
  templateId: string;
  name: string;
  versions: { version: number; publishedAt: string; fieldCount: number }[];
}

export interface PlanSetupOptions {
  majors: { id: string; name: string }[];
  forms: PlanFormChoice[];
}

/** 招生计划 setup over the staff session (port; adapter: src-adapters/api/plan-setup-gateway.ts). */
export const PlanSetupGateway = Symbol.for('PlanSetupGateway');
export interface PlanSetupGateway {
  list(): Promise<PlanSetupRow[]>;
  get(planId: string): Promise<PlanSetupDetail>;
  options(): Promise<PlanSetupOptions>;
  create(t: PlanTermsInput): Promise<PlanSetupDetail>;
  save(planId: string, t: PlanTermsInput): Promise<PlanSetupDetail>;
  close(planId: string): Promise<PlanSetupDetail>;
  reopen(planId: string): Promise<PlanSetupDetail>;
  copy(planId: string): Promise<PlanSetupDetail>;
}

/** A plan using a form, and the version it uses. */
export interface PlanOnForm {
  planId: string;
  name: string;
  formVersion: number;
}

/** A form in the designer's list: its versions and which plan uses which (contract FormSummary). */
export interface FormSummary extends PlanFormChoice {
  /** The draft differs from the latest published version (or nothing is published yet). */
  draftChanged: boolean;
  plans: { planId: string; name: string; formVersion: number }[];
}

/** A form's design as the designer edits it (contract formDesign). */
export interface FormDesignInput {
  name: string;
  fields: TemplateField[];
  logic: FieldLogic[];
}

export interface PublishedFormVersion extends FormDesignInput {
  version: number;
  publishedAt: string;
}

export interface FormDetail {
  templateId: string;
  draft: FormDesignInput & { updatedAt: string };
  versions: PublishedFormVersion[];
}

/** 报名表设计 over the staff session (port; adapter: src-adapters/api/form-design-gateway.ts). */
export const FormDesignGateway = Symbol.for('FormDesignGateway');
export interface FormDesignGateway {
  list(): Promise<FormSummary[]>;
  get(templateId: string): Promise<FormDetail>;
  /** A new form without templateId; answers the form's id. */
  saveDraft(
    templateId: string | null,
    d: FormDesignInput,
  ): Promise<{ templateId: string; updatedAt: string }>;
  /** Freezes the draft; answers the new version and the plans still on an earlier one. */
  publish(
    templateId: string,
  ): Promise<PublishedFormVersion & { templateId: string; earlierPlans: PlanOnForm[] }>;
  /** Moves the chosen plans of the form to a published version (registrations keep theirs). */
  movePlans(
    templateId: string,
    version: number,
    planIds: string[],
  ): Promise<{ version: number; moved: PlanOnForm[] }>;
  /** The region tree a region field (省/市/区) picks from, for the preview. */
  regions(): Promise<RegionDivision[]>;
}
