import * as C from '@contract/lottery';
import type { FastifyInstance } from 'fastify';
import { drawXlsx } from '../../exports/lottery-xlsx';
import { userIdOf } from '../../http/caller';
import { apiError } from '../../http/errors';
import { audited, handle, type StaffRouteContext as StaffCtx } from '../../http/route';
import { forgetPlanList } from '../plan/routes';
import {
  answerSeat,
  commit,
  drawPlan,
  lotteryPlans,
  lotteryView,
  publicRecord,
  setGroup,
  sweepLottery,
} from './service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const scope = (c: StaffCtx) => ({ tenantId: c.staff.tenantId, orgId: c.staff.orgId });

/** 摇号 (issue 37): staff rails for the draw, the public record, the parent's answer to a place. */
export async function lotteryRoutes(app: FastifyInstance): Promise<void> {
  const view = async (c: StaffCtx, planId: string) => {
    // Deadlines passed since the last look are settled before anyone reads the queue.
    await sweepLottery(c.deps, c.deps.now(), { planId });
    return lotteryView(c.deps.db, scope(c), planId, c.deps.now());
  };
  handle(app, C.plans, async (_q, c) => lotteryPlans(c.deps.db, scope(c)), {
    audit: (_i, out) => ({ action: 'lottery.plans', details: { count: out.length } }),
  });
  handle(app, C.get, async ({ planId }, c) => view(c, planId), {
    audit: (i) => ({ action: 'lottery.get', target: i.planId }),
  });
  handle(
    app,
    C.setGroup,
    async ({ planId, registrationIds, groupId }, c) => {
      await setGroup(c.deps.db, scope(c), planId, registrationIds, groupId);
      return view(c, planId);
    },
    {
      audit: (i) => ({
        action: 'lottery.set-group',
        target: i.planId,
        details: { groupId: i.groupId, registrations: i.registrationIds.length },
      }),
    },
  );
  handle(
    app,
    C.commit,
    audited(async ({ planId, observer }, c) => {
      const done = await commit(c.deps.db, scope(c), planId, c.staff.name, observer, c.deps.now());
      const data = await view(c, planId);
      return {
        data,
        audit: {
          action: 'lottery.commit',
          target: planId,
          details: { seedHash: data.draw?.seedHash, entries: done.entries, observer },
        },
      };
    }),
  );
  handle(
    app,
    C.draw,
    audited(async ({ planId, observer }, c) => {
      const done = await drawPlan(c.deps, scope(c), planId, c.staff.name, observer);
      forgetPlanList(c.deps, c.staff);
      const data = await view(c, planId);
      return {
        data,
        audit: {
          action: 'lottery.draw',
          target: planId,
          details: { seed: data.draw?.seed, ...done, observer: data.draw?.observer ?? '' },
        },
      };
    }),
  );
  handle(
    app,
    C.exportDraw,
    audited(async ({ planId }, c) => {
      const v = await view(c, planId);
      if (!v.draw) throw apiError('REFUSED', '摇号名单尚未公示');
      return {
        file: { contentType: XLSX, filename: `摇号记录_${v.planName}.xlsx`, body: await drawXlsx(v) },
        audit: { action: 'lottery.export', target: planId, details: { rows: v.rows.length } },
      };
    }),
  );

  handle(app, C.publicRecord, async ({ planId }, { caller, deps }) => publicRecord(deps.db, caller, planId));
  for (const [e, answer] of [
    [C.confirmSeat, 'confirm'],
    [C.declineSeat, 'decline'],
  ] as const)
    handle(app, e, async ({ registrationId }, { caller, deps }) => {
      await sweepLottery(deps, deps.now());
      return answerSeat(
        deps,
        { userId: userIdOf(caller), tenantId: caller.tenantId },
        registrationId,
        answer,
      );
    });
}
