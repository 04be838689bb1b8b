import { deskPaths } from '@contract/api/desk';
import * as D from '@contract/desk';
import type { StaffRole } from '@contract/staff';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validation';
import { audit, who } from '../staff/audit';
import { jssdkConfig } from '../pay/merchant';
import { requireStaff } from '../staff/guard';
import { arrivalsBoard } from './board';
import { identityRoutes } from './identity';
import {
  boardBus,
  dayListPayload,
  deskSteps,
  markOnline,
  scanView,
  searchStudents,
  setDeskSteps,
  syncMarks,
} from './service';
import { deskSigner } from './signing';

/** 报到老师 and 学校管理员 work the desk and see the board. */
const DESK: readonly StaffRole[] = ['checkin', 'admin'];
const HEARTBEAT_MS = 15_000;
/** Many marks in a burst push one board. */
const PUSH_DEBOUNCE_MS = 300;

/** Check-in day (issue 16): desk steps, scan, look-up, mark once, offline list and sync, board. */
export async function deskRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  await identityRoutes(app);
  const staffOf = async (req: Parameters<typeof requireStaff>[1], roles = DESK) =>
    (await requireStaff(deps, req, roles)).staff;

  app.post(deskPaths.steps, async (req) => ok(await deskSteps(deps.db, await staffOf(req))));
  app.post(deskPaths.setSteps, async (req) => {
    const staff = await staffOf(req, ['admin']);
    const { steps } = parseInput(D.setSteps.request, req.body ?? {});
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'desk.steps', details: { steps } });
    return ok(await setDeskSteps(deps.db, staff, steps));
  });
  app.post(deskPaths.scan, async (req) => {
    const staff = await staffOf(req);
    const { passToken } = parseInput(D.scan.request, req.body ?? {});
    return ok(await scanView(deps, staff, passToken));
  });
  app.post(deskPaths.jssdkConfig, async (req) => {
    await staffOf(req);
    const { url } = parseInput(D.jssdkConfig.request, req.body ?? {});
    return ok(jssdkConfig(deps.config, deps.now(), url));
  });
  app.post(deskPaths.search, async (req) => {
    const staff = await staffOf(req);
    const { q } = parseInput(D.search.request, req.body ?? {});
    return ok(await searchStudents(deps, staff, q));
  });
  app.post(deskPaths.mark, async (req) => {
    const staff = await staffOf(req);
    return ok(await markOnline(deps, staff, parseInput(D.mark.request, req.body ?? {})));
  });
  app.post(deskPaths.sync, async (req) => {
    const staff = await staffOf(req);
    return ok(await syncMarks(deps, staff, parseInput(D.sync.request, req.body ?? {})));
  });
  app.post(deskPaths.publicKey, async (req) => {
    await staffOf(req);
    const s = deskSigner(deps.config.secret);
    return ok({ kid: s.kid, key: s.publicKey, alg: 'Ed25519' as const });
  });
  app.post(deskPaths.dayList, async (req) => {
    const staff = await staffOf(req);
    const payload = JSON.stringify(await dayListPayload(deps, staff));
    const s = deskSigner(deps.config.secret);
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'desk.dayList' });
    return ok({ payload, kid: s.kid, sig: s.sign(payload) });
  });
  app.post(deskPaths.board, async (req) => {
    const staff = await staffOf(req);
    // The not-yet-arrived list carries phone numbers: seeing them is audited.
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'desk.board' });
    return ok(await arrivalsBoard(deps.db, staff, deps.now()));
  });

  // Server-sent events: the board now, then again on every mark of this school (and a heartbeat).
  app.get(deskPaths.boardEvents, async (req, reply) => {
    const staff = await staffOf(req);
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'desk.board' });
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    let timer: NodeJS.Timeout | null = null;
    let closed = false;
    const push = async () => {
      timer = null;
      if (closed) return;
      try {
        const board = await arrivalsBoard(deps.db, staff, deps.now());
        if (!closed) res.write(`event: board\ndata: ${JSON.stringify(board)}\n\n`);
      } catch (e) {
        req.log.warn({ err: e }, 'board push failed');
      }
    };
    const onChange = (orgId: string) => {
      if (orgId === staff.orgId && !timer) timer = setTimeout(push, PUSH_DEBOUNCE_MS);
    };
    const beat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const close = () => {
      closed = true;
      clearInterval(beat);
      if (timer) clearTimeout(timer);
      boardBus.off('changed', onChange);
    };
    boardBus.on('changed', onChange);
    req.raw.on('close', close);
    res.on('close', close);
    await push();
  });
}
