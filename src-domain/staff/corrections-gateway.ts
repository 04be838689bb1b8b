import type { FieldLogic } from '../forms/answers';
import type { RegionDivision } from '../forms/region';
import { registrationReview } from '../journeys';
import type { Answers, TemplateField } from '../use-cases/admissions/registration-form';

/** One step of a registration's review, as the reviewer reads it (issue 34): 提交, 驳回 and why, 重新提交… */
export interface ReviewEvent {
  kind: 'submitted' | 'rejected' | 'resubmitted' | 'approved' | 'corrected';
  at: string | null;
  by: string | null;
  reason: string;
}

/** What 更正信息 opens: the registration's own form version, its answers and the version stamp to send back. */
export interface CorrectionForm {
  registrationId: string;
  name: string;
  planName: string;
  formVersion: number;
  version: string;
  fields: TemplateField[];
  logic: FieldLogic[];
  answers: Answers;
  /** Attachments and signature: the applicant's own, shown but never changed by staff. */
  lockedProps: string[];
  history: ReviewEvent[];
}

export interface FieldChange {
  prop: string;
  label: string;
  before: string;
  after: string;
}

export interface RemovedStudent {
  welcomeId: string;
  name: string;
  idNumber: string;
  entryYear: number;
  reason: string;
  removedAt: string;
  removedBy: string | null;
  restorableUntil: string;
}

/** 更正 (issue 36 item 4) over the staff session (port; contract/corrections.ts). */
export const CorrectionsGateway = Symbol.for('CorrectionsGateway');
export interface CorrectionsGateway {
  registrationForm(registrationId: string): Promise<CorrectionForm>;
  correctRegistration(input: {
    registrationId: string;
    version: string;
    answers: Answers;
    reason: string;
  }): Promise<{ registrationId: string; version: string; changes: FieldChange[]; notified: boolean }>;
  correctIdNumber(welcomeId: string, idNumber: string, reason: string): Promise<{ idNumber: string }>;
  removeStudent(welcomeId: string, reason: string): Promise<{ restorableUntil: string }>;
  removedStudents(): Promise<RemovedStudent[]>;
  restoreStudent(welcomeId: string): Promise<void>;
  /** The region tree (省/市/区) for a region field of the form (the parent app's public endpoint). */
  regions(): Promise<RegionDivision[]>;
}

/** The words of a review step (审核记录). */
export const REVIEW_EVENT_TEXT: Readonly<Record<ReviewEvent['kind'], string>> = {
  submitted: '提交报名',
  rejected: '驳回',
  resubmitted: '家长修改并重新提交',
  approved: registrationReview.states.approved.label,
  corrected: '学校更正信息',
};
