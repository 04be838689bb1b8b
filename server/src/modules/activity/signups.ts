import { cancelActivity, mySignups } from '@contract/enrollment';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activities, activitySignups } from '../../db/schema';
import { userIdOf } from '../../http/caller';
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
    const list = await deps.db
      .select({
        activityId: activitySignups.activityId,
        signEnd: activities.signEnd,
        cancelledAt: activities.cancelledAt,
      })
      .from(activitySignups)
      .innerJoin(activities, eq(activities.id, activitySignups.activityId))
      .where(
        and(
          eq(activitySignups.userId, userIdOf(caller)),
          eq(activitySignups.tenantId, caller.tenantId),
          eq(activities.orgId, caller.orgId),
        ),
      )
      .orderBy(asc(activitySignups.createdAt));
    return list.map((r) => ({
      activityId: r.activityId,
      cancellable: !r.cancelledAt && cancellable(r.signEnd, now),
    }));
  });

  handle(
    app,
    cancelActivity,
    async ({ activityId }, { caller, deps }) => {
      const now = deps.now();
      return deps.db.transaction(async (tx) => {
        const [a] = await tx
          .select({ id: activities.id, signEnd: activities.signEnd, cancelledAt: activities.cancelledAt })
          .from(activities)
          .where(
            and(
              eq(activities.id, activityId),
              eq(activities.tenantId, caller.tenantId),
              eq(activities.orgId, caller.orgId),
            ),
          );
        if (!a) throw apiError('NOT_FOUND', '活动不存在');
        if (a.cancelledAt) throw apiError('REFUSED', '活动已取消');
        if (!cancellable(a.signEnd, now)) throw apiError('REFUSED', '活动报名已截止，不能取消报名');
        const gone = await tx
          .delete(activitySignups)
          .where(and(eq(activitySignups.activityId, a.id), eq(activitySignups.userId, userIdOf(caller))))
          .returning({ id: activitySignups.id });
        if (!gone.length) throw apiError('CONFLICT', '您未报名该活动');
        const [left] = await tx
          .update(activities)
          .set({ signed: sql`GREATEST(${activities.signed} - 1, 0)` })
          .where(eq(activities.id, a.id))
          .returning({ left: sql<number>`${activities.capacity} - ${activities.signed}` });
        return { activityId: a.id, left: toInt(left?.left) };
      });
    },
    { idempotent: true },
  );
}
