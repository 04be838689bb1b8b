import { checkin } from '@domain/journeys';
import type * as R from '@contract/roster';
import { maskIdNumber, maskPhone } from '@domain/identity/mask';
import { and, asc, count, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { majors, welcomeStudents as w } from '../../db/schema';
import { plans } from '../../db/schema-admissions';
import { arrivedOf } from '../desk/board';

type Scope = { tenantId: string; orgId: string };
type ListInput = z.output<typeof R.list.request>;
type Step = z.output<typeof R.rosterStep>;

export const STEP_TEXT: Record<Step, string> = {
  notReported: '未报到',
  reported: '已查询报到',
  confirmed: checkin.states.confirmed.label,
  photoApproved: checkin.states.photoOk.label,
  arrived: checkin.states.arrived.label,
};

/** The plan of the student's newest registration at the school (as the board counts it). */
const planOf = (col: 'plan_id' | 'name') =>
  sql<string | null>`(SELECT ${sql.raw(col === 'name' ? 'p.name' : 'r.plan_id')}
    FROM registrations r JOIN plans p ON p.id = r.plan_id
    WHERE r.tenant_id = ${w.tenantId} AND r.org_id = ${w.orgId} AND r.id_number = ${w.idNumber}
    ORDER BY r.created_at DESC LIMIT 1)`;

/** The furthest check-in step reached (the board's 到校 rule: arrived_at or the 报到 desk mark). */
const stepOf = (db: Db) =>
  sql<Step>`CASE WHEN ${arrivedOf(db)} THEN 'arrived'
    WHEN ${w.photoStatus} = 1 AND ${w.photoFileId} IS NOT NULL THEN 'photoApproved'
    WHEN ${w.confirmedAt} IS NOT NULL THEN 'confirmed'
    WHEN ${w.reportedAt} IS NOT NULL THEN 'reported'
    ELSE 'notReported' END`;

const LIKE_ESCAPE = /[\\%_]/g;

function searchOf(q: string | undefined): SQL | undefined {
  const t = q?.trim();
  if (!t) return undefined;
  const e = t.replace(LIKE_ESCAPE, (c) => `\\${c}`);
  return or(
    like(w.name, `%${e}%`),
    /^[\dXx]{4,18}$/.test(t) ? like(sql`upper(${w.idNumber})`, `%${e.toUpperCase()}`) : undefined,
    /^\d{3,11}$/.test(t) ? like(sql`${w.details}->>'phone'`, `%${e}%`) : undefined,
  );
}

/** 新生名单: search, filters and one page, identity numbers and phones masked unless `unmasked`. */
export async function rosterList(
  db: Db,
  s: Scope,
  q: ListInput,
  unmasked: boolean,
): Promise<z.output<typeof R.list.response>> {
  const step = stepOf(db);
  const where = and(
    eq(w.tenantId, s.tenantId),
    eq(w.orgId, s.orgId),
    searchOf(q.q),
    q.planId ? sql`${planOf('plan_id')} = ${q.planId}` : undefined,
    q.majorId ? eq(w.majorId, q.majorId) : undefined,
    q.className !== undefined ? eq(w.className, q.className) : undefined,
    q.step ? sql`${step} = ${q.step}` : undefined,
    q.arrived === undefined ? undefined : q.arrived ? arrivedOf(db) : sql`NOT ${arrivedOf(db)}`,
  );
  const [total] = await db.select({ n: count() }).from(w).where(where);
  const rows = await db
    .select({
      welcomeId: w.id,
      name: w.name,
      idNumber: w.idNumber,
      phone: sql<string | null>`${w.details}->>'phone'`,
      studentNo: w.studentNo,
      majorId: w.majorId,
      major: majors.name,
      className: w.className,
      dormitory: w.dormitory,
      planName: planOf('name'),
      step,
      withdrawnAt: w.withdrawnAt,
      withdrawReason: w.withdrawReason,
    })
    .from(w)
    .leftJoin(majors, eq(majors.id, w.majorId))
    .where(where)
    .orderBy(asc(w.className), asc(w.studentNo), asc(w.name), asc(w.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ withdrawnAt, ...r }) => ({
      ...r,
      withdrawn: withdrawnAt !== null,
      idNumber: unmasked ? r.idNumber : maskIdNumber(r.idNumber),
      phone: r.phone ? (unmasked ? r.phone : maskPhone(r.phone)) : '',
      major: r.major ?? '',
      planName: r.planName ?? '',
      stepText: STEP_TEXT[r.step],
      arrived: r.step === 'arrived',
    })),
  };
}

/** The filters' choices: the school's plans, majors, classes in use and the steps. */
export async function rosterOptions(db: Db, s: Scope): Promise<z.output<typeof R.options.response>> {
  const scope = (t: typeof plans | typeof majors) => and(eq(t.tenantId, s.tenantId), eq(t.orgId, s.orgId));
  const planList = await db
    .select({ value: plans.id, label: plans.name })
    .from(plans)
    .where(scope(plans))
    .orderBy(asc(plans.sort));
  const majorList = await db
    .select({ value: majors.id, label: majors.name })
    .from(majors)
    .where(scope(majors))
    .orderBy(asc(majors.code));
  const classes = await db
    .selectDistinct({ c: w.className })
    .from(w)
    .where(and(eq(w.tenantId, s.tenantId), eq(w.orgId, s.orgId)))
    .orderBy(asc(w.className));
  return {
    plans: planList,
    majors: majorList,
    classes: classes.map((c) => c.c),
    steps: (Object.keys(STEP_TEXT) as Step[]).map((k) => ({ value: k, label: STEP_TEXT[k] })),
  };
}
