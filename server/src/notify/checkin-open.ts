import { chinaDateString } from '@domain/time/china-time';
import { sql } from 'drizzle-orm';
import { rows } from '../db/rows';
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
  const orgs = await rows<{ id: string; settings: Record<string, unknown> | null }>(
    deps.db,
    sql`SELECT id, settings FROM orgs`,
  );
  let made = 0;
  for (const o of orgs) {
    const { reportStart, reportEnd } = withDefaults(o.settings).checkin;
    if (today < reportStart || today > reportEnd) continue;
    const students = await rows<{
      id: string;
      tenant_id: string;
      org_id: string;
      user_id: string | null;
      name: string;
    }>(
      deps.db,
      sql`SELECT id, tenant_id, org_id, user_id, name FROM welcome_students
          WHERE org_id = ${o.id} AND arrived_at IS NULL AND user_id IS NOT NULL`,
    );
    for (const s of students) if (await enqueue(deps, notices.checkinOpen(s, reportStart))) made++;
  }
  return made;
}
