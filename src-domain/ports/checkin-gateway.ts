import type { ADMISSION_CODE, ReportCode } from '../journeys/codes';
import type { UserInfo } from '../identity/user-info';
import type { CheckinShown, CheckinState } from '../journeys/checkin-steps';
import type { FaceOffer, FaceState } from '../journeys/face-photo';

/** The fields a student may edit (the school's setting names a subset). */
export type EditableField =
  | 'phone'
  | 'nation'
  | 'party'
  | 'hkType'
  | 'dayGoType'
  | 'stuType'
  | 'regionCode'
  | 'address'
  | 'emergencyContact'
  | 'emergencyPhone';

export type CheckinStepKey = Exclude<CheckinState, 'none'>;

/** One check-in step as the server stores it (the time is an instant with +08:00). */
export interface CheckinStepRecord {
  key: CheckinStepKey;
  name: string;
  done: boolean;
  doneAt: string | null;
}

/** The progress as the server stores it: the same on every device. */
export interface CheckinProgress {
  state: CheckinState;
  steps: CheckinStepRecord[];
  /** The face photo journey's state as the server sees it now (absent in a pass saved by an older version). */
  photo?: FaceState | undefined;
  /** What the student sees and may do with the face photo now (absent in a pass saved by an older version). */
  face?: FaceOffer | undefined;
  /** What home and 报到流程 show now, computed by the server (absent in a pass saved by an older version). */
  shown?: CheckinShown | undefined;
}

/** Face photo review: 0 待审核, 1 审核通过, 2 已驳回. */
export type PhotoReview = 0 | 1 | 2;

/** The reported student's record. */
export interface StudentDetail {
  welcomeId: string;
  name: string;
  /** Masked: first 6 and last 4 characters. */
  idNumber: string;
  sex: '0' | '1';
  sexText: string;
  birthday: string;
  age: number;
  studentNo: string;
  ticketNo: string;
  schoolName: string;
  majorId: string;
  majorName: string;
  className: string;
  dormitory: string;
  phone: string;
  nation: string;
  party: string;
  hkType: string;
  dayGoType: string;
  stuType: string;
  regionCode: string;
  address: string;
  emergencyContact: string;
  emergencyPhone: string;
  photoUrl: string | null;
  photoStatus: PhotoReview | null;
  photoRejectReason: string | null;
  reportedAt: string | null;
  noticeReadAt: string | null;
  confirmedAt: string | null;
  arrivedAt: string | null;
  progress: CheckinProgress;
  /** Optimistic concurrency: sent back with the details update. */
  version: number;
  /** 放弃入学 as the school marked it (null/absent = coming). */
  withdrawn?: { reason: string } | null | undefined;
}

export interface PhotoRules {
  maxBytes: number;
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
  types: string[];
}

/** What the school set for check-in. */
export interface CheckinSetting {
  editableFields: EditableField[];
  /** 民族、政治面貌、户口性质 the school does not collect: not shown on 确认个人信息. */
  hiddenFields?: EditableField[];
  allowEditAfterConfirm: boolean;
  requirePhoto: boolean;
  reportStart: string;
  reportEnd: string;
  photo: PhotoRules;
}

export interface ReportInRequest {
  name: string;
  idNumber: string;
  ticketNo?: string;
}

export interface ReportResult {
  welcomeId: string;
  token: string;
  userInfo: UserInfo;
}

/** The enrolment found for name + identity number. */
export interface Enrollment {
  name: string;
  schoolName: string;
  studentNo: string;
  majorName: string;
  className: string;
  admissionStatus: typeof ADMISSION_CODE.admitted;
  admissionStatusText: string;
  reportStatus: ReportCode;
  reportStatusText: string;
}

export interface NoticeDocument {
  title: string;
  /** Rich text exactly as stored: sanitize before showing. */
  content: string;
  updatedAt: string;
}

export interface MoreMessage {
  items: { label: string; value: string }[];
}

export interface VerifyProcess {
  steps: CheckinStepRecord[];
  state: CheckinState;
  photo?: FaceState | undefined;
  face?: FaceOffer | undefined;
  shown?: CheckinShown | undefined;
  passToken: string;
  passExpiresAt: string;
}

/** The editable fields (as text codes), optionally with the confirmation. */
export type DetailsUpdate = Partial<Record<EditableField, string>> & { confirm?: boolean; version?: number };

export interface DetailsSaved {
  version: number;
  confirmedAt: string | null;
}

export type ArriveModeKey = 'self' | 'parent' | 'pickup';

/** The arrival plan (报到信息登记). */
export interface ArrivalPlan {
  arriveMode: ArriveModeKey;
  arriveDate: string;
  companions?: number;
  trafficNo?: string;
}

export interface ArrivalPlanSaved {
  arriveMode: string;
  arriveDate: string;
  companions: number;
  trafficNo: string;
  savedAt: string;
}

export interface RegionArea {
  code: string;
  name: string;
}
export interface RegionProvince extends RegionArea {
  children: (RegionArea & { children: RegionArea[] })[];
}

export interface Option {
  value: string;
  label: string;
}

export type OptionKey = 'nation' | 'party' | 'hkType' | 'dayGoType' | 'stuType' | 'major';

export interface UploadedPhoto {
  fileId: string;
  url: string;
  width: number;
  height: number;
}

/**
 * The check-in calls (welcome, welcome management, other). Rejects with an HttpFailure; screens render
 * refusals themselves, so the adapter shows no catalogue toast for the student's own calls.
 */
export const CheckinGateway = Symbol.for('CheckinGateway');
export interface CheckinGateway {
  report(p: ReportInRequest): Promise<ReportResult>;
  queryEnroll(p: { name: string; idNumber: string }): Promise<Enrollment>;
  document(): Promise<NoticeDocument>;
  moreMessage(): Promise<MoreMessage>;
  detail(): Promise<StudentDetail>;
  /** 我已阅读: stored on the server, so every device shows the same progress. */
  readNotice(): Promise<{ noticeReadAt: string; progress: CheckinProgress }>;
  setting(): Promise<CheckinSetting>;
  updateInfo(p: DetailsUpdate): Promise<DetailsSaved>;
  verifyProcess(): Promise<VerifyProcess>;
  options(key: OptionKey): Promise<Option[]>;
  regions(): Promise<RegionProvince[]>;
  studentReport(p: ArrivalPlan): Promise<ArrivalPlanSaved>;
  /** The face photo (JPEG): a short-lived file token, then the multipart upload. */
  uploadFacePhoto(photo: Blob, onProgress: (fraction: number) => void): Promise<UploadedPhoto>;
}
