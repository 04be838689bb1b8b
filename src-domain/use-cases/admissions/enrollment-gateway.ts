import type { SignupOffer } from '../../journeys/activity-signup';
import type { RegionDivision } from '../../forms/region';
import type { FieldLogic } from '../../forms/answers';
import type { StoredFile } from '../../ports/admissions-gateway';
import type { UploadFile, UploadProgressReport } from '../../ports/applications-gateway';
import type { PlanDetail, PlanLimit, SavedRegistration, TemplateField } from './registration-form';

/** Answers as the form sends them (the contract's Answers, without importing it). */
export type AnswerMap = Record<string, unknown>;

/** An activity as the list gives it (times are China-time ISO strings). */
export interface ActivityInfo {
  id: string;
  title: string;
  coverUrl: string | null;
  place: string;
  description: string;
  startTime: string;
  endTime: string;
  signStart: string;
  signEnd: string;
  capacity: number;
  signed: number;
  left: number;
  state: 'notStarted' | 'open' | 'full' | 'ended' | 'cancelled';
  /** What a person not signed in may see and do now (the server's signupOffer). */
  offer: SignupOffer;
}

/** The admissions calls the use cases need; src-adapters/api implements it over the HTTP port. */
export const EnrollmentGateway = Symbol.for('EnrollmentGateway');
export interface EnrollmentGateway {
  planDetail(planId: string): Promise<PlanDetail>;
  /** The plan's places now (full, quota, taken, left). */
  planLimit(planId: string): Promise<PlanLimit>;
  /** The plan's registration form template. */
  /** With a registration: the form version it was submitted on. */
  formTemplate(planId: string, registrationId?: string | null): Promise<TemplateField[]>;
  fieldLogic(planId: string, registrationId?: string | null): Promise<FieldLogic[]>;
  /** One of the applicant's registrations as the edit form needs it, or null when it is not theirs. */
  savedRegistration(registrationId: string): Promise<SavedRegistration | null>;
  /** Form attachments: photos compressed first, one request per file with its progress (0..100). */
  uploadFiles(files: UploadFile[], onProgress: UploadProgressReport): Promise<StoredFile[]>;
  registerStudent(
    planId: string,
    answers: AnswerMap,
    key: string,
  ): Promise<{
    registrationId: string;
    regNo: string;
    amount: number;
    feeStatus: number;
    reviewStatus: number;
  }>;
  updateRegistration(
    registrationId: string,
    answers: AnswerMap,
    key: string,
  ): Promise<{ registrationId: string; regNo: string }>;
  /** The region tree (省/市/区) a region field picks from; read only when the form has one. */
  regions(): Promise<RegionDivision[]>;
  /** The school's 诚信报名承诺书 and whether the form must ask for it. */
  promise(): Promise<{ title: string; content: string; signRequired: boolean }>;
  /** Records 我已阅读并同意 for a plan (the server keeps the time and the text version). */
  acceptPromise(planId: string): Promise<{ version: string; acceptedAt: string }>;
  /** The school's 咨询电话 from its settings ('' when it has none). */
  servicePhone(): Promise<string>;
  /** The plans the signed-in applicant has registered for. */
  myRegisteredPlans(): Promise<string[]>;
  /** Is this identity number already registered for this plan (yes or no only). */
  checkDuplicate(planId: string, idNumber: string): Promise<boolean>;
  activities(pageNo: number, pageSize: number): Promise<{ list: ActivityInfo[]; total: number }>;
  signUpActivity(
    input: { activityId: string; name: string; phone: string; remark?: string },
    key: string,
  ): Promise<{ left: number }>;
  /** The activities the signed-in person joined, each with their offer now. */
  mySignups(): Promise<{ activityId: string; cancellable: boolean; offer: SignupOffer }[]>;
  cancelActivity(activityId: string, key: string): Promise<{ left: number }>;
  /** The signed-in person's offer for one activity now (joined, audience, places, time). */
  activityOffer(activityId: string): Promise<SignupOffer>;
}
