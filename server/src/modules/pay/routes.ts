import {
  getPublicConfig,
  PAY_NOTIFY_PATH,
  payBase,
  payNotify,
  queryOrder,
  redirectOauth2,
  sandboxConfirm,
  sandboxOrder,
  unifiedOrder as unifiedOrderEndpoint,
} from '@contract/payment';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { payOrders, plans, registrations } from '../../db/schema-admissions';
import { resolveCaller } from '../../http/caller';
import { signToken, verifyToken } from '../../http/crypto';
import { ok } from '../../http/envelope';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { parseInput } from '../../http/validation';
import { pubRoutes } from '../../pub/routes';
import { chinaText } from '../plan/china-text';
import { sandboxMerchantOf, sandboxPay } from './sandbox';
import { applyNotify, merchant, nonce, notifyFor, orderOf, syncOrder, unifiedOrder } from './service';
import { notifyV3Routes } from './notify-v3';
import { jssdkConfig } from './merchant';

const AUTHORIZE_PATH = payBase() + 'sandbox/authorize';
const CODE_TTL_MS = 5 * 60 * 1000;

const origin = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

/** Redirect targets stay on this server (no open redirect). */
function sameHost(req: FastifyRequest, url: string): boolean {
  try {
    const u = new URL(url);
    return (
      (u.protocol === 'http:' || u.protocol === 'https:') &&
      u.host === new URL(`http://${req.headers.host}`).host
    );
  } catch {
    return false;
  }
}

/** WeChat's authorize redirect puts code and state in the query before the `#` route. */
export function withOauthCode(redirectUri: string, code: string, state: string): string {
  const hashAt = redirectUri.indexOf('#');
  const [head, hash] =
    hashAt >= 0 ? [redirectUri.slice(0, hashAt), redirectUri.slice(hashAt)] : [redirectUri, ''];
  const extra = `code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;
  return `${head}${head.includes('?') ? '&' : '?'}${extra}${hash}`;
}

/** The sandbox cashier and its v2 notify exist only when PAYMENT_MODE=sandbox (the default). */
const sandboxOnly = (app: FastifyInstance) => {
  if ((app.deps.config.payments?.mode ?? 'sandbox') !== 'sandbox')
    throw apiError('NOT_FOUND', '沙箱支付未启用');
};

export async function payRoutes(app: FastifyInstance): Promise<void> {
  await pubRoutes(app);
  await notifyV3Routes(app);
  handle(
    app,
    unifiedOrderEndpoint,
    ({ registrationId, tradeType }, { caller, deps, req }) =>
      unifiedOrder(
        deps,
        caller,
        { registrationId, tradeType },
        { origin: origin(req), clientIp: req.ip },
        deps.now(),
      ),
    { idempotent: true },
  );
  // The app's poll, and the H5 return page's settle: an open order is asked of the platform first
  // (a lost notify settles here; a timed-out order closes).
  handle(app, queryOrder, async ({ orderNo }, { caller, deps }) => {
    let o = await orderOf(deps.db, caller, orderNo);
    if (o.order.status === 'pending') {
      await syncOrder(deps, o.order, o.orgId, deps.now()).catch((e: unknown) => {
        app.log.warn({ err: e, orderNo }, 'pay order query failed');
      });
      o = await orderOf(deps.db, caller, orderNo);
    }
    return {
      orderNo: o.order.orderNo,
      registrationId: o.order.registrationId,
      status: o.order.status as 'pending' | 'paid' | 'closed',
      amount: o.order.amount,
      feeStatus: o.feeStatus as 1 | 2 | 3 | 4 | 5 | 6,
      paidAt: o.order.paidAt ? chinaText(o.order.paidAt) : null,
    };
  });

  // Brief section 5: JSSDK signature over the page URL without its hash.
  handle(app, getPublicConfig, async ({ url }, { deps }) => jssdkConfig(deps.config, deps.now(), url));
  handle(app, redirectOauth2, async ({ preUrl, orderNo }, { deps, req }) => {
    if (!sameHost(req, preUrl)) throw apiError('BAD_REQUEST', 'preUrl 必须是本站地址');
    const q = new URLSearchParams({
      appid: merchant(deps.config).appId,
      redirect_uri: preUrl,
      response_type: 'code',
      scope: 'snsapi_base',
      state: orderNo ?? 'STATE',
    });
    return `${origin(req)}${AUTHORIZE_PATH}?${q.toString()}#wechat_redirect`;
  });

  // Sandbox authorize (snsapi_base is silent in WeChat): straight back to redirect_uri with a code.
  app.get(AUTHORIZE_PATH, async (req, reply) => {
    sandboxOnly(app);
    const q = parseInput(
      z.object({
        redirect_uri: z.string().min(1).max(4096).describe('redirect_uri'),
        state: z.string().max(128).default('STATE'),
      }),
      req.query,
    );
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(q.redirect_uri)) throw apiError('BAD_REQUEST', '请求包含无效字符');
    if (!sameHost(req, q.redirect_uri)) throw apiError('BAD_REQUEST', 'redirect_uri 必须是本站地址');
    const deps = app.deps;
    const code = signToken(deps.config.secret, 'oauth-code', {
      n: nonce(8),
      exp: deps.now().getTime() + CODE_TTL_MS,
    });
    // Location is a Latin-1 header: the URL parser percent-encodes the rest (CR/LF are refused above).
    return reply.redirect(new URL(withOauthCode(q.redirect_uri, code, q.state)).href, 302);
  });

  const findOrder = async (orderNo: string) => {
    const [o] = await app.deps.db
      .select({ order: payOrders, planName: plans.name })
      .from(payOrders)
      .innerJoin(registrations, eq(registrations.id, payOrders.registrationId))
      .innerJoin(plans, eq(plans.id, registrations.planId))
      .where(eq(payOrders.orderNo, orderNo));
    if (!o) throw apiError('NOT_FOUND', '订单不存在');
    return o;
  };
  const cashierStatus = (s: string) => (s === 'paid' ? 'paid' : s === 'closed' ? 'closed' : 'pending');

  // The sandbox cashier: no tenant headers (it plays WeChat's side), keyed by an unguessable order number.
  app.get(sandboxOrder.path, async (req) => {
    sandboxOnly(app);
    const { orderNo } = parseInput(sandboxOrder.request, req.query);
    const o = await findOrder(orderNo);
    return ok(
      sandboxOrder.response.parse({
        orderNo: o.order.orderNo,
        status: cashierStatus(o.order.status),
        amount: o.order.amount,
        planName: o.planName,
        mchid: (await sandboxMerchantOf(app.deps.db, orderNo))?.mchid ?? merchant(app.deps.config).mchId,
      }),
    );
  });
  app.post(sandboxConfirm.path, async (req) => {
    sandboxOnly(app);
    const { orderNo, code, notify } = parseInput(sandboxConfirm.request, req.body ?? {});
    const deps = app.deps;
    // Issue 13: the same-origin cashier sends the applicant's session; only the order's creator may pay it.
    const caller = await resolveCaller(req, 'user', deps);
    let o = await findOrder(orderNo);
    if (o.order.userId !== caller.userId || o.order.tenantId !== caller.tenantId)
      throw apiError('NOT_FOUND', '订单不存在');
    // JSAPI is reached through OAuth (a code); the H5 cashier is WeChat's own page (no code).
    if (
      o.order.tradeType !== 'H5' &&
      !(code && verifyToken(deps.config.secret, 'oauth-code', code, deps.now().getTime()))
    )
      throw apiError('BAD_REQUEST', '授权已失效，请重新支付');
    if (o.order.status === 'closed') throw apiError('REFUSED', '订单已关闭，请返回重新支付');
    if (o.order.status === 'pending') {
      const transactionId = await sandboxPay(deps.db, orderNo, deps.now());
      if (!transactionId) throw apiError('REFUSED', '订单已关闭，请返回重新支付');
      if (notify) {
        // Delivered through the real notify endpoint, as WeChat would.
        const res = await app.inject({
          method: 'POST',
          url: PAY_NOTIFY_PATH,
          payload: notifyFor(
            o.order,
            deps.config,
            deps.now(),
            transactionId,
            await sandboxMerchantOf(deps.db, orderNo),
          ),
        });
        if (res.json<{ return_code: string }>().return_code !== 'SUCCESS')
          throw apiError('REFUSED', '支付失败，请重试');
      }
      o = await findOrder(orderNo);
      // Paid at the platform; without the notify this server learns it by its order query.
      return ok(sandboxConfirm.response.parse({ orderNo, status: 'paid', amount: o.order.amount }));
    }
    return ok(
      sandboxConfirm.response.parse({
        orderNo,
        status: cashierStatus(o.order.status),
        amount: o.order.amount,
      }),
    );
  });

  // WeChat Pay notify: answered in WeChat's own format, never the envelope.
  app.post(PAY_NOTIFY_PATH, async (req, reply) => {
    sandboxOnly(app);
    const parsed = payNotify.safeParse(req.body);
    if (!parsed.success)
      return reply.status(400).send({ return_code: 'FAIL', return_msg: '参数格式校验错误' });
    const outcome = await applyNotify(app.deps.db, parsed.data, app.deps.config, app.deps.now());
    if (outcome === 'paid' || outcome === 'duplicate') return { return_code: 'SUCCESS', return_msg: 'OK' };
    const msg = outcome === 'bad-sign' ? '签名失败' : outcome === 'amount-mismatch' ? '金额不符' : '订单无效';
    return reply.status(400).send({ return_code: 'FAIL', return_msg: msg });
  });
}
