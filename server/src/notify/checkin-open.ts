import { reportWindowOf } from '@domain/journeys/report-window';
import { chinaDateString } from '@domain/time/china-time';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { orgs, welcomeStudents } from '../db/schema';
import type { ServerDeps } from '../http/deps';
import { withDefaults } from '../school/settings';
import { notices } from './notices';
import { enqueue } from './outbox';

/**
 * 报到已开始: once a school's check-in window has opened (its `checkin.reportStart`, China date) and
 * until it ends, each of its students who has not arrived gets one notice (idempotent per student
 * and window). Run every minute by the server; answers how many notices were new.
 */
export async function enqueueCheckinOpen(deps: ServerDeps): Promise<number> {
  const today = chinaDateString(deps.now());
  const schools = await deps.db.select({ id: orgs.id, settings: orgs.settings }).from(orgs);
  let made = 0;
  for (const o of schools) {
    const win = reportWindowOf(withDefaults(o.settings).checkin);
    if (!win) continue; // no window saved: nothing has opened
    const { reportStart, reportEnd } = win;
    if (today < reportStart || today > reportEnd) continue;
    const students = await deps.db
      .select({
        id: welcomeStudents.id,
        tenant_id: welcomeStudents.tenantId,
        org_id: welcomeStudents.orgId,
        user_id: welcomeStudents.userId,
        name: welcomeStudents.name,
      })
      .from(welcomeStudents)
      .where(
        and(
          eq(welcomeStudents.orgId, o.id),
          isNull(welcomeStudents.arrivedAt),
          isNotNull(welcomeStudents.userId),
        ),
      );
    for (const s of students) if (await enqueue(deps, notices.checkinOpen(s, reportStart))) made++;
  }
  return made;
}
