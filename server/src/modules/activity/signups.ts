import { activityOffer as activityOfferEndpoint, cancelActivity, mySignups } from '@contract/enrollment';
import { cancelSignUpRefusal, signupOffer } from '@domain/journeys/activity-signup';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activities, activitySignups } from '../../db/schema';
import { userIdOf } from '../../http/caller';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { toInt } from '../plan/china-text';
import { activityOf, activityOffer, personFacts, refuse, signupFacts } from './service';

/**
 * The school allows a cancellation while its sign-up window is open (it sets the window): after
 * 报名截止 the list of participants is the school's to plan with (journeys cancelSignUpRefusal).
 */

/** Issue 14: an activity already joined says 已报名, with 取消报名 while the school allows it. */
export async function signupRoutes(app: FastifyInstance): Promise<void> {
  handle(app, mySignups, async (_input, { caller, deps }) => {
    const now = deps.now();
    const list = await deps.db
      .select({ activityId: activitySignups.activityId, a: activities })
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
    return list.map((r) => {
      const offer = signupOffer(signupFacts(r.a, now, { joined: true, hasRegistration: true }));
      return { activityId: r.activityId, cancellable: offer.actions.includes('cancel'), offer };
    });
  });

  handle(app, activityOfferEndpoint, ({ activityId }, { caller, deps }) =>
    activityOffer(deps.db, caller, activityId, deps.now()),
  );

  handle(
    app,
    cancelActivity,
    async ({ activityId }, { caller, deps }) => {
      const now = deps.now();
      const a = await activityOf(deps.db, caller, activityId);
      // Refused exactly where the offer (signupOffer) has no 取消报名.
      const refusal = cancelSignUpRefusal(await personFacts(deps.db, a, userIdOf(caller), now));
      if (refusal) throw refuse(refusal);
      return deps.db.transaction(async (tx) => {
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
