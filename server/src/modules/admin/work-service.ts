import { PLACE_CODES, REVIEW_CODE, VOUCHER_CODE } from '@domain/journeys';
import { and, asc, count, desc, eq, gt, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payOrders, plans, registrations as r, staffRejectTemplates } from '../../db/schema';
import { staffRegs } from '../../exports/data';

// The staff workspace's queries (its route files, work-routes.ts, call these; no SQL in a route file).

/** How many registrations match `where`. */
export async function countRegs(db: Db, where: SQL | undefined): Promise<number> {
  const [x] = await db.select({ n: count() }).from(r).where(where);
  return x?.n ?? 0;
}

/** The registrations list's filter: school, plan, review state and the search box (name, ID number, phone). */
export function registrationFilter(
  orgId: string,
  q: { planId?: string | undefined; review?: number | undefined; text: string },
): SQL | undefined {
  const t = q.text;
  return and(
    eq(r.orgId, orgId),
    q.planId ? eq(r.planId, q.planId) : undefined,
    q.review !== undefined ? eq(r.reviewStatus, q.review) : undefined,
    t
      ? or(
          like(r.name, `%${t}%`),
          eq(r.idNumber, t.toUpperCase()),
          eq(r.regNo, t),
          // the tail of an ID number from 4 characters on; a phone number anywhere in the answers
          [...t].length >= 4 ? like(r.idNumber, `%${t.toUpperCase()}`) : undefined,
          /^\d{4,11}$/.test(t) ? sql`${r.answers}::text LIKE ${`%${t}%`}` : undefined,
        )
      : undefined,
  );
}

/** The status tabs' counts: the filter's registrations (plan, search; any review state) by review state. */
export async function reviewCounts(db: Db, where: SQL | undefined) {
  const [x] = await db
    .select({
      pending: countWhere(eq(r.reviewStatus, REVIEW_CODE.pending)),
      approved: countWhere(eq(r.reviewStatus, REVIEW_CODE.approved)),
      rejected: countWhere(eq(r.reviewStatus, REVIEW_CODE.rejected)),
    })
    .from(r)
    .where(where);
  return { pending: x?.pending ?? 0, approved: x?.approved ?? 0, rejected: x?.rejected ?? 0 };
}

/** 提交时间 order of the list (id breaks ties so pages never overlap). */
export const submittedOrder = (sort: 'submittedDesc' | 'submittedAsc') =>
  sort === 'submittedAsc' ? [asc(r.createdAt), asc(r.id)] : [desc(r.createdAt), asc(r.id)];

/** 凭证审核's status tabs: the school's (and plan's) registrations by voucher review state. */
export async function voucherCounts(db: Db, orgId: string, planId: string | undefined) {
  const [x] = await db
    .select({
      pending: countWhere(eq(r.voucherStatus, VOUCHER_CODE.reviewing!)),
      approved: countWhere(eq(r.voucherStatus, VOUCHER_CODE.approved!)),
      rejected: countWhere(eq(r.voucherStatus, VOUCHER_CODE.rejected!)),
    })
    .from(r)
    .where(and(eq(r.orgId, orgId), planId ? eq(r.planId, planId) : undefined));
  return { pending: x?.pending ?? 0, approved: x?.approved ?? 0, rejected: x?.rejected ?? 0 };
}

/** 凭证审核's order by 上传时间 (the registration's last change). */
export const uploadedOrder = (sort: 'timeAsc' | 'timeDesc') =>
  sort === 'timeAsc' ? [asc(r.updatedAt), asc(r.id)] : [desc(r.updatedAt), asc(r.id)];

/** 缴费订单's order by 支付时间 (unpaid last), then the latest change. */
export const paidOrder = (sort: 'timeAsc' | 'timeDesc') => {
  // An online payment's time, else the school's (标记已缴费 / an approved voucher): the list's 支付时间.
  const paid = sql`coalesce(${payOrders.paidAt}, ${r.paidAt})`;
  return sort === 'timeAsc'
    ? [sql`${paid} ASC NULLS LAST`, desc(r.updatedAt), asc(r.id)]
    : [sql`${paid} DESC NULLS LAST`, desc(r.updatedAt), asc(r.id)];
};

/** 缴费订单's status tabs: how many of `where` (registrations with a fee) are in each fee state. */
export async function feeCounts(db: Db, where: SQL | undefined) {
  return db
    .select({ feeStatus: r.feeStatus, count: sql<number>`count(*)::int` })
    .from(r)
    .where(where)
    .groupBy(r.feeStatus);
}

/** The asked-for registrations of the school with what the bulk check needs (name, plan, states). */
export function bulkSubjects(db: Db, orgId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: r.id,
      name: r.name,
      planId: r.planId,
      reviewStatus: r.reviewStatus,
      feeStatus: r.feeStatus,
      voucherStatus: r.voucherStatus,
      admissionStatus: r.admissionStatus,
    })
    .from(r)
    .where(and(eq(r.orgId, orgId), inArray(r.id, ids)));
}

/** Ids eligible for a bulk move (approve: pending review; admit: approved and below the status), oldest first. */
export async function bulkEligible(
  db: Db,
  orgId: string,
  input: { planId: string; registrationIds?: string[] | undefined; status?: 2 | 3 },
  name: 'approve' | 'admit',
): Promise<{ id: string }[]> {
  const eligible =
    name === 'approve'
      ? eq(r.reviewStatus, REVIEW_CODE.pending)
      : and(eq(r.reviewStatus, REVIEW_CODE.approved), lt(r.admissionStatus, input.status ?? 3));
  return db
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.orgId, orgId),
        eq(r.planId, input.planId),
        eligible,
        input.registrationIds ? inArray(r.id, input.registrationIds) : undefined,
      ),
    )
    .orderBy(asc(r.createdAt), asc(r.id));
}

const countWhere = (cond: SQL) => sql<number>`count(${r.id}) FILTER (WHERE ${cond})::int`;

/** The school's plans with their registration counts by state. */
export function planCounts(db: Db, orgId: string) {
  return db
    .select({
      id: plans.id,
      name: plans.name,
      batch: plans.batch,
      results_publish_at: plans.resultsPublishAt,
      pending: countWhere(sql`${r.reviewStatus} = 0`),
      approved: countWhere(sql`${r.reviewStatus} = 1`),
      rejected: countWhere(sql`${r.reviewStatus} = 2`),
      admitted: countWhere(inArray(r.admissionStatus, [...PLACE_CODES])!),
    })
    .from(plans)
    .leftJoin(r, and(eq(r.planId, plans.id), eq(r.orgId, plans.orgId)))
    .where(eq(plans.orgId, orgId))
    .groupBy(plans.id)
    .orderBy(asc(plans.sort), asc(plans.id));
}

export async function setResultsPublishAt(db: Db, planId: string, at: string): Promise<void> {
  await db
    .update(plans)
    .set({ resultsPublishAt: new Date(at) })
    .where(eq(plans.id, planId));
}

export async function rejectTemplates(db: Db, orgId: string): Promise<string[] | null> {
  const [t] = await db
    .select({ templates: staffRejectTemplates.templates })
    .from(staffRejectTemplates)
    .where(eq(staffRejectTemplates.orgId, orgId));
  return t ? t.templates : null;
}

export async function saveRejectTemplates(
  db: Db,
  school: { orgId: string; tenantId: string },
  list: string[],
): Promise<void> {
  await db
    .insert(staffRejectTemplates)
    .values({ orgId: school.orgId, tenantId: school.tenantId, templates: list })
    .onConflictDoUpdate({ target: staffRejectTemplates.orgId, set: { templates: list } });
}

type Page = { page: number; pageSize: number };

const VOUCHER_OF = {
  pending: VOUCHER_CODE.reviewing!,
  approved: VOUCHER_CODE.approved!,
  rejected: VOUCHER_CODE.rejected!,
};

/** 凭证审核's queue: the school's registrations in one voucher state (oldest change first), one page. */
export async function voucherPage(
  db: Db,
  orgId: string,
  q: Page & { status: keyof typeof VOUCHER_OF; planId?: string | undefined; sort: 'timeAsc' | 'timeDesc' },
) {
  const where = and(
    eq(r.orgId, orgId),
    eq(r.voucherStatus, VOUCHER_OF[q.status]),
    q.planId ? eq(r.planId, q.planId) : undefined,
  );
  return {
    total: await countRegs(db, where),
    counts: await voucherCounts(db, orgId, q.planId),
    list: await staffRegs(db, where, uploadedOrder(q.sort), q),
  };
}

/** 缴费订单: the school's registrations with a fee (latest change first), one page. */
export async function orderPage(
  db: Db,
  orgId: string,
  q: Page & { planId?: string | undefined; feeStatus?: number | undefined; sort: 'timeAsc' | 'timeDesc' },
) {
  const base = and(eq(r.orgId, orgId), gt(r.amount, 0), q.planId ? eq(r.planId, q.planId) : undefined);
  const where = and(base, q.feeStatus ? eq(r.feeStatus, q.feeStatus) : undefined);
  return {
    total: await countRegs(db, where),
    counts: await feeCounts(db, base),
    list: await staffRegs(db, where, paidOrder(q.sort), q),
  };
}
