import { payBase } from '@contract/payment';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { orgs } from '../../db/schema';
import { isPayError, type PayErrorCode } from './provider';
import { settlePayment } from './service';

/** WeChat Pay v3 notify URL of a school (its `notify_url`): one per org, so the right merchant verifies it. */
export const notifyV3Path = (orgId = ':orgId') => `${payBase()}notify/v3/${orgId}`;

/** WeChat waits 5 s for the answer, then retries: answer FAIL (so it retries) well before that. */
const ANSWER_WITHIN_MS = 4_500;
const ORG_ID = /^[A-Za-z0-9_-]{1,64}$/;

const STATUS: Partial<Record<PayErrorCode, number>> = {
  PAY_BAD_SIGNATURE: 401,
  PAY_STALE: 401,
  PAY_BAD_NOTIFY: 400,
};

type Answer = { status: number; message?: string };
const FAIL = (status: number, message: string): Answer => ({ status, message });
const RECEIVED: Answer = { status: 204 };

const send = (reply: FastifyReply, a: Answer) =>
  a.message
    ? reply
        .status(a.status)
        .type('application/json; charset=utf-8')
        .send({ code: 'FAIL', message: a.message })
    : reply.status(a.status).send();

/**
 * POST …/notify/v3/:orgId: verify (platform signature, 5-minute timestamp), decrypt, check mch/appid
 * (the adapter), then settle by amount under the order's row lock (service.ts). 204 = received;
 * a repeat of a paid notify is also 204 (logged as duplicate); anything not genuine → 4xx FAIL.
 */
export async function notifyV3Routes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes: keep the body as the raw string.
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    scope.post(notifyV3Path(), async (req, reply) => {
      const { orgId } = req.params as { orgId: string };
      const payments = app.deps.config.payments;
      if (payments?.mode !== 'wxpay-v3' || !ORG_ID.test(orgId))
        return send(reply, FAIL(404, '未启用微信支付'));
      const rawBody = typeof req.body === 'string' ? req.body : '';
      const work = (async (): Promise<Answer> => {
        const [org] = await app.deps.db
          .select({ tenantId: orgs.tenantId })
          .from(orgs)
          .where(eq(orgs.id, orgId));
        if (!org) return FAIL(404, '学校不存在');
        const provider = await payments.forSchool(org.tenantId, orgId);
        if (!provider) return FAIL(404, '学校未配置微信支付');
        const event = await provider.parseNotify(req.headers, rawBody);
        if (event.state !== 'paid') return RECEIVED;
        const outcome = await settlePayment(
          app.deps.db,
          { ...event, tenantId: org.tenantId },
          app.deps.now(),
        );
        req.log.info({ orderNo: event.orderNo, outcome }, 'wxpay v3 notify');
        if (outcome === 'paid' || outcome === 'duplicate') return RECEIVED;
        return FAIL(400, outcome === 'amount-mismatch' ? '金额不符' : '订单不存在');
      })();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((ok) => {
        timer = setTimeout(() => ok('late'), ANSWER_WITHIN_MS);
      });
      try {
        const first = await Promise.race([work, late]);
        if (first === 'late') {
          work.catch(() => {}); // WeChat retries; the row lock keeps the retry from paying twice
          return send(reply, FAIL(503, '处理超时，请重试'));
        }
        return send(reply, first);
      } catch (e) {
        if (isPayError(e)) {
          req.log.warn({ orgId, code: e.code }, 'wxpay v3 notify refused');
          return send(reply, FAIL(STATUS[e.code] ?? 500, e.message));
        }
        req.log.error({ err: e, orgId }, 'wxpay v3 notify failed');
        return send(reply, FAIL(500, '处理失败'));
      } finally {
        clearTimeout(timer);
      }
    });
  });
}
