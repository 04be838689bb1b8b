import type { PlanTerms } from '@contract/plan-setup';
import {
  ADMISSION_CODE,
  isRefusal,
  next,
  planLifecycle,
  planLifecycleState,
  planTermsProblem,
  reopenProblem,
  sameSecond,
  type PlanLifecycleEvent,
} from '@domain/journeys';
import { and, asc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ServerDeps } from '../../http/deps';
import { checkPublicationMove, rescheduleResultNotices } from '../admin/publish-results';
import { formVersions, majors, plans, registrations as r, regTemplates } from '../../db/schema';
import { newId } from '../../http/crypto';
import { apiError } from '../../http/errors';
import { chinaText, toInt } from '../plan/china-text';
import { lotteryTermsProblem } from '@domain/journeys/lottery';
import { sanitizeSchoolHtml } from '../../school/sanitize-html';

export interface Scope {
  tenantId: string;
  orgId: string;
}

const countWhere = (cond: ReturnType<typeof sql>) => sql<number>`count(${r.id}) FILTER (WHERE ${cond})::int`;

const selectPlans = (db: Db) =>
  db
    .select({
      plan: plans,
      formName: regTemplates.name,
      pending: countWhere(sql`${r.reviewStatus} = 0`),
      approved: countWhere(sql`${r.reviewStatus} = 1`),
      rejected: countWhere(sql`${r.reviewStatus} = 2`),
      decided: countWhere(sql`${r.admissionStatus} <> ${ADMISSION_CODE.waiting}`),
    })
    .from(plans)
    .innerJoin(regTemplates, eq(regTemplates.id, plans.templateId))
    .leftJoin(r, and(eq(r.planId, plans.id), eq(r.orgId, plans.orgId)))
    .groupBy(plans.id, regTemplates.name)
    .$dynamic();

type Selected = Awaited<ReturnType<typeof selectPlans>>[number];
type PlanDb = typeof plans.$inferSelect;

const factsOf = (p: PlanDb) => ({
  closed: p.closed,
  startAt: p.startAt,
  endAt: p.endAt,
  quota: toInt(p.quota),
  taken: toInt(p.taken),
});

function rowOf(x: Selected, now: Date) {
  const p = x.plan;
  return {
    id: p.id,
    name: p.name,
    state: planLifecycleState(factsOf(p), now),
    quota: toInt(p.quota),
    taken: toInt(p.taken),
    fee: toInt(p.fee),
    startAt: chinaText(p.startAt),
    endAt: chinaText(p.endAt),
    resultsPublishAt: p.resultsPublishAt ? chinaText(p.resultsPublishAt) : null,
    templateId: p.templateId,
    formName: x.formName,
    formVersion: p.formVersion,
    draft: p.draft,
    counts: { pending: x.pending, approved: x.approved, rejected: x.rejected },
    decided: x.decided,
  };
}

function detailOf(x: Selected, now: Date) {
  const p = x.plan;
  return {
    ...rowOf(x, now),
    description: p.description,
    batch: p.batch,
    grade: p.grade,
    payAtRegistration: p.payAtRegistration,
    majorIds: p.majorIds,
    contact: p.contact,
    admissionMode: p.admissionMode === 'lottery' ? ('lottery' as const) : ('firstCome' as const),
    lotteryGroups: p.lotteryGroups,
    confirmHours: p.confirmHours,
  };
}

const inSchool = (s: Scope) => and(eq(plans.tenantId, s.tenantId), eq(plans.orgId, s.orgId));

export async function listSetupPlans(db: Db, s: Scope, now: Date) {
  const list = await selectPlans(db).where(inSchool(s)).orderBy(asc(plans.sort), asc(plans.id));
  return list.map((x) => rowOf(x, now));
}

async function selected(db: Db, s: Scope, planId: string): Promise<Selected> {
  const [x] = await selectPlans(db).where(and(eq(plans.id, planId), inSchool(s)));
  if (!x) throw apiError('NOT_FOUND', '招生计划不存在');
  return x;
}

export async function setupPlan(db: Db, s: Scope, planId: string, now: Date) {
  return detailOf(await selected(db, s, planId), now);
}

/** The terms' own rules, the school's majors and a published version of the school's form. */
async function checkTerms(
  db: Db,
  s: Scope,
  t: PlanTerms,
  taken: number,
  keptPublishAt: Date | null = null,
): Promise<void> {
  const problem = planTermsProblem(t, taken, keptPublishAt) ?? lotteryTermsProblem(t);
  if (problem) throw apiError('BAD_REQUEST', problem);
  const [form] = await db
    .select({ id: regTemplates.id })
    .from(regTemplates)
    .where(and(eq(regTemplates.id, t.templateId), eq(regTemplates.tenantId, s.tenantId)));
  if (!form) throw apiError('BAD_REQUEST', '报名表不存在');
  const [version] = await db
    .select({ v: formVersions.version })
    .from(formVersions)
    .where(and(eq(formVersions.templateId, t.templateId), eq(formVersions.version, t.formVersion)));
  if (!version) throw apiError('BAD_REQUEST', '请先发布报名表，招生计划只能使用已发布的报名表版本');
  const ids = [...new Set(t.majorIds)];
  if (ids.length) {
    const found = await db
      .select({ id: majors.id })
      .from(majors)
      .where(and(inArray(majors.id, ids), eq(majors.orgId, s.orgId)));
    if (found.length !== ids.length) throw apiError('BAD_REQUEST', '招生专业须从本校专业中选择');
  }
}

async function registered(db: Db, planId: string): Promise<boolean> {
  const [one] = await db.select({ id: r.id }).from(r).where(eq(r.planId, planId)).limit(1);
  return !!one;
}

/** The columns of the terms; 计划说明 sanitized (DOMPurify, as CMS and 学校设置 texts are). */
const termsRow = async (t: PlanTerms) => ({
  name: t.name,
  description: t.description.trim() ? await sanitizeSchoolHtml(t.description, { paragraphs: true }) : '',
  batch: t.batch,
  grade: t.grade,
  quota: t.quota,
  startAt: new Date(t.startAt),
  endAt: new Date(t.endAt),
  resultsPublishAt: new Date(t.resultsPublishAt),
  fee: t.fee,
  payAtRegistration: t.payAtRegistration,
  majorIds: [...new Set(t.majorIds)],
  contact: t.contact,
  templateId: t.templateId,
  formVersion: t.formVersion,
  admissionMode: t.admissionMode,
  lotteryGroups: t.lotteryGroups,
  confirmHours: t.confirmHours,
});

async function nextSort(db: Db, s: Scope): Promise<number> {
  const [m] = await db
    .select({ n: max(plans.sort) })
    .from(plans)
    .where(inSchool(s));
  return toInt(m?.n) + 1;
}

export async function createPlan(db: Db, s: Scope, t: PlanTerms, now: Date) {
  await checkTerms(db, s, t, 0);
  const id = newId('plan');
  await db.insert(plans).values({
    id,
    tenantId: s.tenantId,
    orgId: s.orgId,
    ...(await termsRow(t)),
    sort: await nextSort(db, s),
  });
  return setupPlan(db, s, id, now);
}

/**
 * Saves a plan's terms. A new 结果公布时间 goes through the journeys' publication rule (never later
 * once the results are out) and the held result notices follow it, as 录取管理's 定时公布 does.
 */
export async function savePlan(deps: ServerDeps, s: Scope, planId: string, t: PlanTerms, now: Date) {
  const db = deps.db;
  const { plan, decided } = await selected(db, s, planId);
  const taken = toInt(plan.taken);
  await checkTerms(db, s, t, taken, plan.resultsPublishAt);
  const publishAt = new Date(t.resultsPublishAt);
  const moved = !plan.resultsPublishAt || !sameSecond(plan.resultsPublishAt, publishAt);
  if (moved) checkPublicationMove(plan.resultsPublishAt, publishAt, now, decided);
  // Registrations keep (plan form, their version): the form itself changes only while nobody has registered.
  // The mode and the groups are what applicants registered under: fixed once anybody has.
  if (
    (t.admissionMode !== plan.admissionMode ||
      JSON.stringify(t.lotteryGroups) !== JSON.stringify(plan.lotteryGroups)) &&
    (await registered(db, planId))
  )
    throw apiError('REFUSED', '已有人报名的招生计划不能更改录取方式或优先类别');
  if (t.templateId !== plan.templateId && taken > 0)
    throw apiError('REFUSED', '已有人报名的招生计划不能更换报名表，可选择同一报名表的其他已发布版本');
  // The quota is re-checked against the live count in the UPDATE itself (a registration in between wins).
  const [done] = await db
    .update(plans)
    .set(await termsRow(t))
    .where(and(eq(plans.id, planId), inSchool(s), lte(plans.taken, t.quota)))
    .returning({ id: plans.id });
  if (!done) {
    const live = await selected(db, s, planId);
    throw apiError('BAD_REQUEST', `招生人数不能少于已报名人数（${toInt(live.plan.taken)}人）`);
  }
  if (moved)
    await rescheduleResultNotices(deps, { id: planId, org_id: s.orgId }, plan.resultsPublishAt, publishAt);
  return setupPlan(db, s, planId, now);
}

/** close / reopen through the journeys' plan lifecycle. */
export async function movePlan(db: Db, s: Scope, planId: string, event: PlanLifecycleEvent, now: Date) {
  const { plan } = await selected(db, s, planId);
  const to = next(planLifecycle, planLifecycleState(factsOf(plan), now), event);
  if (isRefusal(to)) throw apiError('REFUSED', to.msg);
  if (event === 'reopen') {
    const problem = reopenProblem(factsOf(plan), now);
    if (problem) throw apiError('REFUSED', problem);
    // A copy opens only with its own publication time (it never carries the original's).
    if (!plan.resultsPublishAt) throw apiError('REFUSED', NO_PUBLICATION_TIME);
  }
  // Reopening makes a draft copy public; closing never makes a plan a draft again.
  await db
    .update(plans)
    .set(event === 'close' ? { closed: true } : { closed: false, draft: false })
    .where(and(eq(plans.id, planId), inSchool(s)));
  return setupPlan(db, s, planId, now);
}

/** Why 重新开放 waits on a plan without a 结果公布时间 (a fresh copy). */
export const NO_PUBLICATION_TIME = '请先编辑计划，设置结果公布时间，再重新开放';

/**
 * A new plan on the terms of an earlier one, named …（复制）, nobody registered: a closed draft with no
 * result publication time, so no applicant sees it and no decision on it shows before staff set a
 * time of its own (the original's past time would lock it as "already published") and 重新开放 it.
 */
export async function copyPlan(db: Db, s: Scope, planId: string, now: Date) {
  const { plan } = await selected(db, s, planId);
  const id = newId('plan');
  await db.insert(plans).values({
    id,
    tenantId: s.tenantId,
    orgId: s.orgId,
    templateId: plan.templateId,
    formVersion: plan.formVersion,
    name: `${plan.name}（复制）`.slice(0, 60),
    batch: plan.batch,
    grade: plan.grade,
    quota: plan.quota,
    fee: plan.fee,
    startAt: plan.startAt,
    endAt: plan.endAt,
    closed: true,
    draft: true,
    resultsPublishAt: null,
    description: plan.description,
    contact: plan.contact,
    payAtRegistration: plan.payAtRegistration,
    majorIds: plan.majorIds,
    admissionMode: plan.admissionMode,
    lotteryGroups: plan.lotteryGroups,
    confirmHours: plan.confirmHours,
    sort: await nextSort(db, s),
  });
  return setupPlan(db, s, id, now);
}

export async function schoolMajors(db: Db, s: Scope) {
  return db
    .select({ id: majors.id, name: majors.name })
    .from(majors)
    .where(and(eq(majors.orgId, s.orgId), eq(majors.tenantId, s.tenantId)))
    .orderBy(asc(majors.code), asc(majors.id));
}
