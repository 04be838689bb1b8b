import { cancelActivity, mySignups } from '@contract/enrollment';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../db/rows';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { toInt } from '../plan/china-text';

/**
 * The school allows a cancellation while its sign-up window is open (it sets the window): after
 * 报名截止 the list of participants is the school's to plan with.
 */
export const cancellable = (signEnd: Date, now: Date) => now.getTime() <= new Date(signEnd).getTime();

/** Issue 14: an activity already joined says 已报名, with 取消报名 while the school allows it. */
export async function signupRoutes(app: FastifyInstance): Promise<void> {
  handle(app, mySignups, async (_input, { caller, deps }) => {
    const now = deps.now();
    const list = await rows<{ activity_id: string; sign_end: Date }>(
      deps.db,
      sql`SELECT s.activity_id, a.sign_end FROM activity_signups s JOIN activities a ON a.id = s.activity_id
          WHERE s.user_id = ${caller.userId} AND s.tenant_id = ${caller.tenantId} AND a.org_id = ${caller.orgId}
          ORDER BY s.created_at`,
    );
    return list.map((r) => ({ activityId: r.activity_id, cancellable: cancellable(r.sign_end, now) }));
  });

  handle(
    app,
    cancelActivity,
    async ({ activityId }, { caller, deps }) => {
      const now = deps.now();
      return deps.db.transaction(async (tx) => {
        const [a] = await rows<{ id: string; sign_end: Date }>(
          tx,
          sql`SELECT id, sign_end FROM activities WHERE id = ${activityId} AND tenant_id = ${caller.tenantId} AND org_id = ${caller.orgId}`,
        );
        if (!a) throw apiError('NOT_FOUND', '活动不存在');
        if (!cancellable(a.sign_end, now)) throw apiError('REFUSED', '活动报名已截止，不能取消报名');
        const gone = await rows<{ id: string }>(
          tx,
          sql`DELETE FROM activity_signups WHERE activity_id = ${a.id} AND user_id = ${caller.userId} RETURNING id`,
        );
        if (!gone.length) throw apiError('CONFLICT', '您未报名该活动');
        const [left] = await rows<{ left: number }>(
          tx,
          sql`UPDATE activities SET signed = GREATEST(signed - 1, 0) WHERE id = ${a.id}
              RETURNING capacity - signed AS left`,
        );
        return { activityId: a.id, left: toInt(left?.left) };
      });
    },
    { idempotent: true },
  );
}
