import { findPlanList, getPlanDetail, judgeUpperLimit } from '@contract/enrollment';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route';
import { listPlans, loadPlan, planSummary } from './service';

export async function planRoutes(app: FastifyInstance): Promise<void> {
  handle(app, findPlanList, (q, { caller, deps }) => listPlans(deps.db, caller, q, deps.now()));
  handle(app, getPlanDetail, async ({ planId }, { caller, deps }) => {
    const p = await loadPlan(deps.db, caller, planId);
    return { ...planSummary(p, deps.now()), description: p.description, contact: p.contact };
  });
  // Against the live count, not a cached list.
  handle(app, judgeUpperLimit, async ({ planId }, { caller, deps }) => {
    const s = planSummary(await loadPlan(deps.db, caller, planId), deps.now());
    return { full: s.taken >= s.quota, quota: s.quota, taken: s.taken, left: s.left };
  });
}
