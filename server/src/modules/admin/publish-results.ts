import { ADMISSION_CODE, publicationLocked, publicationMoveProblem, resultPublished } from '@domain/journeys';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { notifyOutbox as o, registrations as reg } from '../../db/schema';
import type { ServerDeps } from '../../http/deps';
import { apiError } from '../../http/errors';
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
 * The journeys' publication rule on the server: once a plan's results are out, the time may not move
 * later (it would hide decisions applicants have already seen). Both ways of moving the time — 录取管理's
 * 立即公布 / 定时公布 and the plan editor's 结果公布时间 — ask it first.
 */
export function checkPublicationMove(previous: Date | null, at: Date, now: Date, decided: number): void {
  const problem = publicationMoveProblem(previous, at, now, decided);
  if (problem) throw apiError('REFUSED', problem);
}

/**
 * The result notices of a plan follow its publication time moved from `previous` to `at`: notices
 * still held for an earlier schedule are dropped (they were never sent, and would tell at the wrong
 * moment) and one notice per decided registration is queued for the new moment (the outbox holds it
 * until then). When the results were already out, everyone decided has been told: nothing is queued
 * again. The one path for 定时公布 / 立即公布 and the plan editor's save. Returns how many are queued.
 */
export async function rescheduleResultNotices(
  deps: ServerDeps,
  plan: { id: string; org_id: string },
  previous: Date | null,
  at: Date,
): Promise<number> {
  const now = deps.now();
  const decided = await decidedOf(deps, plan);
  if (publicationLocked(previous, now, decided.length)) return 0;
  const when = at.toISOString();
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
  for (const r of decided) await enqueue(deps, notices.result(r, when));
  return decided.length;
}

/** The plan's registrations with a decision to tell (预录取, 已录取, 不录取). */
const decidedOf = (deps: ServerDeps, plan: { id: string; org_id: string }) =>
  staffRegs(
    deps.db,
    and(eq(reg.planId, plan.id), eq(reg.orgId, plan.org_id), inArray(reg.admissionStatus, DECIDED_CODES)),
  );

/** How many of the plan's registrations hold any decision, a revoked one included (shown as 已撤销). */
async function decisionCount(deps: ServerDeps, planId: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(reg)
    .where(and(eq(reg.planId, planId), ne(reg.admissionStatus, ADMISSION_CODE.waiting)));
  return row?.n ?? 0;
}

/**
 * Issue 26: publishing is the school's explicit act — 立即公布 (`at` null: the server's clock) or
 * 定时公布 at a moment; the held result notices follow (rescheduleResultNotices).
 */
export async function publishResults(deps: ServerDeps, orgId: string, planId: string, at: Date | null) {
  const now = deps.now();
  const plan = await staffPlan(deps.db, orgId, planId);
  checkPublicationMove(plan.results_publish_at, at ?? now, now, await decisionCount(deps, plan.id));
  const when = (at ?? now).toISOString();
  await setResultsPublishAt(deps.db, plan.id, when);
  const queued = await rescheduleResultNotices(deps, plan, plan.results_publish_at, at ?? now);
  return {
    plan,
    resultsPublishAt: when,
    resultsPublished: resultPublished(new Date(when), now),
    notices: queued,
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
