import { platformSmsPaths as SMS } from '@contract/startup';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkScope } from '../../http/caller';
import { ok } from '../../http/envelope';
import { apiError } from '../../http/errors';
import { createTicket } from '../../http/sessions';
import { parseInput } from '../../http/validation';
import { type DevSms } from '../../sms/dev-sms';
import type { SmsPort } from '../../sms/port';
import { esc, htmlPage, phoneForm } from './login-page';
import { LOGIN_SCRIPT } from './login-script';
import { startLogin, TICKET_AUDIENCE } from './login-nonce';
import { requestOrigin } from './origin';
import { applicantByPhone, bindPhone } from './phone-account';
import { safeRedirect } from './redirect';
import { schoolSmsSender } from '../../school/senders';
import { PHONE, checkCode, sendCode } from './sms-code';
import { wechatSandbox } from './wechat-picker';
import { WX_USER_COOKIE, applicantByOpenid, openidOf } from './wechat-user';
import { cookieOf } from './login-nonce';

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const scopeFields = { tenantId: id, orgId: id.optional(), redirect: z.string().max(2000).optional() };
const phone = z.string().regex(PHONE).describe('手机号');
const sendBody = z.object({ tenantId: id, orgId: id.optional(), phone });
const loginBody = z.object({
  ...scopeFields,
  phone,
  code: z
    .string()
    .regex(/^\d{6}$/)
    .describe('验证码'),
});
const pageQuery = z.object(scopeFields);

export const SMS_SANDBOX_PATH = '/platform/sandbox/sms';
export const BIND_PATH = '/platform/bind';

/** WeChat's in-app browser (the OAuth stand-in applies); any other browser logs in by phone. */
export const inWeChat = (req: FastifyRequest): boolean =>
  /MicroMessenger/i.test(req.headers['user-agent'] ?? '');

/** A fresh one-time accesstoken for this browser (login nonce) and where it goes. */
async function ticketLocation(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  scope: { tenantId: string; orgId: string },
  redirect: string | undefined,
  userId: string,
): Promise<string> {
  const deps = app.deps;
  const target = safeRedirect(redirect, requestOrigin(req), scope);
  if (!target) throw apiError('BAD_REQUEST', '跳转地址不正确');
  const ticket = await createTicket(
    deps.db,
    TICKET_AUDIENCE.login,
    { ...scope, userId, nonceHash: startLogin(req, reply, deps.config.ticketTtlMs) },
    deps.config.ticketTtlMs,
    deps.now(),
  );
  return target(ticket);
}

/** The phone login page (plain browsers), rendered by /platform/login. */
export function phoneLoginPage(
  q: { tenantId: string; orgId: string; redirect?: string },
  query: string,
): string {
  const sandbox = wechatSandbox()
    ? `<a class="btn" href="/platform/sandbox/wechat-user?${esc(query)}">沙箱：以微信用户进入</a>`
    : '';
  return htmlPage('手机号登录', phoneForm(SMS.login, '登录', q) + sandbox, true);
}

/** Phone + SMS code login, binding a phone in WeChat, and the dev page of sent messages. */
export function registerSmsRoutes(app: FastifyInstance, sms: SmsPort): void {
  app.get('/platform/login.js', async (_req, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(LOGIN_SCRIPT),
  );

  app.post(SMS.send, async (req) => {
    const b = parseInput(sendBody, req.body);
    const scope = await checkScope(app.deps, b.tenantId, b.orgId);
    const sender = await schoolSmsSender(app.deps.db, scope, 'login');
    return ok(await sendCode(app.deps, sms, scope.tenantId, b.phone, req.ip, { sender }));
  });

  app.post(SMS.login, async (req, reply) => {
    const b = parseInput(loginBody, req.body);
    const scope = await checkScope(app.deps, b.tenantId, b.orgId);
    if (!safeRedirect(b.redirect, requestOrigin(req), scope)) throw apiError('BAD_REQUEST', '跳转地址不正确');
    await checkCode(app.deps, scope.tenantId, b.phone, b.code, req.ip);
    const userId = await applicantByPhone(app.deps.db, scope, b.phone);
    return ok({ location: await ticketLocation(app, req, reply, scope, b.redirect, userId) });
  });

  // 绑定手机号 in WeChat: the WeChat user of this browser gets the phone (and the phone's registrations).
  app.post(SMS.bind, async (req, reply) => {
    const b = parseInput(loginBody, req.body);
    const scope = await checkScope(app.deps, b.tenantId, b.orgId);
    if (!safeRedirect(b.redirect, requestOrigin(req), scope)) throw apiError('BAD_REQUEST', '跳转地址不正确');
    const wxUser = cookieOf(req, WX_USER_COOKIE);
    if (!wxUser || !inWeChat(req)) throw apiError('REFUSED', '请在微信中绑定手机号');
    await checkCode(app.deps, scope.tenantId, b.phone, b.code, req.ip);
    const userId = await applicantByOpenid(app.deps.db, scope, openidOf(app.deps.config.appId, wxUser));
    await bindPhone(app.deps.db, scope.tenantId, userId, b.phone, app.deps.now());
    return ok({ location: await ticketLocation(app, req, reply, scope, b.redirect, userId) });
  });

  app.get(BIND_PATH, async (req, reply) => {
    const q = parseInput(pageQuery, req.query);
    const scope = await checkScope(app.deps, q.tenantId, q.orgId);
    const body = inWeChat(req)
      ? '<p>绑定后，用手机号或微信登录都能看到同样的报名记录。</p>' +
        phoneForm(SMS.bind, '绑定并继续', { ...scope, redirect: q.redirect })
      : '<p>请在微信中打开本页绑定手机号。</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(htmlPage('绑定手机号', body, true));
  });

  if (!wechatSandbox() || !('messages' in sms)) return;
  const dev = sms as DevSms;
  app.get(SMS_SANDBOX_PATH, async (_req, reply) => {
    const items = dev
      .messages()
      .map(
        (m) =>
          `<li><strong>${esc(m.phone)}</strong> <time>${esc(m.at.toISOString())}</time><br><span class="sms">${esc(m.text)}</span></li>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        htmlPage(
          '沙箱：短信',
          `<p>开发环境不发送真实短信，最近的短信显示在这里（也写入服务器日志）。</p><ul>${items || '<li>暂无短信</li>'}</ul>`,
        ),
      );
  });
}
