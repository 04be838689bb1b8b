import * as C from '@contract/privacy';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route';
import * as privacy from './service';
import { chinaInstant } from '@domain/time/china-time';
import { signToken, verifyToken } from '../../http/crypto';
import { readableCopy } from './readable-copy';
import { readablePage } from './readable-page';

const MY_DATA_PAGE = 'my-data-page';
const MY_DATA_PAGE_TTL_MS = 10 * 60_000;
const expiredPage =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>链接已过期</title></head><body><main><h1 style="font-size:18px">链接已过期</h1><p>请回到“个人信息”页面重新打开。</p></main></body></html>';

/** 个人信息保护告知, one's own data and deletion requests (issue 17 item 6); the school decides. */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  handle(app, C.privacyNotice, (_q, { caller, deps }) => privacy.notice(deps.db, privacy.personOf(caller)));
  handle(app, C.privacyAccept, ({ version }, { caller, deps, req }) =>
    privacy.accept(deps.db, privacy.personOf(caller), version, deps.now(), req.ip),
  );
  handle(app, C.myData, (_q, { caller, deps, reply }) => {
    // A personal copy: never kept by a cache on the way.
    reply.header('Cache-Control', 'no-store');
    return privacy.myData(deps.db, privacy.personOf(caller), deps.now());
  });
  // The readable copy (issue 23): a signed link for 10 minutes, then a page the browser opens itself.
  handle(app, C.myDataPageLink, async (_q, { caller, deps }) => {
    const p = privacy.personOf(caller);
    const exp = deps.now().getTime() + MY_DATA_PAGE_TTL_MS;
    const t = signToken(deps.config.secret, MY_DATA_PAGE, { t: p.tenantId, o: p.orgId, u: p.userId, exp });
    return { url: `${C.MY_DATA_PAGE_PATH}?t=${t}`, expiresAt: chinaInstant(new Date(exp)) };
  });
  app.get<{ Querystring: { t?: unknown } }>(C.MY_DATA_PAGE_PATH, async (req, reply) => {
    const deps = app.deps;
    const t = req.query.t;
    const b =
      typeof t === 'string' ? verifyToken(deps.config.secret, MY_DATA_PAGE, t, deps.now().getTime()) : null;
    // A personal page: never cached, never framed, no script.
    reply
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      )
      .type('text/html; charset=utf-8');
    if (!b) return reply.status(404).send(expiredPage);
    const person = { tenantId: String(b.t), orgId: String(b.o), userId: String(b.u) };
    return readablePage(await readableCopy(deps.db, person, deps.now()));
  });
  handle(
    app,
    C.requestDeletion,
    ({ reason }, { caller, deps }) =>
      privacy.requestDeletion(deps.db, privacy.personOf(caller), reason ?? '', deps.now()),
    { rateLimit: { name: 'privacy-delete', max: () => 5, windowMs: 3600_000 } },
  );
  handle(app, C.myDataRequests, (_q, { caller, deps }) =>
    privacy.myRequests(deps.db, privacy.personOf(caller)),
  );

  // The school's administrator decides; every view and decision is audited.
  handle(app, C.staffListRequests, (input, c) => privacy.schoolRequests(c.deps.db, c.staff, input.status), {
    audit: () => ({ action: 'privacy.requests.view' }),
  });
  handle(
    app,
    C.staffDecide,
    (input, c) => privacy.decide(c.deps.db, c.deps.storage, c.staff, c.staff.id, input, c.deps.now()),
    {
      audit: (input) => ({
        action: input.approve ? 'privacy.delete.approve' : 'privacy.delete.refuse',
        target: input.requestId,
        ...(input.reason ? { details: { reason: input.reason } } : {}),
      }),
    },
  );
}
