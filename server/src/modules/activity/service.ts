import { activityStateAt } from '@domain/journeys/activity-lifecycle';
import {
  signUpRefusal,
  signupOffer,
  type SignupFacts,
  type SignupOffer,
} from '@domain/journeys/activity-signup';
import { and, asc, count, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activitySignups, registrations } from '../../db/schema';
import { type Caller, userIdOf } from '../../http/caller';
import { newId } from '../../http/crypto';
import { apiError } from '../../http/errors';
import { chinaText, pageWindow, toInt } from '../plan/china-text';
import { isUniqueViolation } from '../../db/unique-violation';

type Scope = { tenantId: string; orgId: string };
export type ActivityRow = typeof activities.$inferSelect;

/** The lifecycle's state (src-domain/journeys/activity-lifecycle.ts), as the student list shows it. */
export function activityState(
  a: Pick<ActivityRow, 'signStart' | 'signEnd' | 'capacity' | 'signed' | 'cancelledAt'>,
  now: Date,
) {
  return activityStateAt({ ...a, capacity: toInt(a.capacity), signed: toInt(a.signed) }, now);
}

const leftOf = (a: Pick<ActivityRow, 'capacity' | 'signed'>) =>
  Math.max(0, toInt(a.capacity) - toInt(a.signed));

/**
 * The facts of one activity for one person: its state and places now, the person's sign-up, whether
 * the audience admits them, and whether 报名截止 has passed. signupOffer offers by them; regActivity and
 * cancelActivity refuse by the same rules.
 */
export function signupFacts(
  a: ActivityRow,
  now: Date,
  person: { joined: boolean; hasRegistration: boolean | null },
): SignupFacts {
  return {
    activity: activityState(a, now),
    left: leftOf(a),
    joined: person.joined,
    // Unknown (not signed in): the audience is checked once the person signs in and signs up.
    audienceRefused: a.audience === 'applicants' && person.hasRegistration === false,
    beforeSignEnd: now.getTime() <= new Date(a.signEnd).getTime(),
  };
}

/** Whether the user has a registration at the activity's school (the applicants-only audience). */
export async function hasRegistrationAt(db: Db, userId: string, orgId: string): Promise<boolean> {
  const [reg] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.orgId, orgId)))
    .limit(1);
  return !!reg;
}

/** The signed-in person's facts for one activity (their sign-up and registration read now). */
export async function personFacts(db: Db, a: ActivityRow, userId: string, now: Date): Promise<SignupFacts> {
  const [joined] = await db
    .select({ id: activitySignups.id })
    .from(activitySignups)
    .where(and(eq(activitySignups.activityId, a.id), eq(activitySignups.userId, userId)));
  const hasRegistration = a.audience === 'applicants' ? await hasRegistrationAt(db, userId, a.orgId) : true;
  return signupFacts(a, now, { joined: !!joined, hasRegistration });
}

/** One activity of the caller's school, or 404. */
export async function activityOf(db: Db, scope: Scope, activityId: string): Promise<ActivityRow> {
  const [a] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, activityId), ofSchool(scope)));
  if (!a) throw apiError('NOT_FOUND', '活动不存在');
  return a;
}

/** The signed-in person's offer for one activity now. */
export async function activityOffer(
  db: Db,
  caller: Caller,
  activityId: string,
  now: Date,
): Promise<SignupOffer & { activityId: string }> {
  const a = await activityOf(db, caller, activityId);
  return { activityId: a.id, ...signupOffer(await personFacts(db, a, userIdOf(caller), now)) };
}

/** The answer code of a refusal: a taken place or an existing sign-up conflicts, the rest is refused. */
const CONFLICTS = new Set(['您已报名该活动', '活动名额已满', '您未报名该活动']);
export const refuse = (msg: string) => apiError(CONFLICTS.has(msg) ? 'CONFLICT' : 'REFUSED', msg);

const view = (a: ActivityRow, now: Date) => ({
  id: a.id,
  title: a.title,
  coverUrl: a.coverUrl,
  place: a.place,
  description: a.description,
  startTime: chinaText(a.startAt),
  endTime: chinaText(a.endAt),
  signStart: chinaText(a.signStart),
  signEnd: chinaText(a.signEnd),
  capacity: toInt(a.capacity),
  signed: toInt(a.signed),
  left: leftOf(a),
  state: activityState(a, now),
  // The public list: the offer for a person not signed in.
  offer: signupOffer(signupFacts(a, now, { joined: false, hasRegistration: null })),
});

const ofSchool = (s: Scope) => and(eq(activities.tenantId, s.tenantId), eq(activities.orgId, s.orgId));

/** One page of the school's activities (by sort, then start) with the total. */
export async function listActivities(
  db: Db,
  scope: Scope,
  q: { pageNo: number; pageSize: number },
  now: Date,
) {
  const { limit, offset } = pageWindow(q);
  const [[total], list] = await Promise.all([
    db.select({ n: count() }).from(activities).where(ofSchool(scope)),
    db
      .select()
      .from(activities)
      .where(ofSchool(scope))
      .orderBy(asc(activities.sort), asc(activities.startAt), asc(activities.id))
      .limit(limit)
      .offset(offset),
  ]);
  return {
    list: list.map((a) => view(a, now)),
    total: toInt(total?.n),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

const DUPLICATE = '您已报名该活动';

/** Signs the caller up: once per activity, within the sign-up window, while places are left. */
export async function signUp(
  db: Db,
  caller: Caller,
  input: { activityId: string; name: string; phone: string; remark?: string | undefined },
  now: Date,
) {
  const userId = userIdOf(caller);
  const a = await activityOf(db, caller, input.activityId);
  // Refused exactly where the offer (signupOffer) has no 立即报名.
  const refusal = signUpRefusal(await personFacts(db, a, userId, now));
  if (refusal) throw refuse(refusal);
  try {
    return await db.transaction(async (tx) => {
      const [dup] = await tx
        .select({ id: activitySignups.id })
        .from(activitySignups)
        .where(and(eq(activitySignups.activityId, a.id), eq(activitySignups.userId, userId)));
      if (dup) throw apiError('CONFLICT', DUPLICATE);
      // Capacity taken by one atomic conditional UPDATE (row lock on the activity).
      const [took] = await tx
        .update(activities)
        .set({ signed: sql`${activities.signed} + 1` })
        .where(
          and(
            eq(activities.id, a.id),
            lt(activities.signed, activities.capacity),
            isNull(activities.cancelledAt),
            lte(activities.signStart, now),
            gte(activities.signEnd, now),
          ),
        )
        .returning({ capacity: activities.capacity, signed: activities.signed });
      if (!took) throw apiError('CONFLICT', '活动名额已满');
      const signupId = newId('sgn');
      await tx.insert(activitySignups).values({
        id: signupId,
        activityId: a.id,
        tenantId: caller.tenantId,
        userId,
        name: input.name,
        phone: input.phone,
        remark: input.remark ?? '',
        createdAt: now,
      });
      return { signupId, activityId: a.id, left: toInt(took.capacity) - toInt(took.signed) };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw apiError('CONFLICT', DUPLICATE);
    throw e;
  }
}
