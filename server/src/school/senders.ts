import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orgs } from '../db/schema';
import { schoolWechatApp } from './integrations';
import { withDefaults } from './settings';

/** A school's own SMS sign and template (学校设置 › 对接配置); absent fields fall back to the environment's. */
export interface SmsSender {
  signName?: string;
  templateId?: string;
}

const given = (v: string) => (v.trim() ? v.trim() : undefined);

async function integrationsOf(db: Db, scope: { tenantId: string; orgId: string }) {
  const [org] = await db
    .select({ settings: orgs.settings })
    .from(orgs)
    .where(and(eq(orgs.id, scope.orgId), eq(orgs.tenantId, scope.tenantId)));
  return org ? withDefaults(org.settings).integrations : null;
}

/** The sign and template a school's SMS of `kind` goes out with (login codes or notices). */
export async function schoolSmsSender(
  db: Db,
  scope: { tenantId: string; orgId: string },
  kind: 'login' | 'notice',
): Promise<SmsSender> {
  const i = await integrationsOf(db, scope);
  if (!i) return {};
  return {
    signName: given(i.sms.signName),
    templateId: given(kind === 'login' ? i.sms.loginTemplateId : i.sms.noticeTemplateId),
  };
}

/**
 * The school's own notice senders: the SMS sign/template, and its 公众号 (AppID + AppSecret) with that
 * 公众号's subscription template ids by kind — only when both AppID and AppSecret are saved (else the
 * platform's 公众号 and templates send, schoolWechatApp).
 */
export async function schoolNoticeSenders(
  db: Db,
  scope: { tenantId: string; orgId: string },
): Promise<{
  sms: SmsSender;
  wechatApp?: { appId: string; appSecret: string };
  wechatTemplates: Record<string, string>;
}> {
  const [org] = await db
    .select({ settings: orgs.settings })
    .from(orgs)
    .where(and(eq(orgs.id, scope.orgId), eq(orgs.tenantId, scope.tenantId)));
  if (!org) return { sms: {}, wechatTemplates: {} };
  const i = withDefaults(org.settings).integrations;
  const sms = { signName: given(i.sms.signName), templateId: given(i.sms.noticeTemplateId) };
  const app = schoolWechatApp(org.settings);
  if (!app) return { sms, wechatTemplates: {} };
  const templates = Object.fromEntries(Object.entries(i.wechat.templates).filter(([, v]) => !!v?.trim()));
  return { sms, wechatApp: app, wechatTemplates: templates };
}
