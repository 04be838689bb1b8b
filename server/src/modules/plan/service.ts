import { planLifecycleState, publicPlanState, type PublicPlanState } from '@domain/journeys';
import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import { apiError } from '../../http/errors';
import { chinaText, pageWindow, toInt } from './china-text';

// Snake-case names of the row the register module reads (plan.template_id, plan.fee).
const PLAN = {
  id: plans.id,
  tenant_id: plans.tenantId,
  org_id: plans.orgId,
  template_id: plans.templateId,
  form_version: plans.formVersion,
  name: plans.name,
  batch: plans.batch,
  grade: plans.grade,
  quota: plans.quota,
  taken: plans.taken,
  fee: plans.fee,
  start_at: plans.startAt,
  end_at: plans.endAt,
  closed: plans.closed,
  description: plans.description,
  contact: plans.contact,
  admission_mode: plans.admissionMode,
  lottery_groups: plans.lotteryGroups,
  confirm_hours: plans.confirmHours,
};

const p = (name: string) => sql.placeholder(name);
// A draft copy (never reopened) is the school's alone: no applicant lists, opens or registers on it.
const inScope = and(eq(plans.tenantId, p('tenantId')), eq(plans.orgId, p('orgId')), eq(plans.draft, false));
const named = and(inScope, like(plans.name, p('like')));

/**
 * The hot look-ups as named prepared statements (parsed and planned once per pooled connection),
 * built once per database handle.
 */
function statementsOf(db: Db) {
  // One round trip for the page and the total (the budgeted hot path); a page past the end counts apart.
  const page = (where: typeof inScope, name: string) =>
    db
      .select({ ...PLAN, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
      .from(plans)
      .where(where)
      .orderBy(asc(plans.sort), asc(plans.id))
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(name);
  const total = (where: typeof inScope, name: string) =>
    db.select({ n: count() }).from(plans).where(where).prepare(name);
  return {
    one: db
      .select(PLAN)
      .from(plans)
      .where(and(eq(plans.id, p('planId')), inScope))
      .prepare('plan_one'),
    page: page(inScope, 'plan_page'),
    pageNamed: page(named, 'plan_page_named'),
    total: total(inScope, 'plan_total'),
    totalNamed: total(named, 'plan_total_named'),
  };
}
const prepared = new WeakMap<Db, ReturnType<typeof statementsOf>>();
const statements = (db: Db) => {
  let s = prepared.get(db);
  if (!s) prepared.set(db, (s = statementsOf(db)));
  return s;
};

export type PlanRow = Awaited<ReturnType<ReturnType<typeof statementsOf>['one']['execute']>>[number];

export type PlanState = PublicPlanState;

/** The applicants' view of the journeys' plan lifecycle (src-domain/journeys/plan-lifecycle). */
export function planState(
  p: Pick<PlanRow, 'closed' | 'start_at' | 'end_at' | 'quota' | 'taken'>,
  now: Date,
): PlanState {
  return publicPlanState(
    planLifecycleState(
      {
        closed: p.closed,
        startAt: p.start_at,
        endAt: p.end_at,
        quota: toInt(p.quota),
        taken: toInt(p.taken),
      },
      now,
    ),
  );
}

export function planSummary(p: PlanRow, now: Date) {
  const quota = toInt(p.quota);
  const taken = toInt(p.taken);
  return {
    id: p.id,
    name: p.name,
    batch: p.batch,
    grade: p.grade,
    quota,
    taken,
    left: Math.max(0, quota - taken),
    fee: toInt(p.fee),
    startTime: chinaText(p.start_at),
    endTime: chinaText(p.end_at),
    state: planState(p, now),
    templateId: p.template_id,
    admissionMode: p.admission_mode === 'lottery' ? ('lottery' as const) : ('firstCome' as const),
  };
}

/** A plan of the tenant (and org) or NOT_FOUND: ids of another school are simply not visible. */
export async function loadPlan(db: Db, scope: { tenantId: string; orgId: string }, planId: string) {
  const [row] = await statements(db).one.execute({ planId, tenantId: scope.tenantId, orgId: scope.orgId });
  if (!row) throw apiError('NOT_FOUND', '招生计划不存在');
  return row;
}

export async function listPlans(
  db: Db,
  scope: { tenantId: string; orgId: string },
  q: { keyword?: string | undefined; pageNo: number; pageSize: number },
  now: Date,
) {
  const s = statements(db);
  const args = {
    tenantId: scope.tenantId,
    orgId: scope.orgId,
    ...pageWindow(q),
    ...(q.keyword ? { like: `%${q.keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%` } : {}),
  };
  const list = await (q.keyword ? s.pageNamed : s.page).execute(args);
  const total = list.length
    ? list[0]!.total
    : (await (q.keyword ? s.totalNamed : s.total).execute(args))[0]?.n;
  return {
    list: list.map((r) => planSummary(r, now)),
    total: toInt(total),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}
