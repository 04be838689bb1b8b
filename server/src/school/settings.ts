import type { Option } from '@contract/common';
import type { EditableField, GB_LIST_FIELDS } from '@contract/welcome-manage';

type GbListField = (typeof GB_LIST_FIELDS)[number];
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orgs } from '../db/schema';
import type { StoredSecret } from './secret-box';
import {
  DEFAULT_ADMISSION_LETTER,
  storedLetter,
  type AdmissionLetter,
} from '@domain/admissions/admission-letter';

/** Per-school integrations (issue 25): ids in the clear, secrets sealed (secret-box.ts). */
export interface SchoolIntegrations {
  wechat: { appId: string; appSecret: StoredSecret | null; templates: Record<string, string> };
  sms: { signName: string; loginTemplateId: string; noticeTemplateId: string };
  wxpay: {
    mode: 'direct' | 'sp';
    appId: string;
    mchid: string;
    subMchid: string;
    subAppId: string;
    serialNo: string;
    platformSerial: string;
    apiV3Key: StoredSecret | null;
    privateKey: StoredSecret | null;
    platformKey: StoredSecret | null;
  };
}

export const DEFAULT_INTEGRATIONS: SchoolIntegrations = {
  wechat: { appId: '', appSecret: null, templates: {} },
  sms: { signName: '', loginTemplateId: '', noticeTemplateId: '' },
  wxpay: {
    mode: 'direct',
    appId: '',
    mchid: '',
    subMchid: '',
    subAppId: '',
    serialNo: '',
    platformSerial: '',
    apiV3Key: null,
    privateKey: null,
    platformKey: null,
  },
};

/** A school's settings (orgs.settings jsonb), with defaults for anything missing. */
export interface SchoolSettings {
  logoUrl: string;
  /** An uploaded logo (files table); served through a fresh signed link on every read. */
  logoFileId: string;
  /** null: the seeded school_configs motto. */
  motto: string | null;
  /** null: the seeded school_configs row (or nothing) still speaks; see school/public-config.ts. */
  quickLinks: { title: string; url: string }[] | null;
  /** 诚信报名承诺书 as the school edited it (null: school_configs' seeded one). */
  promise: { title: string; content: string; signRequired: boolean; updatedAt: string } | null;
  /** 录取通知书 title and body with placeholders (src-domain/admissions/admission-letter.ts). */
  admissionLetter: AdmissionLetter;
  integrations: SchoolIntegrations;
  /** 个人信息保护告知 of the school (modules/privacy/notice.ts; absent: the default text). */
  privacyNotice?: { version: string; title: string; content: string };
  servicePhone: string;
  checkinOpen: boolean;
  enrollmentOpen: boolean;
  /** How many of the school's plans one child (identity number) may register on; 0 or absent = no limit (issue 37). */
  plansPerChild?: number;
  notice: { title: string; content: string; updatedAt: string };
  checkin: {
    editableFields: EditableField[];
    /** 民族、政治面貌、户口性质 the school does not collect (absent: none). */
    hiddenFields?: GbListField[];
    allowEditAfterConfirm: boolean;
    requirePhoto: boolean;
    /** A student may choose 到校现场核验 instead of the face photo (absent = yes). */
    allowOnsite?: boolean;
    /** China days of the arrival window; '' until the school saves one (报到时间待学校通知, @domain/journeys/report-window). */
    reportStart: string;
    reportEnd: string;
  };
  /** 报到地点 (报到设置): shown by welcome/moreMessage before moreInfo; empty lines are left out. */
  place?: CheckinPlace;
  /** The school's own option lists (报到设置); absent: the standard lists of modules/welcome/options.ts. */
  options?: { stuTypes?: Option[]; dayGoTypes?: Option[] };
  /** Shown by welcome/moreMessage after the student's own class and dormitory. */
  moreInfo: { label: string; value: string }[];
  /** Off-line payment: applicants may upload a payment voucher in every runtime (absent = on). */
  offlinePayment?: boolean;
  /** WeChat H5 pay for plain mobile browsers, a separate product of the merchant account (absent = on). */
  h5Pay?: boolean;
  /** Where an off-line payment goes (the voucher sheet shows it with the amount and a reference to write). */
  offlinePayee?: OfflinePayee;
  /** Retention (PIPL minimum retention): days after a plan's end before its registrations are anonymised. */
  privacy?: {
    registrationRetentionDays: number;
    /** Days after the photo's review, or after the arrival window (reportEnd), before it is deleted. */
    photoRetentionDays: number;
  };
}

export interface CheckinPlace {
  address: string;
  mapUrl: string;
  transport: string;
}
export const DEFAULT_PLACE: CheckinPlace = { address: '', mapUrl: '', transport: '' };

export interface OfflinePayee {
  /** 收款单位 */
  payee: string;
  /** 开户银行 */
  bank: string;
  /** 银行账号 */
  account: string;
}

export const DEFAULT_OFFLINE_PAYEE: OfflinePayee = { payee: '', bank: '', account: '' };

export const DEFAULT_SETTINGS: SchoolSettings = {
  logoUrl: '',
  logoFileId: '',
  motto: null,
  quickLinks: null,
  promise: null,
  admissionLetter: DEFAULT_ADMISSION_LETTER,
  integrations: DEFAULT_INTEGRATIONS,
  servicePhone: '',
  checkinOpen: true,
  enrollmentOpen: true,
  notice: { title: '新生入学须知', content: '<p>欢迎加入！</p>', updatedAt: '2026-01-01T00:00:00.000Z' },
  checkin: {
    editableFields: [
      'phone',
      'nation',
      'party',
      'hkType',
      'dayGoType',
      'regionCode',
      'address',
      'emergencyContact',
      'emergencyPhone',
    ],
    allowEditAfterConfirm: false,
    requirePhoto: true,
    // No made-up window: a school that never saved one has none (issue 27 item 4).
    reportStart: '',
    reportEnd: '',
  },
  moreInfo: [],
  privacy: { registrationRetentionDays: 365, photoRetentionDays: 30 },
  offlinePayee: DEFAULT_OFFLINE_PAYEE,
};

export function withDefaults(raw: Record<string, unknown> | null | undefined): SchoolSettings {
  const r = (raw ?? {}) as Partial<SchoolSettings>;
  return {
    ...DEFAULT_SETTINGS,
    ...r,
    notice: { ...DEFAULT_SETTINGS.notice, ...r.notice },
    checkin: { ...DEFAULT_SETTINGS.checkin, ...r.checkin },
    privacy: { registrationRetentionDays: 365, photoRetentionDays: 30, ...r.privacy },
    integrations: {
      wechat: { ...DEFAULT_INTEGRATIONS.wechat, ...r.integrations?.wechat },
      sms: { ...DEFAULT_INTEGRATIONS.sms, ...r.integrations?.sms },
      wxpay: { ...DEFAULT_INTEGRATIONS.wxpay, ...r.integrations?.wxpay },
    },
    offlinePayee: { ...DEFAULT_OFFLINE_PAYEE, ...r.offlinePayee },
    // Stored before titles existed: a single string (the body).
    admissionLetter: storedLetter(r.admissionLetter),
  };
}

export async function loadSchool(db: Db, tenantId: string, orgId: string) {
  const [org] = await db.select().from(orgs).where(eq(orgs.id, orgId)).limit(1);
  if (!org || org.tenantId !== tenantId) return null;
  return { id: org.id, name: org.name, settings: withDefaults(org.settings) };
}
