import type { SchoolSettingsView } from '@contract/school-settings';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orgs } from '../../db/schema';
import { apiError } from '../../http/errors';
import type { Secret } from '../../http/keys';
import { logoUrlOf, publicSchoolConfig } from '../../school/public-config';
import { secretState } from '../../school/secret-box';
import { integrationsInForce } from '../../school/integrations';
import { withDefaults } from '../../school/settings';
import { noticeOf } from '../privacy/notice';
import { promiseVersion } from '../promise/service';
import { majorsOf } from './majors';

export type Scope = { tenantId: string; orgId: string };

/** The school's row as stored (raw settings kept for a save: unknown keys survive). */
export async function schoolRow(db: Db, scope: Scope) {
  const [org] = await db
    .select({ name: orgs.name, settings: orgs.settings })
    .from(orgs)
    .where(and(eq(orgs.id, scope.orgId), eq(orgs.tenantId, scope.tenantId)));
  if (!org) throw apiError('NOT_FOUND', '学校不存在');
  return { name: org.name, raw: (org.settings ?? {}) as Record<string, unknown> };
}

/**
 * 学校设置 as the administrator sees it: every section, secrets only as 已配置/尾号 (the parents' link is
 * added by the route, which knows the request's origin: operator/entry-link.ts).
 */
export async function settingsView(
  db: Db,
  scope: Scope,
  link: { secret: Secret; now: Date },
  platform: { paymentMode: 'sandbox' | 'wxpay-v3'; appId: string } = {
    paymentMode: 'sandbox',
    appId: '',
  },
): Promise<Omit<SchoolSettingsView, 'parentEntryUrl'>> {
  const { raw } = await schoolRow(db, scope);
  const s = withDefaults(raw);
  const pub = await publicSchoolConfig(db, scope, link);
  const notice = noticeOf(raw);
  const i = s.integrations;
  return {
    tenantId: scope.tenantId,
    orgId: scope.orgId,
    basic: {
      schoolName: pub.badge.schoolName,
      logoFileId: s.logoFileId,
      logoUrl: s.logoFileId ? logoUrlOf(s, link.secret, link.now) : pub.badge.badgeUrl,
      motto: pub.badge.motto,
      servicePhone: s.servicePhone,
    },
    quickLinks: pub.badge.quickLinks,
    texts: {
      promise: { ...pub.promise, version: promiseVersion(pub.promise) },
      privacy: { title: notice.title, content: notice.content, version: notice.version },
      admissionLetter: s.admissionLetter,
    },
    switches: {
      enrollmentOpen: s.enrollmentOpen,
      checkinOpen: s.checkinOpen,
      offlinePayment: s.offlinePayment !== false,
      h5Pay: s.h5Pay !== false,
      plansPerChild: s.plansPerChild ?? 0,
    },
    majors: await majorsOf(db, scope),
    integrations: {
      wechat: {
        appId: i.wechat.appId,
        appSecret: secretState(i.wechat.appSecret),
        templates: i.wechat.templates,
      },
      sms: {
        signName: i.sms.signName,
        loginTemplateId: i.sms.loginTemplateId,
        noticeTemplateId: i.sms.noticeTemplateId,
      },
      wxpay: {
        mode: i.wxpay.mode,
        appId: i.wxpay.appId,
        mchid: i.wxpay.mchid,
        subMchid: i.wxpay.subMchid,
        subAppId: i.wxpay.subAppId,
        serialNo: i.wxpay.serialNo,
        platformSerial: i.wxpay.platformSerial,
        apiV3Key: secretState(i.wxpay.apiV3Key),
        privateKey: secretState(i.wxpay.privateKey),
        platformKey: secretState(i.wxpay.platformKey),
      },
      inForce: integrationsInForce(raw, scope.orgId, platform),
    },
  };
}
