import type { AdmissionLetter } from '../admissions/admission-letter';
import { fillUrlTemplate } from '../shell/url-template';

/** 学校设置 (issue 25) as the staff app handles it; the wire shape is contract/school-settings.ts. */
export interface SecretState {
  configured: boolean;
  last4: string;
}
export interface QuickLink {
  title: string;
  url: string;
}
export const NOTIFY_TEMPLATE_KINDS = [
  ['registration.approved', '报名审核通过'],
  ['registration.rejected', '报名被驳回'],
  ['payment.confirmed', '缴费成功'],
  ['result.published', '录取结果公布'],
  ['photo.rejected', '照片被驳回'],
  ['checkin.open', '报到开始'],
  ['school.message', '学校群发通知'],
] as const;
export type NotifyTemplateKind = (typeof NOTIFY_TEMPLATE_KINDS)[number][0];

export interface SchoolSettings {
  tenantId: string;
  orgId: string;
  /** The link parents open for the school (from the server: PUBLIC_ORIGIN or the request's origin). */
  parentEntryUrl?: string;
  basic: { schoolName: string; logoFileId: string; logoUrl: string; motto: string; servicePhone: string };
  quickLinks: QuickLink[];
  texts: {
    promise: { title: string; content: string; signRequired: boolean; version: string };
    privacy: { title: string; content: string; version: string };
    admissionLetter: AdmissionLetter;
  };
  switches: {
    enrollmentOpen: boolean;
    checkinOpen: boolean;
    offlinePayment: boolean;
    h5Pay: boolean;
    /** How many of the school's plans one child may register on; 0 = no limit (issue 37). */
    plansPerChild: number;
  };
  /** The school's majors (id '' = not saved yet). */
  majors: SchoolMajor[];
  integrations: {
    wechat: { appId: string; appSecret: SecretState; templates: Partial<Record<NotifyTemplateKind, string>> };
    sms: { signName: string; loginTemplateId: string; noticeTemplateId: string };
    wxpay: WxPayPublic & { apiV3Key: SecretState; privateKey: SecretState; platformKey: SecretState };
    inForce: IntegrationsInForce;
  };
}

/** The public part of a school's WeChat Pay merchant (direct merchant, or a 服务商's sub-merchant). */
export interface WxPayPublic {
  mode: 'direct' | 'sp';
  appId: string;
  mchid: string;
  subMchid: string;
  subAppId: string;
  serialNo: string;
  platformSerial: string;
}

/** What the server says is in force (学校设置 › 对接配置 shows it as is). */
export interface IntegrationsInForce {
  wxpay: {
    source: 'school' | 'demo' | 'none';
    platform: 'sandbox' | 'wxpay-v3';
    mchid: string;
    notifyUrl: string;
    missing: string[];
  };
  wechat: { source: 'school' | 'platform'; appId: string };
}

/** The sentence the screen shows for the WeChat Pay in force. */
export function wxpayInForceText(f: IntegrationsInForce['wxpay']): string {
  const demo = f.platform === 'sandbox' ? '（平台为沙箱演示支付，不会真实扣款）' : '';
  if (f.source === 'school') return `当前生效：本校商户号 ${f.mchid}${demo}`;
  if (f.source === 'demo') return `当前生效：平台演示商户号 ${f.mchid}${demo}`;
  const why = f.missing.length ? `，缺少：${f.missing.join('、')}` : '';
  return `当前未开通微信支付（家长只能上传缴费凭证）${why}`;
}

/** The sentence the screen shows for the 公众号 notices go out under. */
export const wechatInForceText = (f: IntegrationsInForce['wechat']): string =>
  f.source === 'school'
    ? `当前生效：通知以本校公众号 ${f.appId} 发送，使用下方本校模板`
    : `当前生效：通知以平台公众号 ${f.appId} 发送，使用平台的模板`;

export interface SchoolMajor {
  id: string;
  code: string;
  name: string;
}

/** Secrets as typed: '' keeps the stored one, a value replaces it (write-only, never read back). */
export interface SecretInputs {
  appSecret: string;
  apiV3Key: string;
  privateKey: string;
  platformKey: string;
}

/** One save: the sections of 学校设置 (secrets only when typed). */
export interface SettingsSave {
  basic?: Omit<SchoolSettings['basic'], 'logoUrl'>;
  quickLinks?: QuickLink[];
  texts?: {
    promise: Omit<SchoolSettings['texts']['promise'], 'version'>;
    privacy: Omit<SchoolSettings['texts']['privacy'], 'version'>;
    admissionLetter: AdmissionLetter;
  };
  switches?: SchoolSettings['switches'];
  majors?: SchoolMajor[];
  integrations?: {
    wechat: { appId: string; appSecret?: string; templates: Partial<Record<NotifyTemplateKind, string>> };
    sms: SchoolSettings['integrations']['sms'];
    wxpay: WxPayPublic & { apiV3Key?: string; privateKey?: string; platformKey?: string };
  };
}

export interface UploadedAsset {
  fileId: string;
  name: string;
  size: number;
  type: string;
  url: string;
}

/** 测试连接 of the saved 公众号 (wechat) or WeChat Pay merchant (wxpay): each check, passed or not. */
export type IntegrationTarget = 'wechat' | 'wxpay';
export interface IntegrationCheck {
  target: IntegrationTarget;
  ok: boolean;
  checks: Array<{ label: string; ok: boolean; detail: string }>;
}

/** The 学校设置 API (port), over the staff session. */
export const SchoolSettingsGateway = Symbol.for('SchoolSettingsGateway');
export interface SchoolSettingsGateway {
  settings(): Promise<SchoolSettings>;
  save(input: SettingsSave): Promise<SchoolSettings>;
  /** A school asset (image, PDF, office document), checked by content on the server. */
  uploadAsset(file: Blob, name: string): Promise<UploadedAsset>;
  /** Checks the saved credentials with a harmless call (charges nobody, sends nothing). */
  testConnection(target: IntegrationTarget): Promise<IntegrationCheck>;
}

/** What the screen shows of a write-only secret. */
export const secretText = (s: SecretState): string => (s.configured ? `已配置，尾号 ${s.last4}` : '未配置');

export const MAX_QUICK_LINKS = 8;
const WEB = /^https?:\/\/\S+$/i;

/** The same rules as the server's (contract/school-settings.ts), checked before a save. */
export function linkProblem(l: QuickLink): string | null {
  if (!l.title.trim()) return '请填写入口名称';
  if (l.title.trim().length > 12) return '入口名称不能超过12个字符';
  if (!WEB.test(l.url.trim())) return '链接须以 http:// 或 https:// 开头（可含 {{orgId}} 等占位符）';
  return null;
}

export const PHONE_RULE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4})$/;

/**
 * The filled URL a student would open, for the preview: the school's ids, a sample student
 * (张三), and a placeholder in place of the one-time {{accesstoken}}.
 */
export function previewLink(url: string, ids: { tenantId: string; orgId: string }): Promise<string> {
  return fillUrlTemplate(
    url.trim(),
    {
      userInfo: {
        tenantId: ids.tenantId,
        orgId: ids.orgId,
        userInfoId: 'u123',
        openAccountId: 'oA123',
        trueName: '张三',
      },
      userName: '13800000000',
    },
    async () => 'TOKEN',
  );
}

export { LETTER_PLACEHOLDERS } from '../admissions/admission-letter';

export const MAX_MAJORS = 100;

/** The same rules as the server's for 专业 (contract/school-settings.ts), checked before a save. */
export function majorsProblem(list: readonly SchoolMajor[]): string | null {
  for (const m of list) {
    if (!m.name.trim()) return '请填写专业名称';
    if (m.name.trim().length > 30) return '专业名称不能超过30个字符';
    if (!/^[0-9A-Za-z]{1,10}$/.test(m.code.trim())) return '专业代码为1至10位字母或数字';
  }
  if (new Set(list.map((m) => m.name.trim())).size !== list.length) return '专业名称不能重复';
  if (new Set(list.map((m) => m.code.trim())).size !== list.length) return '专业代码不能重复';
  return null;
}
