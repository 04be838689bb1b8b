import type { IntegrationCheck } from '@contract/school-settings';
import type { FastifyInstance } from 'fastify';
import { wechatApiBase, WECHAT_SANDBOX_BASE } from '../../notify/wechat-sandbox';
import { checkWechatApp, checkWxpay } from '../../school/integration-check';
import { schoolMerchant, schoolWechatApp } from '../../school/integrations';
import { sandboxProvider } from '../pay/sandbox';
import { schoolRow, type Scope } from './view';

/** WeChat answers in well under a second; a check that waits longer says so instead of hanging. */
const WECHAT_TIMEOUT_MS = 5_000;

/** A JSON POST to the configured WeChat API: over the network, or the in-process sandbox outside production. */
function wechatPoster(app: FastifyInstance): (path: string, body: object) => Promise<unknown> {
  const base = wechatApiBase();
  if (base)
    return async (p, body) =>
      (
        await fetch(`${base}${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS),
        })
      ).json();
  return async (p, body) =>
    (await app.inject({ method: 'POST', url: `${WECHAT_SANDBOX_BASE}${p}`, payload: body })).json();
}

/** A made-up order number: nobody ever pays it, so querying it is harmless (WeChat answers 订单不存在). */
const madeUpOrder = (now: Date) => `TEST${now.getTime()}`;

/** 测试连接 of the school's saved 公众号 or WeChat Pay merchant (学校设置 › 对接配置). */
export async function testSavedIntegration(
  app: FastifyInstance,
  scope: Scope,
  target: IntegrationCheck['target'],
): Promise<IntegrationCheck> {
  const { raw } = await schoolRow(app.deps.db, scope);
  if (target === 'wechat') return checkWechatApp(schoolWechatApp(raw), wechatPoster(app));
  const m = schoolMerchant(raw);
  const now = app.deps.now();
  const payments = app.deps.config.payments;
  if (!payments || payments.mode === 'sandbox') {
    const p = sandboxProvider(app.deps.db, app.deps.config, '', { mchId: m.mchid, appId: m.appId });
    return checkWxpay(m, 'sandbox', () => p.queryOrder(madeUpOrder(now)), now);
  }
  // The merchant as saved now, not a minute-old cached one.
  payments.forget?.(scope.tenantId, scope.orgId);
  const query = async () => {
    const p = await payments.forSchool(scope.tenantId, scope.orgId);
    if (!p) throw new Error('未配置微信支付');
    return p.queryOrder(madeUpOrder(now));
  };
  return checkWxpay(m, 'wxpay-v3', query, now);
}
