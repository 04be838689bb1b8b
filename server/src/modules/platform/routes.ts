import { platformLoginQuery, configCenter, logout, tokenEncrypt, tokenExchange } from '@contract/startup';
import type { SystemCfg } from '@contract/startup';
import type { FastifyInstance } from 'fastify';
import { checkScope } from '../../http/caller';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { createSession, createTicket, revokeSession, useTicket } from '../../http/sessions';
import { parseInput } from '../../http/validation';
import { requestOrigin } from './origin';
import { safeRedirect } from './redirect';
import { finishLogin, startLogin, TICKET_AUDIENCE } from './login-nonce';
import { findUser, userInfoOf, welcomeIdOf } from './user-info';
import { registerWechatPicker, wechatSandbox } from './wechat-picker';
import { consentPage, htmlPage } from './login-page';
import { inWeChat, phoneLoginPage, registerSmsRoutes } from './sms-routes';
import { appSms } from '../../sms/config';
import { applicantByOpenid, openidOf, wechatUserOf } from './wechat-user';

export async function platformRoutes(app: FastifyInstance): Promise<void> {
  // Spec section 7, start-up 1: the system config script sets window.systemcfg (no inline script: a file).
  app.get('/zhxy/systemcfg.js', async (req, reply) => {
    const cfg: SystemCfg = {
      baseUrl: requestOrigin(req),
      mobile: {
        openVConsole: process.env.OPEN_VCONSOLE === '1',
        appId: app.deps.config.appId,
        environment: process.env.APP_ENV ?? 'production',
      },
    };
    return reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(`window.systemcfg = ${JSON.stringify(cfg)};\n`);
  });

  handle(
    app,
    configCenter,
    async (input, { req }) => {
      const origin = requestOrigin(req);
      return {
        platformGatewayUrl: origin,
        platformFnUrl: `${origin}/platform`,
        manually: input.manually,
        ysktGatewayUrl: origin,
        ysCry: { enabled: false, algorithm: 'none', publicKey: '' },
      };
    },
    { noTenant: true },
  );

  // The URL accesstoken is one-time and short-lived; a used or expired one asks for a new login. Only
  // a login ticket is accepted (never an outgoing link's), and only from the browser that started it.
  handle(
    app,
    tokenExchange,
    async ({ token }, { deps, req, reply }) => {
      const now = deps.now();
      const ticket = await useTicket(deps.db, TICKET_AUDIENCE.login, token, now);
      if (!ticket || !finishLogin(req, reply, ticket.nonceHash))
        throw apiError('LOGIN', '登录链接已失效，请重新进入');
      const user = await findUser(deps.db, ticket.userId);
      if (!user || user.tenantId !== ticket.tenantId) throw apiError('LOGIN', '登录链接已失效，请重新进入');
      const welcomeId = user.kind === 'student' ? await welcomeIdOf(deps.db, user.id) : null;
      const session = await createSession(
        deps.db,
        { tenantId: user.tenantId, orgId: user.orgId, userId: user.id, kind: user.kind, welcomeId },
        deps.config.sessionTtlMs,
        now,
      );
      return { token: session, userInfo: userInfoOf(user, welcomeId) };
    },
    { noTenant: true, rateLimit: { name: 'exchange', max: () => 60, windowMs: 60_000 } },
  );

  handle(app, logout, async (_input, { caller, deps }) => {
    await revokeSession(deps.db, caller.token!, deps.now());
    return {};
  });

  handle(app, tokenEncrypt, async (_input, { caller, deps }) => {
    const accessToken = await createTicket(
      deps.db,
      TICKET_AUDIENCE.outgoing,
      { tenantId: caller.tenantId, orgId: caller.orgId, userId: caller.userId! },
      deps.config.ticketTtlMs,
      deps.now(),
    );
    return { accessToken };
  });

  // The reference platform's stand-in for WeChat OAuth: the applicant account of this WeChat user's
  // stable openid (created on the first login), then back with accesstoken.
  registerWechatPicker(app);
  registerSmsRoutes(app, appSms(app));
  app.get('/platform/login', async (req, reply) => {
    const q = parseInput(platformLoginQuery, req.query);
    const deps = app.deps;
    const hits = await deps.rate.hit(`login:${req.ip}`, 60_000, deps.now().getTime());
    if (hits > 30) throw apiError('TOO_MANY');
    const scope = await checkScope(deps, q.tenantId, q.orgId);
    const target = safeRedirect(q.redirect, requestOrigin(req), scope);
    if (!target) throw apiError('BAD_REQUEST', '跳转地址不正确');
    const picked = wechatSandbox() ? q.wxuser : undefined;
    const page = (html: string) =>
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
    // Outside WeChat there is no WeChat login: phone + SMS code (a sandbox pick stands in for WeChat).
    if (!inWeChat(req) && picked === undefined)
      return page(phoneLoginPage({ ...scope, redirect: q.redirect }, req.url.split('?')[1] ?? ''));
    // Like WeChat OAuth: snsapi_userinfo asks first, snsapi_base (the default) is silent.
    if (q.scope === 'snsapi_userinfo' && q.consent !== 'allow') {
      if (q.consent === 'deny') return page(htmlPage('已拒绝授权', '<p>你已拒绝授权，无法登录。</p>'));
      const { consent: _c, ...rest } = q;
      const hidden = Object.fromEntries(
        Object.entries(rest).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      return page(consentPage(hidden, '招生迎新'));
    }
    const openid = openidOf(deps.config.appId, wechatUserOf(req, reply, picked));
    const id = await applicantByOpenid(deps.db, scope, openid);
    const ticket = await createTicket(
      deps.db,
      TICKET_AUDIENCE.login,
      { ...scope, userId: id, nonceHash: startLogin(req, reply, deps.config.ticketTtlMs) },
      deps.config.ticketTtlMs,
      deps.now(),
    );
    return reply.header('Cache-Control', 'no-store').redirect(target(ticket), 302);
  });
}
