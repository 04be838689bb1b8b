import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orgs } from '../db/schema';
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

/** The school's own notice senders: SMS sign/template and WeChat subscription template ids by kind. */
export async function schoolNoticeSenders(db: Db, scope: { tenantId: string; orgId: string }) {
  const i = await integrationsOf(db, scope);
  const sms = i
    ? { signName: given(i.sms.signName), templateId: given(i.sms.noticeTemplateId) }
    : ({} as SmsSender);
  const templates = Object.fromEntries(
    Object.entries(i?.wechat.templates ?? {}).filter(([, v]) => !!v?.trim()),
  );
  return { sms, wechatTemplates: templates as Record<string, string> };
}
