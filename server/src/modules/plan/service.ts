import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { apiError } from '../../http/errors';
import { chinaText, pageWindow, toInt } from './china-text';

export interface PlanRow {
  id: string;
  tenant_id: string;
  org_id: string;
  template_id: string;
  name: string;
  batch: string;
  grade: string;
  quota: number;
  taken: number;
  fee: number;
  start_at: Date;
  end_at: Date;
  closed: boolean;
  description: string;
  contact: string;
}

export type PlanState = 'notStarted' | 'open' | 'full' | 'closed';

/** Closed (by the school or past its end) wins over not started, then full, then open. */
export function planState(
  p: Pick<PlanRow, 'closed' | 'start_at' | 'end_at' | 'quota' | 'taken'>,
  now: Date,
): PlanState {
  const t = now.getTime();
  if (p.closed || t > new Date(p.end_at).getTime()) return 'closed';
  if (t < new Date(p.start_at).getTime()) return 'notStarted';
  if (toInt(p.taken) >= toInt(p.quota)) return 'full';
  return 'open';
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
  };
}

/** A plan of the tenant (and org) or NOT_FOUND: ids of another school are simply not visible. */
export async function loadPlan(
  db: Pick<Db, 'execute'>,
  scope: { tenantId: string; orgId: string },
  planId: string,
) {
  const [p] = await rows<PlanRow>(
    db,
    sql`SELECT * FROM plans WHERE id = ${planId} AND tenant_id = ${scope.tenantId} AND org_id = ${scope.orgId}`,
  );
  if (!p) throw apiError('NOT_FOUND', '招生计划不存在');
  return p;
}

export async function listPlans(
  db: Db,
  scope: { tenantId: string; orgId: string },
  q: { keyword?: string | undefined; pageNo: number; pageSize: number },
  now: Date,
) {
  const { limit, offset } = pageWindow(q);
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%` : null;
  const where = sql`tenant_id = ${scope.tenantId} AND org_id = ${scope.orgId} ${like ? sql`AND name LIKE ${like}` : sql``}`;
  // One round trip for the page and the total (the budgeted hot path); a page past the end counts apart.
  const list = await rows<PlanRow & { total: number }>(
    db,
    sql`SELECT *, count(*) OVER ()::int AS total FROM plans WHERE ${where} ORDER BY sort, id LIMIT ${limit} OFFSET ${offset}`,
  );
  const total = list.length
    ? list[0]!.total
    : (await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM plans WHERE ${where}`))[0]?.n;
  return {
    list: list.map((p) => planSummary(p, now)),
    total: toInt(total),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}
