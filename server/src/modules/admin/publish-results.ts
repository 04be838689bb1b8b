import { ADMISSION_CODE, resultPublished } from '@domain/journeys';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { notifyOutbox as o, registrations as reg } from '../../db/schema';
import type { ServerDeps } from '../../http/deps';
import { notices } from '../../notify/notices';
import { enqueue } from '../../notify/outbox';
import { staffPlan, staffRegs } from '../../exports/data';
import { setResultsPublishAt } from './work-service';

/** 预录取, 已录取 and 不录取 are decisions: each is told when the results are published. */
export const DECIDED_CODES = [
  ADMISSION_CODE.preAdmitted,
  ADMISSION_CODE.admitted,
  ADMISSION_CODE.notAdmitted,
];

/**
 * Issue 26: publishing is the school's explicit act — 立即公布 (`at` null: the server's clock) or
 * 定时公布 at a moment. Result notices still held for an earlier schedule of this plan are dropped
 * (they were never sent, and would tell at the wrong moment); one notice per decided registration is
 * queued for the new moment (the outbox holds it until then).
 */
export async function publishResults(deps: ServerDeps, orgId: string, planId: string, at: Date | null) {
  const now = deps.now();
  const plan = await staffPlan(deps.db, orgId, planId);
  const when = (at ?? now).toISOString();
  await setResultsPublishAt(deps.db, plan.id, when);
  const ofPlan = deps.db
    .select({ id: reg.id })
    .from(reg)
    .where(and(eq(reg.planId, plan.id), eq(reg.orgId, plan.org_id)));
  await deps.db
    .delete(o)
    .where(
      and(
        eq(o.orgId, plan.org_id),
        eq(o.kind, 'result.published'),
        eq(o.status, 'pending'),
        eq(o.attempts, 0),
        gt(o.nextAttemptAt, now),
        inArray(sql`split_part(${o.idemKey}, ':', 2)`, ofPlan),
      ),
    );
  const decided = await staffRegs(
    deps.db,
    and(eq(reg.planId, plan.id), eq(reg.orgId, plan.org_id), inArray(reg.admissionStatus, DECIDED_CODES)),
  );
  for (const r of decided) await enqueue(deps, notices.result(r, when));
  return {
    plan,
    resultsPublishAt: when,
    resultsPublished: resultPublished(new Date(when), now),
    notices: decided.length,
  };
}

/**
 * A decision made once the plan's results are out is told at once (before publication the
 * publishing act tells everyone decided by then). A second decision later (预录取 → 录取) is told
 * again: the key carries the moment.
 */
export async function tellIfPublished(
  deps: ServerDeps,
  r: { id: string; tenant_id: string; org_id: string; user_id: string; name: string },
  publishAt: Date | null,
): Promise<void> {
  const now = deps.now();
  if (!resultPublished(publishAt, now)) return;
  await enqueue(deps, notices.result(r, now.toISOString()));
}
