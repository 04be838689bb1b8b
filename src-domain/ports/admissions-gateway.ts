import type { AdmissionMode } from '../journeys/lottery';
import type { ShownState } from '../journeys/registration-actions';
import type { FeeCode, ReviewCode, ShownAdmissionCode } from '../journeys/codes';
import type { ConfiguredLink } from '../shell/configured-links';
/** A page of a server-paged list. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export type CmsType = 'news' | 'document';

export interface CmsItem {
  id: string;
  type: CmsType;
  title: string;
  summary: string;
  coverUrl: string | null;
  author: string;
  /** Instant with +08:00. */
  publishTime: string;
}

export interface StoredFile {
  fileId: string;
  name: string;
  size: number;
  type: string;
  url: string;
}

export interface CmsDocument extends CmsItem {
  /** Rich text, sanitized by the server; sanitize again before showing (defence in depth). */
  content: string;
  attachments: StoredFile[];
}

export interface SchoolBadge {
  schoolName: string;
  badgeUrl: string;
  motto: string;
  themeColor: string;
  /** The school's home quick links; URLs may hold {{…}} placeholders (see configured-links). */
  quickLinks?: ConfiguredLink[];
  /** 学校设置's contact phone (issue 25). */
  servicePhone?: string;
}

export interface SchoolPromise {
  title: string;
  content: string;
  signRequired: boolean;
}

/** notStarted / open / full / closed (ended or closed by the school). */
export type PlanState = 'notStarted' | 'open' | 'full' | 'closed';

export interface PlanSummary {
  id: string;
  name: string;
  batch: string;
  grade: string;
  quota: number;
  taken: number;
  left: number;
  /** Fee in fen (分); 0 means free. */
  fee: number;
  startTime: string;
  endTime: string;
  state: PlanState;
  templateId: string;
  /** 报名后摇号: places by the draw after the window, not by arrival (issue 37); absent = 先到先得. */
  admissionMode?: AdmissionMode;
}

/** One registration found by the result look-up (status codes of brief section 4). */
export interface ResultRecord {
  planName: string;
  name: string;
  reviewStatus: ReviewCode;
  feeStatus: FeeCode;
  /** Publication applied: no decision until the result is published. */
  admissionStatus: ShownAdmissionCode;
  statusText: string;
  /** 已撤销录取 and the reason when a published 录取 was revoked (issue 24). */
  admissionNote?: string | null | undefined;
  notice: { title: string; content: string; schoolName: string } | null;
  /** Signed, expiring token for the result QR (never a raw id). */
  qrToken: string | null;
  /** Where the result QR should point (path on the server). */
  qrUrl: string | null;
  /** The status as it may be shown now, by the server (never a decision before publication). */
  shown?: ShownState | undefined;
}

export interface EnrollResult {
  found: boolean;
  records: ResultRecord[];
}

/**
 * The public admissions reads (CMS, plans, result look-up). Rejects with an HttpFailure; screens
 * render failures themselves (no catalogue toast).
 */
export const AdmissionsGateway = Symbol.for('AdmissionsGateway');
export interface AdmissionsGateway {
  cmsPage(type: CmsType, pageNo: number, pageSize: number): Promise<Page<CmsItem>>;
  cmsDocument(id: string): Promise<CmsDocument>;
  schoolBadge(): Promise<SchoolBadge>;
  schoolPromise(): Promise<SchoolPromise>;
  planPage(pageNo: number, pageSize: number): Promise<Page<PlanSummary>>;
  enrollResult(query: { idNumber: string; name: string }): Promise<EnrollResult>;
}
