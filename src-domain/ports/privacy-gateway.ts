import type { DataRequestStatus } from '../privacy/data-request';

/** The school's 个人信息保护告知 and whether this person accepted the current version. */
export interface PrivacyNotice {
  version: string;
  title: string;
  /** CMS HTML, sanitised before it is shown. */
  content: string;
  /** +08:00 instant, or null when this version is not accepted yet. */
  acceptedAt: string | null;
}

export interface DataRequestView {
  id: string;
  status: DataRequestStatus;
  statusText: string;
  reason: string;
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** A person's own data as the school holds it (the export). */
export interface MyDataCopy {
  exportedAt: string;
  account: { name: string; phone: string | null; hasWechat: boolean };
  registrations: {
    id: string;
    regNo: string;
    planName: string;
    name: string;
    idNumber: string;
    answers: Record<string, unknown>;
    reviewStatus: number;
    feeStatus: number;
    admissionStatus: number;
    createdAt: string;
  }[];
  activities: { activityName: string; name: string; phone: string; createdAt: string }[];
  acceptances: { version: string; acceptedAt: string }[];
}

/** Personal information calls (issue 17 item 6). */
export interface PrivacyGateway {
  notice(): Promise<PrivacyNotice>;
  accept(version: string): Promise<{ version: string; acceptedAt: string }>;
  myData(): Promise<MyDataCopy>;
  requestDeletion(reason: string): Promise<DataRequestView>;
  requests(): Promise<DataRequestView[]>;
  /** A short-lived link (gateway-relative) to the readable copy: a page to read, print or save as PDF. */
  readableLink(): Promise<{ url: string; expiresAt: string }>;
}
export const PrivacyGateway = Symbol.for('PrivacyGateway');
