import { admissionLetterProblem } from '@domain/admissions/admission-letter';
import { LOGO_MAX_BYTES, type saveSettings } from '@contract/school-settings';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { files, orgs } from '../../db/schema';
import { apiError } from '../../http/errors';
import { storedSecret, type StoredSecret } from '../../school/secret-box';
import { sanitizeSchoolHtml } from '../../school/sanitize-html';
import { schoolMerchant, wxpayProblem } from '../../school/integrations';
import { withDefaults, type SchoolIntegrations } from '../../school/settings';
import { noticeOf } from '../privacy/notice';
import { saveMajors } from './majors';
import { schoolRow, type Scope } from './view';

type Input = z.output<typeof saveSettings.request>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A privacy notice version (contract/privacy: [A-Za-z0-9._-]{1,32}): the moment of the change. */
const noticeVersion = (now: Date) => `s${now.toISOString().replace(/\D/g, '').slice(0, 17)}`;

async function checkLogo(db: Db, scope: Scope, fileId: string): Promise<void> {
  if (!fileId) return;
  const [f] = await db
    .select({ type: files.type, size: files.size })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.orgId, scope.orgId), eq(files.tenantId, scope.tenantId)));
  if (!f || !/^image\/(png|jpeg|webp)$/.test(f.type))
    throw apiError('BAD_REQUEST', '校徽须为本校上传的 JPG、PNG 或 WebP 图片');
  if (f.size > LOGO_MAX_BYTES) throw apiError('BAD_REQUEST', '校徽图片不能超过 2 MB');
}

/**
 * The school's 公众号 sends its notices only with both AppID and AppSecret; its template ids are
 * templates of that 公众号, so they need it (the platform's 公众号 cannot use them).
 */
function wechatAppProblem(w: SchoolIntegrations['wechat']): string | null {
  const both = !!w.appId && !!w.appSecret;
  if (!!w.appId !== !!w.appSecret) return '公众号 AppID 和 AppSecret 须同时填写（或同时清空）';
  if (!both && Object.keys(w.templates).length)
    return '订阅消息模板属于本校公众号：请先填写公众号 AppID 和 AppSecret，或清空模板编号';
  return null;
}

const publicPart = (w: SchoolIntegrations['wxpay']) => ({
  ...w,
  apiV3Key: null,
  privateKey: null,
  platformKey: null,
});

/** A write-only secret: absent keeps it, null removes it, a value replaces it (sealed). */
function nextSecret(
  current: StoredSecret | null,
  sent: string | null | undefined,
  name: string,
  changed: string[],
): StoredSecret | null {
  if (sent === undefined || sent === '') return current;
  changed.push(name);
  return sent === null ? null : storedSecret(sent);
}

/**
 * One save of 学校设置: the sections sent replace theirs; rich text is sanitized; a changed 承诺书 or
 * privacy notice is a new version (applicants asked again). Answers the changed field names (for
 * the audit row; never a secret's value).
 */
export async function saveSchoolSettings(db: Db, scope: Scope, input: Input, now: Date): Promise<string[]> {
  const { name, raw } = await schoolRow(db, scope);
  const cur = withDefaults(raw);
  const next: Record<string, unknown> = { ...raw };
  let nextName = name;
  const changed: string[] = [];
  const set = (key: string, value: unknown, before: unknown, field = key) => {
    if (same(value, before)) return;
    next[key] = value;
    changed.push(field);
  };

  if (input.basic) {
    const b = input.basic;
    await checkLogo(db, scope, b.logoFileId);
    if (b.schoolName !== name) changed.push('basic.schoolName');
    nextName = b.schoolName;
    set('logoFileId', b.logoFileId, cur.logoFileId, 'basic.logo');
    set('motto', b.motto, cur.motto, 'basic.motto');
    set('servicePhone', b.servicePhone, cur.servicePhone, 'basic.servicePhone');
  }
  if (input.quickLinks) set('quickLinks', input.quickLinks, cur.quickLinks, 'quickLinks');
  if (input.texts) {
    const t = input.texts;
    const promise = {
      title: t.promise.title,
      content: await sanitizeSchoolHtml(t.promise.content),
      signRequired: t.promise.signRequired,
    };
    const before = cur.promise && {
      title: cur.promise.title,
      content: cur.promise.content,
      signRequired: cur.promise.signRequired,
    };
    if (!same(promise, before)) {
      next.promise = { ...promise, updatedAt: now.toISOString() };
      changed.push('texts.promise');
    }
    const notice = noticeOf(raw);
    const privacy = { title: t.privacy.title, content: await sanitizeSchoolHtml(t.privacy.content) };
    if (!privacy.content) throw apiError('BAD_REQUEST', '请填写隐私政策内容');
    if (!same(privacy, { title: notice.title, content: notice.content })) {
      next.privacyNotice = { version: noticeVersion(now), ...privacy };
      changed.push('texts.privacy');
    }
    // 录取通知书: only the placeholders the letter knows (an unknown one would print as written).
    // The body is the rich editor's markup: sanitized as 承诺书 is, its lines kept as paragraphs.
    const letter = {
      title: t.admissionLetter.title,
      body: await sanitizeSchoolHtml(t.admissionLetter.body, { paragraphs: true }),
    };
    const letterProblem = admissionLetterProblem(letter);
    if (letterProblem) throw apiError('BAD_REQUEST', letterProblem);
    set('admissionLetter', letter, cur.admissionLetter, 'texts.admissionLetter');
  }
  if (input.switches) {
    const w = input.switches;
    set('enrollmentOpen', w.enrollmentOpen, cur.enrollmentOpen, 'switches.enrollmentOpen');
    set('checkinOpen', w.checkinOpen, cur.checkinOpen, 'switches.checkinOpen');
    set('offlinePayment', w.offlinePayment, cur.offlinePayment !== false, 'switches.offlinePayment');
    set('h5Pay', w.h5Pay, cur.h5Pay !== false, 'switches.h5Pay');
    // Read at registration (modules/register): a child's registrations on this school's plans.
    set('plansPerChild', w.plansPerChild, cur.plansPerChild ?? 0, 'switches.plansPerChild');
  }
  if (input.integrations) {
    const n = input.integrations;
    const c = cur.integrations;
    const f: string[] = [];
    const templates = Object.fromEntries(Object.entries(n.wechat.templates).filter(([, v]) => v));
    const integrations: SchoolIntegrations = {
      wechat: {
        appId: n.wechat.appId,
        templates,
        appSecret: nextSecret(c.wechat.appSecret, n.wechat.appSecret, 'integrations.wechat.appSecret', f),
      },
      sms: n.sms,
      wxpay: {
        mode: n.wxpay.mode,
        appId: n.wxpay.appId,
        mchid: n.wxpay.mchid,
        subMchid: n.wxpay.subMchid,
        subAppId: n.wxpay.subAppId,
        serialNo: n.wxpay.serialNo,
        platformSerial: n.wxpay.platformSerial,
        apiV3Key: nextSecret(c.wxpay.apiV3Key, n.wxpay.apiV3Key, 'integrations.wxpay.apiV3Key', f),
        privateKey: nextSecret(c.wxpay.privateKey, n.wxpay.privateKey, 'integrations.wxpay.privateKey', f),
        platformKey: nextSecret(
          c.wxpay.platformKey,
          n.wxpay.platformKey,
          'integrations.wxpay.platformKey',
          f,
        ),
      },
    };
    const wechatProblem = wechatAppProblem(integrations.wechat);
    if (wechatProblem) throw apiError('BAD_REQUEST', wechatProblem);
    const payProblem = wxpayProblem(integrations.wxpay, schoolMerchant({ integrations }));
    if (payProblem) throw apiError('BAD_REQUEST', payProblem);
    if (n.wechat.appId !== c.wechat.appId) f.push('integrations.wechat.appId');
    if (!same(templates, c.wechat.templates)) f.push('integrations.wechat.templates');
    if (!same(n.sms, c.sms)) f.push('integrations.sms');
    if (!same(publicPart(integrations.wxpay), publicPart(c.wxpay))) f.push('integrations.wxpay');
    if (f.length) {
      next.integrations = integrations;
      changed.push(...f);
    }
  }
  if (input.majors) changed.push(...(await saveMajors(db, scope, input.majors)));
  if (changed.some((c) => !c.startsWith('majors.')))
    await db
      .update(orgs)
      .set({ name: nextName, settings: next })
      .where(and(eq(orgs.id, scope.orgId), eq(orgs.tenantId, scope.tenantId)));
  return changed;
}
