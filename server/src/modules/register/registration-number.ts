import { registrationNumber } from '@domain/admissions/registration-number';
import { chinaYear } from '@domain/time/china-time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrationCounters } from '../../db/schema';

/**
 * The next 报名编号 of a school, taken inside the submit's transaction: one upsert bumps the
 * school's counter for the China-time year and row-locks it, so two concurrent submits queue on it
 * and never get the same number; a submit that rolls back gives its number back.
 */
export async function nextRegistrationNumber(
  tx: Db,
  school: { tenantId: string; orgId: string },
  now: Date,
): Promise<string> {
  const year = chinaYear(now);
  const [row] = await tx
    .insert(registrationCounters)
    .values({ tenantId: school.tenantId, orgId: school.orgId, year, last: 1 })
    .onConflictDoUpdate({
      target: [registrationCounters.tenantId, registrationCounters.orgId, registrationCounters.year],
      set: { last: sql`${registrationCounters.last} + 1` },
    })
    .returning({ last: registrationCounters.last });
  return registrationNumber(year, row!.last);
}
