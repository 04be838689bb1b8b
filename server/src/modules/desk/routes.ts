import * as D from '@contract/desk';
import { ACTION_ROLES } from '@domain/staff/roles';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route';
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
  undoStep,
} from './service';
import { deskSigner } from './signing';

const HEARTBEAT_MS = 15_000;
/** Many marks in a burst push one board. */
const PUSH_DEBOUNCE_MS = 300;

/** Check-in day (issue 16): desk steps, scan, look-up, mark once, offline list and sync, board. */
export async function deskRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  await identityRoutes(app);
  const staffOf = async (req: Parameters<typeof requireStaff>[1]) =>
    (await requireStaff(deps, req, ACTION_ROLES.board)).staff;

  // 报到老师 and 学校管理员 work the desk (action `desk`); the scans and marks are not audited one by one.
  const desk = { audit: false } as const;
  handle(app, D.steps, (_i, c) => deskSteps(c.deps.db, c.staff), desk);
  handle(app, D.setSteps, (i, c) => setDeskSteps(c.deps.db, c.staff, i.steps), {
    audit: (i) => ({ action: 'desk.steps', details: { steps: i.steps } }),
  });
  handle(app, D.scan, (i, c) => scanView(c.deps, c.staff, i.passToken), desk);
  handle(app, D.jssdkConfig, async (i, c) => jssdkConfig(c.deps.config, c.deps.now(), i.url), desk);
  handle(app, D.search, (i, c) => searchStudents(c.deps, c.staff, i.q), desk);
  handle(app, D.mark, (i, c) => markOnline(c.deps, c.staff, i), desk);
  // 撤销报到 (and any step's undo) is audited: who undid which student's step.
  handle(app, D.undo, (i, c) => undoStep(c.deps, c.staff, i), {
    audit: (i, out) => ({
      action: 'desk.undo',
      target: i.welcomeId,
      details: { step: i.step, name: out.student.name },
    }),
  });
  handle(app, D.sync, (i, c) => syncMarks(c.deps, c.staff, i), desk);
  handle(
    app,
    D.publicKey,
    async (_i, c) => {
      const s = deskSigner(c.deps.config.secret);
      return { kid: s.kid, key: s.publicKey, alg: 'Ed25519' as const };
    },
    desk,
  );
  handle(
    app,
    D.dayList,
    async (_i, c) => {
      const payload = JSON.stringify(await dayListPayload(c.deps, c.staff));
      const s = deskSigner(c.deps.config.secret);
      return { payload, kid: s.kid, sig: s.sign(payload) };
    },
    { audit: () => ({ action: 'desk.dayList' }) },
  );
  // The not-yet-arrived list carries phone numbers: seeing them is audited.
  handle(app, D.board, (_i, c) => arrivalsBoard(c.deps.db, c.staff, c.deps.now()), {
    audit: () => ({ action: 'desk.board' }),
  });

  // Server-sent events: the board now, then again on every mark of this school (and a heartbeat).
  app.get(D.BOARD_EVENTS_PATH, async (req, reply) => {
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
