import type { Board } from '@contract/desk';
import { ARRIVE_STEP } from '@domain/checkin-desk';
import { chinaInstant } from '@domain/time/china-time';
import { and, count, desc, eq, exists, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { majors, welcomeStudents as w } from '../../db/schema';
import { plans, registrations } from '../../db/schema-admissions';
import { deskMarks } from './tables';
import { deskSteps } from './service';

type Scope = { tenantId: string; orgId: string };

/** Arrived = the 报到 desk step, or arrived_at from any other path. */
export const arrivedOf = (db: Db) =>
  or(
    isNotNull(w.arrivedAt),
    exists(
      db
        .select({ one: deskMarks.id })
        .from(deskMarks)
        .where(and(eq(deskMarks.welcomeId, w.id), eq(deskMarks.step, ARRIVE_STEP))),
    ),
  )!;

/** Each new student's plan: that of the newest registration with their ID number at the school. */
async function planByIdNumber(db: Db, s: Scope): Promise<Map<string, { id: string; name: string }>> {
  const list = await db
    .selectDistinctOn([registrations.idNumber], {
      idNumber: registrations.idNumber,
      id: plans.id,
      name: plans.name,
    })
    .from(registrations)
    .innerJoin(plans, eq(plans.id, registrations.planId))
    .innerJoin(
      w,
      and(
        eq(w.tenantId, registrations.tenantId),
        eq(w.orgId, registrations.orgId),
        eq(w.idNumber, registrations.idNumber),
      ),
    )
    .where(and(eq(registrations.tenantId, s.tenantId), eq(registrations.orgId, s.orgId)))
    .orderBy(registrations.idNumber, desc(registrations.createdAt));
  return new Map(list.map((r) => [r.idNumber, { id: r.id, name: r.name }]));
}

/**
 * Arrivals by plan (the admitted registration's 招生计划), major, class and desk step, and who has
 * not arrived with their contacts.
 */
export async function arrivalsBoard(db: Db, s: Scope, now: Date): Promise<Board> {
  const students = await db
    .select({
      id: w.id,
      name: w.name,
      idNumber: w.idNumber,
      className: w.className,
      majorId: w.majorId,
      major: majors.name,
      arrived: arrivedOf(db).mapWith(Boolean),
      // The contacts of who has not arrived (not the whole details document on every push).
      phone: sql<string | null>`${w.details}->>'phone'`,
      emergencyContact: sql<string | null>`${w.details}->>'emergencyContact'`,
      emergencyPhone: sql<string | null>`${w.details}->>'emergencyPhone'`,
    })
    .from(w)
    .leftJoin(majors, eq(majors.id, w.majorId))
    // 放弃入学 students are not counted (issue 27).
    .where(and(eq(w.orgId, s.orgId), eq(w.tenantId, s.tenantId), isNull(w.withdrawnAt)))
    .orderBy(w.className, w.studentNo);
  const planOf = await planByIdNumber(db, s);
  const list = students.map((r) => ({ ...r, plan: planOf.get(r.idNumber) }));
  type Row = (typeof list)[number];
  const group = (key: (r: Row) => string, name: (r: Row) => string) => {
    const m = new Map<string, { key: string; name: string; total: number; arrived: number }>();
    for (const r of list) {
      const g = m.get(key(r)) ?? { key: key(r), name: name(r), total: 0, arrived: 0 };
      g.total++;
      if (r.arrived) g.arrived++;
      m.set(g.key, g);
    }
    return [...m.values()];
  };
  const steps = await deskSteps(db, s);
  const done = await db
    .select({ step: deskMarks.step, n: count() })
    .from(deskMarks)
    .where(and(eq(deskMarks.orgId, s.orgId), eq(deskMarks.tenantId, s.tenantId)))
    .groupBy(deskMarks.step);
  return {
    at: chinaInstant(now),
    total: list.length,
    arrived: list.filter((r) => r.arrived).length,
    byPlan: group(
      (r) => r.plan?.id ?? '',
      (r) => r.plan?.name ?? '未关联招生计划',
    ),
    byMajor: group(
      (r) => r.majorId ?? '',
      (r) => r.major ?? '未分专业',
    ),
    byClass: group(
      (r) => r.className,
      (r) => r.className || '未分班',
    ),
    // 报到's count is the arrivals' (its mark or an arrival by another path), as the desk shows it done.
    bySteps: steps.map((st) => ({
      ...st,
      done:
        st.key === ARRIVE_STEP
          ? list.filter((r) => r.arrived).length
          : (done.find((d) => d.step === st.key)?.n ?? 0),
    })),
    notArrived: list
      .filter((r) => !r.arrived)
      .map((r) => ({
        welcomeId: r.id,
        name: r.name,
        className: r.className,
        major: r.major ?? '',
        phone: r.phone ?? '',
        emergencyContact: r.emergencyContact ?? '',
        emergencyPhone: r.emergencyPhone ?? '',
      })),
  };
}
