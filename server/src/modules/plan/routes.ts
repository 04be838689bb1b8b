import { findPlanList, getPlanDetail, judgeUpperLimit } from '@contract/enrollment';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../http/deps';
import { type ReplyCache, replyCache, schoolPrefix } from '../../http/reply-cache';
import { handle } from '../../http/route';
import { schoolHtmlToRead } from '../../school/sanitize-html';
import { forgetFirstScreen } from '../../web/first-screen/cache';
import { listPlans, loadPlan, planSummary } from './service';

/**
 * The plan list (the admission-season hot path) is served from a 1 s cache per tenant, org, page
 * and keyword. Its places left may be up to 1 s old: judgeUpperLimit and registerStudent re-check
 * the live count, so a stale list never lets a registration past the quota.
 */
export const PLAN_LIST_CACHE_MS = 1000;

const listCaches = new WeakMap<ServerDeps, ReplyCache>();
const listCacheOf = (deps: ServerDeps) => {
  let c = listCaches.get(deps);
  if (!c) listCaches.set(deps, (c = replyCache(PLAN_LIST_CACHE_MS)));
  return c;
};

/**
 * A school edited its plans: its cached list pages go at once (other instances within 1 s), and so
 * does its entry page, which carries the first page (a stale first page's total would end the
 * parent's list before a new plan).
 */
export function forgetPlanList(deps: ServerDeps, scope: { tenantId: string; orgId: string }): void {
  listCacheOf(deps).forget(schoolPrefix(scope.tenantId, scope.orgId));
  forgetFirstScreen(deps, scope.tenantId);
}

export async function planRoutes(app: FastifyInstance): Promise<void> {
  handle(app, findPlanList, (q, { caller, deps }) => listPlans(deps.db, caller, q, deps.now()), {
    cache: {
      ttlMs: PLAN_LIST_CACHE_MS,
      key: (q) => JSON.stringify([q.pageNo, q.pageSize, q.keyword ?? '']),
      store: listCacheOf(app.deps),
    },
  });
  handle(app, getPlanDetail, async ({ planId }, { caller, deps }) => {
    const p = await loadPlan(deps.db, caller, planId);
    // 计划说明 is rich text: answered sanitized (never a script or an on* handler), plain text as paragraphs.
    const description = await schoolHtmlToRead(p.description);
    return { ...planSummary(p, deps.now()), description, contact: p.contact };
  });
  // Against the live count, not a cached list.
  handle(app, judgeUpperLimit, async ({ planId }, { caller, deps }) => {
    const s = planSummary(await loadPlan(deps.db, caller, planId), deps.now());
    return { full: s.taken >= s.quota, quota: s.quota, taken: s.taken, left: s.left };
  });
}
