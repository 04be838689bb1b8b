import type { Board } from '@contract/api/desk';
import { ARRIVE_STEP } from '@domain/checkin-desk';
import { chinaInstant } from '@domain/time/china-time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { deskSteps } from './service';

type Scope = { tenantId: string; orgId: string };

interface Row {
  id: string;
  name: string;
  class_name: string;
  major_id: string | null;
  major: string | null;
  plan_id: string | null;
  plan: string | null;
  arrived: boolean;
  phone: string | null;
  emergency_contact: string | null;
  emergency_phone: string | null;
}

/**
 * Arrivals by plan (the admitted registration's 招生计划), major, class and desk step, and who has
 * not arrived with their contacts. Arrived = the 报到 desk step, or arrived_at from any other path.
 */
export async function arrivalsBoard(db: Db, s: Scope, now: Date): Promise<Board> {
  const list = await rows<Row>(
    db,
    sql`SELECT w.id, w.name, w.class_name, w.major_id, m.name AS major, p.id AS plan_id, p.name AS plan,
        (w.arrived_at IS NOT NULL OR EXISTS (SELECT 1 FROM desk_marks d
          WHERE d.welcome_id = w.id AND d.step = ${ARRIVE_STEP})) AS arrived,
        w.details->>'phone' AS phone, w.details->>'emergencyContact' AS emergency_contact,
        w.details->>'emergencyPhone' AS emergency_phone
      FROM welcome_students w
      LEFT JOIN majors m ON m.id = w.major_id
      LEFT JOIN LATERAL (SELECT pl.id, pl.name FROM registrations r JOIN plans pl ON pl.id = r.plan_id
        WHERE r.tenant_id = w.tenant_id AND r.org_id = w.org_id AND r.id_number = w.id_number
        ORDER BY r.created_at DESC LIMIT 1) p ON TRUE
      WHERE w.org_id = ${s.orgId} AND w.tenant_id = ${s.tenantId}
      ORDER BY w.class_name, w.student_no`,
  );
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
  const done = await rows<{ step: string; n: number }>(
    db,
    sql`SELECT step, count(*)::int AS n FROM desk_marks WHERE org_id = ${s.orgId} AND tenant_id = ${s.tenantId}
      GROUP BY step`,
  );
  return {
    at: chinaInstant(now),
    total: list.length,
    arrived: list.filter((r) => r.arrived).length,
    byPlan: group(
      (r) => r.plan_id ?? '',
      (r) => r.plan ?? '未关联招生计划',
    ),
    byMajor: group(
      (r) => r.major_id ?? '',
      (r) => r.major ?? '未分专业',
    ),
    byClass: group(
      (r) => r.class_name,
      (r) => r.class_name || '未分班',
    ),
    bySteps: steps.map((st) => ({ ...st, done: done.find((d) => d.step === st.key)?.n ?? 0 })),
    notArrived: list
      .filter((r) => !r.arrived)
      .map((r) => ({
        welcomeId: r.id,
        name: r.name,
        className: r.class_name,
        major: r.major ?? '',
        phone: r.phone ?? '',
        emergencyContact: r.emergency_contact ?? '',
        emergencyPhone: r.emergency_phone ?? '',
      })),
  };
}
