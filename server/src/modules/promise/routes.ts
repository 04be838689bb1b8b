import { acceptPromise as acceptPromiseRoute } from '@contract/enrollment';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route';
import { chinaText } from '../plan/china-text';
import { loadPlan } from '../plan/service';
import { acceptPromise } from './service';

/** 我已阅读并同意 the school's 诚信报名承诺书 for a plan (service.ts keeps the first acceptance of each text). */
export async function promiseRoutes(app: FastifyInstance): Promise<void> {
  handle(app, acceptPromiseRoute, async ({ planId }, { caller, deps }) => {
    const plan = await loadPlan(deps.db, caller, planId);
    const { version, acceptedAt } = await acceptPromise(deps.db, caller, plan.id, deps.now());
    return { version, acceptedAt: chinaText(acceptedAt) };
  });
}
