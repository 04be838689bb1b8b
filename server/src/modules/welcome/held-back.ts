import { heldBackReason, heldBackText } from '@domain/admissions/held-back';
import { PLACE_CODES } from '@domain/journeys';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, registrations } from '../../db/schema';

export { heldBackText };

/**
 * Whether the new student's place comes only from decisions not yet published: their school's
 * registrations of this identity number hold a place, and none of those plans has published. Then
 * 新生报到 says 待公布 with the time instead of welcoming an 已录取 student. A student put on the
 * roster by import (no registration) or with one published place is not held back. Null when not held.
 * The rule is src-domain/admissions/held-back.ts; the desk's 报到 reads this too.
 */
export async function heldBackOf(
  db: Db,
  scope: { tenantId: string; orgId: string },
  idNumber: string,
  now: Date,
): Promise<string | null> {
  const places = await db
    .select({ publishAt: plans.resultsPublishAt })
    .from(registrations)
    .innerJoin(plans, eq(plans.id, registrations.planId))
    .where(
      and(
        eq(registrations.tenantId, scope.tenantId),
        eq(registrations.orgId, scope.orgId),
        eq(registrations.idNumber, idNumber),
        inArray(registrations.admissionStatus, [...PLACE_CODES]),
      ),
    );
  return heldBackReason(places, now);
}
