import { z } from 'zod';
import { text } from './common';
import { staffOp } from './endpoint';
import { STAFF_BASE } from './staff';
import { NotifyKind } from './staff-work';

/**
 * 学校设置 (issue 25 item 3) and the school's own uploads (item 5): `POST`, staff session, 学校管理员
 * only (the `settings` action); the school comes from the session. Secrets (WeChat app secret, WeChat
 * Pay API v3 key and private key) are write-only: a save sets them, no answer ever carries them back
 * (only `{configured, last4}`).
 */
/** Per file; the logo is shown on every student's home, so it is kept small. */
export const ASSET_MAX_BYTES = 10 * 1024 * 1024;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

const WEB_TEMPLATE = /^https?:\/\/[^\s]+$/i;
/** A link the student app opens: http(s), optionally with {{…}} placeholders (spec section 3). */
const linkUrl = z
  .string()
  .trim()
  .max(500)
  .refine((u) => WEB_TEMPLATE.test(u), {
    message: '链接须以 http:// 或 https:// 开头（可含 {{orgId}} 等占位符）',
  })
  .describe('链接地址');
const quickLink = z.object({ title: text('入口名称', 12).min(1), url: linkUrl });

/** An 11-digit mobile, or a landline with area code (0571-88886666, 400-123-4567). */
const servicePhone = z
  .string()
  .trim()
  .max(20)
  .refine((p) => p === '' || /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4})$/.test(p), {
    message: '联系电话格式不正确（手机号或带区号的座机号）',
  })
  .describe('联系电话');

const fileId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{0,64}$/)
  .describe('校徽文件');
const richText = (label: string) => z.string().max(20_000).describe(label);
const templateId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{0,64}$/, '模板编号只能包含字母、数字、下划线和短横线')
  .describe('模板编号');
/** A write-only secret: absent keeps the stored one, a string replaces it, null removes it. */
const secret = (label: string, re: RegExp, msg: string) =>
  z
    .string()
    .trim()
    .max(8000)
    .refine((s) => re.test(s), { message: msg })
    .nullable()
    .optional()
    .describe(label);

const basic = z.object({
  schoolName: text('学校名称', 40).min(2),
  logoFileId: fileId,
  motto: text('校训/简介', 200),
  servicePhone,
});
const texts = z.object({
  promise: z.object({
    title: text('承诺书标题', 40).min(1),
    content: richText('承诺书内容'),
    signRequired: z.boolean().describe('报名前须同意'),
  }),
  privacy: z.object({
    title: text('隐私政策标题', 40).min(1),
    content: richText('隐私政策内容').pipe(z.string().min(1)),
  }),
  /** Placeholders ({姓名} {学校} {计划} {专业} {报到时间}) are checked by the server (src-domain/admissions/admission-letter.ts). */
  admissionLetter: z.object({
    title: text('录取通知书标题', 40).min(1, '请填写录取通知书标题'),
    // The rich editor's markup (sanitized and kept in paragraphs by the server on save).
    body: richText('录取通知书正文').pipe(z.string().trim().min(1, '请填写录取通知书正文')),
  }),
});
const switches = z.object({
  enrollmentOpen: z.boolean().describe('开放报名'),
  checkinOpen: z.boolean().describe('开放报到'),
  offlinePayment: z.boolean().describe('线下缴费凭证'),
  h5Pay: z.boolean().describe('手机浏览器微信支付'),
  /** Issue 37 (一人一位): how many of the school's plans one child (identity number) may register on; 0 = no limit. */
  plansPerChild: z
    .number()
    .int('每名学生可报计划数须为整数')
    .min(0, '每名学生可报计划数不能为负数')
    .max(20, '每名学生可报计划数最多20')
    .default(0)
    .describe('每名学生可报计划数'),
});
const wxAppId = z
  .string()
  .trim()
  .regex(/^(wx[0-9a-zA-Z]{16})?$/, '公众号 AppID 为 wx 开头的18位')
  .describe('公众号 AppID');
const integrationsInput = z.object({
  wechat: z.object({
    appId: wxAppId,
    appSecret: secret('公众号 AppSecret', /^[0-9a-zA-Z]{32}$/, '公众号 AppSecret 为32位字母或数字'),
    templates: z.partialRecord(NotifyKind, templateId),
  }),
  sms: z.object({
    signName: text('短信签名', 20),
    loginTemplateId: z
      .string()
      .trim()
      .regex(/^\d{0,20}$/, '短信模板编号为数字')
      .describe('验证码模板'),
    noticeTemplateId: z
      .string()
      .trim()
      .regex(/^\d{0,20}$/, '短信模板编号为数字')
      .describe('通知模板'),
  }),
  wxpay: z.object({
    /** direct: the school's own merchant; sp: a sub-merchant (特约商户) under a 服务商. */
    mode: z.enum(['direct', 'sp']).default('direct').describe('商户类型'),
    appId: z
      .string()
      .trim()
      .regex(/^(wx[0-9a-zA-Z]{16})?$/, '支付 AppID 为 wx 开头的18位')
      .default('')
      .describe('支付 AppID'),
    mchid: z
      .string()
      .trim()
      .regex(/^(\d{6,32})?$/, '商户号为6至32位数字')
      .describe('商户号'),
    subMchid: z
      .string()
      .trim()
      .regex(/^(\d{6,32})?$/, '子商户号为6至32位数字')
      .default('')
      .describe('子商户号'),
    subAppId: z
      .string()
      .trim()
      .regex(/^(wx[0-9a-zA-Z]{16})?$/, '子商户 AppID 为 wx 开头的18位')
      .default('')
      .describe('子商户 AppID'),
    serialNo: z
      .string()
      .trim()
      .regex(/^([0-9A-Fa-f]{8,64})?$/, '证书序列号为8至64位十六进制字符')
      .describe('证书序列号'),
    /** The platform certificate's serial, or the 微信支付公钥 id (PUB_KEY_ID_…). */
    platformSerial: z
      .string()
      .trim()
      .regex(/^([0-9A-Za-z_]{8,64})?$/, '平台证书序列号或公钥 ID 为8至64位字母、数字或下划线')
      .default('')
      .describe('平台证书序列号或公钥 ID'),
    apiV3Key: secret('APIv3 密钥', /^[\x21-\x7e]{32}$/, 'APIv3 密钥须为32个字符'),
    privateKey: secret(
      '商户私钥',
      /^-----BEGIN (RSA )?PRIVATE KEY-----[\s\S]+-----END (RSA )?PRIVATE KEY-----$/,
      '商户私钥须为 PEM 格式（apiclient_key.pem）',
    ),
    platformKey: secret(
      '平台证书或微信支付公钥',
      /^-----BEGIN (CERTIFICATE|PUBLIC KEY)-----[\s\S]+-----END (CERTIFICATE|PUBLIC KEY)-----$/,
      '平台证书或微信支付公钥须为 PEM 格式（wechatpay_*.pem 或 pub_key.pem）',
    ),
  }),
});

/**
 * 专业 (issue 27 "whole season from zero"): the school's majors, which plans offer, forms ask for, the
 * roster requires and classes group by. A new one has id ''; a saved one is never left out (a student
 * or a plan may hold it), so the list only grows or is renamed.
 */
const majorItem = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{0,64}$/)
    .describe('专业'),
  code: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{1,10}$/, '专业代码为1至10位字母或数字')
    .describe('专业代码'),
  name: text('专业名称', 30).min(1, '请填写专业名称'),
});
const majorList = z
  .array(majorItem)
  .max(100, '专业最多100个')
  .refine((l) => new Set(l.map((m) => m.name)).size === l.length, '专业名称不能重复')
  .refine((l) => new Set(l.map((m) => m.code)).size === l.length, '专业代码不能重复')
  .describe('专业');

export const saveSettings = {
  /** Any subset of the sections; a section sent is replaced whole (secrets: see `secret`). */
  request: z
    .object({
      basic: basic.optional(),
      quickLinks: z.array(quickLink).max(8).describe('快捷入口').optional(),
      texts: texts.optional(),
      switches: switches.optional(),
      integrations: integrationsInput.optional(),
      majors: majorList.optional(),
    })
    .strict(),
};

/** What the browser sees of a secret. */
export const SecretState = z.object({ configured: z.boolean(), last4: z.string() });
export type SecretState = z.infer<typeof SecretState>;

export const IntegrationsInForce = z.object({
  wxpay: z.object({
    /** school: the merchant saved here pays; demo: the platform's sandbox merchant; none: no WeChat Pay. */
    source: z.enum(['school', 'demo', 'none']),
    /** The platform's PAYMENT_MODE: sandbox (演示，不扣款) or wxpay-v3 (微信支付). */
    platform: z.enum(['sandbox', 'wxpay-v3']),
    mchid: z.string(),
    /** Set by the platform: where WeChat Pay sends its notifies. */
    notifyUrl: z.string(),
    /** What is missing before the school's own merchant can pay (empty: nothing). */
    missing: z.array(z.string()),
  }),
  wechat: z.object({
    /** school: notices go out under the school's 公众号; platform: the platform's. */
    source: z.enum(['school', 'platform']),
    appId: z.string(),
  }),
});
export type IntegrationsInForce = z.infer<typeof IntegrationsInForce>;

export const SchoolSettingsView = z.object({
  tenantId: z.string(),
  orgId: z.string(),
  /** The link parents open (PUBLIC_ORIGIN or the request's origin; modules/operator/entry-link.ts). */
  parentEntryUrl: z.string(),
  basic: basic.extend({ logoUrl: z.string() }),
  quickLinks: z.array(z.object({ title: z.string(), url: z.string() })),
  texts: z.object({
    promise: z.object({
      title: z.string(),
      content: z.string(),
      signRequired: z.boolean(),
      version: z.string(),
    }),
    privacy: z.object({ title: z.string(), content: z.string(), version: z.string() }),
    admissionLetter: z.object({ title: z.string(), body: z.string() }),
  }),
  switches: switches,
  majors: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  integrations: z.object({
    wechat: z.object({
      appId: z.string(),
      appSecret: SecretState,
      templates: z.partialRecord(NotifyKind, z.string()),
    }),
    sms: z.object({ signName: z.string(), loginTemplateId: z.string(), noticeTemplateId: z.string() }),
    wxpay: z.object({
      mode: z.enum(['direct', 'sp']),
      appId: z.string(),
      mchid: z.string(),
      subMchid: z.string(),
      subAppId: z.string(),
      serialNo: z.string(),
      platformSerial: z.string(),
      apiV3Key: SecretState,
      privateKey: SecretState,
      platformKey: SecretState,
    }),
    /** What is in force now, and what the platform sets (the screen says it as is). */
    inForce: IntegrationsInForce,
  }),
});
export type SchoolSettingsView = z.infer<typeof SchoolSettingsView>;
export type SaveSettingsInput = z.input<typeof saveSettings.request>;

/** 测试连接 of one integration: each check said in Chinese, passed or not. */
export const IntegrationCheck = z.object({
  target: z.enum(['wechat', 'wxpay']),
  ok: z.boolean(),
  checks: z.array(z.object({ label: z.string(), ok: z.boolean(), detail: z.string() })),
});
export type IntegrationCheck = z.infer<typeof IntegrationCheck>;
/** 测试连接: checks the saved 公众号 or WeChat Pay credentials with a harmless call (no charge). */
export const testIntegration = staffOp(`${STAFF_BASE}settings/test`, 'settings', {
  request: z.object({ target: z.enum(['wechat', 'wxpay']).describe('测试项') }).strict(),
  response: IntegrationCheck,
});

export const getSettings = staffOp(`${STAFF_BASE}settings/get`, 'settings', {
  request: z.object({}),
  response: SchoolSettingsView,
});
export const saveSettingsEndpoint = staffOp(`${STAFF_BASE}settings/save`, 'settings', {
  ...saveSettings,
  response: SchoolSettingsView,
});

export const UploadedAsset = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  /** Signed, expiring link (contract/README "Files"). */
  url: z.string(),
});
export type UploadedAsset = z.infer<typeof UploadedAsset>;
/**
 * multipart `file` (no JSON body): an image (jpeg/png/webp), a PDF or an office document of the
 * school (its 校徽 on 学校设置), the stored asset.
 */
export const uploadAsset = staffOp(`${STAFF_BASE}files/upload`, 'settings', {
  request: z.object({}),
  response: UploadedAsset,
});
