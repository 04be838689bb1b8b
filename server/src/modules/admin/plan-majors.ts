import type { MajorChoice } from '@domain/admissions/admitted-major';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { majors, plans } from '../../db/schema';

/**
 * 录取专业's choices per plan (issue 34): the plan's 招生专业 in the plan's order; a plan that ticks
 * none offers every major of the school. A school with no majors admits without one.
 */
export async function planMajorChoices(
  db: Db,
  orgId: string,
  planIds: readonly string[],
): Promise<Map<string, MajorChoice[]>> {
  const out = new Map<string, MajorChoice[]>();
  const ids = [...new Set(planIds)];
  if (!ids.length) return out;
  const rows = await db
    .select({ id: plans.id, majorIds: plans.majorIds })
    .from(plans)
    .where(and(eq(plans.orgId, orgId), inArray(plans.id, ids)));
  const school = await db
    .select({ id: majors.id, name: majors.name })
    .from(majors)
    .where(eq(majors.orgId, orgId))
    .orderBy(asc(majors.code), asc(majors.id));
  for (const p of rows) {
    const ticked = p.majorIds ?? [];
    out.set(
      p.id,
      ticked.length
        ? ticked.flatMap((id) => school.filter((m) => m.id === id))
        : school.map((m) => ({ id: m.id, name: m.name })),
    );
  }
  return out;
}

/** The choices of one plan. */
export async function choicesOf(db: Db, orgId: string, planId: string): Promise<MajorChoice[]> {
  return (await planMajorChoices(db, orgId, [planId])).get(planId) ?? [];
}
