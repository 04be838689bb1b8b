import * as C from '@contract/privacy';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { handle } from '../../http/route';
import { parseInput } from '../../http/validation';
import { audit, who } from '../staff/audit';
import { requireStaff } from '../staff/guard';
import * as privacy from './service';

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
  const deps = app.deps;
  app.post(C.STAFF_PRIVACY_PATHS.list, async (req) => {
    const { staff } = await requireStaff(deps, req, ['admin']);
    const input = parseInput(C.staffListRequests.request, req.body ?? {});
    const rows = await privacy.schoolRequests(deps.db, staff, input.status);
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'privacy.requests.view' });
    return ok(rows);
  });
  app.post(C.STAFF_PRIVACY_PATHS.decide, async (req) => {
    const { staff } = await requireStaff(deps, req, ['admin']);
    const input = parseInput(C.staffDecide.request, req.body ?? {});
    const done = await privacy.decide(deps.db, deps.storage, staff, staff.id, input, deps.now());
    await audit(deps.db, deps.now(), {
      ...who(staff),
      ip: req.ip,
      action: input.approve ? 'privacy.delete.approve' : 'privacy.delete.refuse',
      target: input.requestId,
      ...(input.reason ? { details: { reason: input.reason } } : {}),
    });
    return ok(done);
  });
}
