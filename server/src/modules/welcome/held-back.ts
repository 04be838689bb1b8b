import { PLACE_CODES, resultPublished } from '@domain/journeys';
import { chinaDateTimeString } from '@domain/time/china-time';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, registrations } from '../../db/schema';

/** What a held-back admit reads (issue 34 item 12): never 已录取 before the plan's publication time. */
export function heldBackText(publishAt: Date | null | undefined): string {
  return publishAt
    ? `录取结果将于 ${chinaDateTimeString(publishAt)} 公布（待公布）`
    : '录取结果尚未公布（待公布）';
}

/**
 * Whether the new student's place comes only from decisions not yet published: their school's
 * registrations of this identity number hold a place, and none of those plans has published. Then
 * 新生报到 says 待公布 with the time instead of welcoming an 已录取 student. A student put on the
 * roster by import (no registration) or with one published place is not held back. Null when not held.
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
  if (!places.length || places.some((p) => resultPublished(p.publishAt, now))) return null;
  const times = places.flatMap((p) => (p.publishAt ? [p.publishAt] : []));
  const first = times.sort((a, b) => a.getTime() - b.getTime())[0];
  return heldBackText(times.length === places.length ? first : null);
}
