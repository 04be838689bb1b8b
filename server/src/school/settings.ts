import type { EditableField } from '@contract/welcome-manage';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orgs } from '../db/schema';

/** A school's settings (orgs.settings jsonb), with defaults for anything missing. */
export interface SchoolSettings {
  logoUrl: string;
  servicePhone: string;
  checkinOpen: boolean;
  enrollmentOpen: boolean;
  notice: { title: string; content: string; updatedAt: string };
  checkin: {
    editableFields: EditableField[];
    allowEditAfterConfirm: boolean;
    requirePhoto: boolean;
    reportStart: string;
    reportEnd: string;
  };
  /** Shown by welcome/moreMessage after the student's own class and dormitory. */
  moreInfo: { label: string; value: string }[];
  /** Off-line payment: applicants may upload a payment voucher in every runtime (absent = on). */
  offlinePayment?: boolean;
  /** Where an off-line payment goes (the voucher sheet shows it with the amount and a reference to write). */
  offlinePayee?: OfflinePayee;
  /** Retention (PIPL minimum retention): days after a plan's end before its registrations are anonymised. */
  privacy?: {
    registrationRetentionDays: number;
    /** Days after the photo's review, or after the arrival window (reportEnd), before it is deleted. */
    photoRetentionDays: number;
  };
}

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
    reportStart: '2026-08-28',
    reportEnd: '2026-09-05',
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
    offlinePayee: { ...DEFAULT_OFFLINE_PAYEE, ...r.offlinePayee },
  };
}

export async function loadSchool(db: Db, tenantId: string, orgId: string) {
  const [org] = await db.select().from(orgs).where(eq(orgs.id, orgId)).limit(1);
  if (!org || org.tenantId !== tenantId) return null;
  return { id: org.id, name: org.name, settings: withDefaults(org.settings) };
}
