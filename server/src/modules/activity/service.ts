import { activityStateAt } from '@domain/journeys/activity-lifecycle';
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
  left: Math.max(0, toInt(a.capacity) - toInt(a.signed)),
  state: activityState(a, now),
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
  const [a] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, input.activityId), ofSchool(caller)));
  if (!a) throw apiError('NOT_FOUND', '活动不存在');
  const state = activityState(a, now);
  if (state === 'notStarted') throw apiError('REFUSED', '活动报名尚未开始');
  if (state === 'ended') throw apiError('REFUSED', '活动报名已结束');
  if (state === 'cancelled') throw apiError('REFUSED', '活动已取消');
  if (a.audience === 'applicants') {
    const [reg] = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.userId, userId), eq(registrations.orgId, a.orgId)))
      .limit(1);
    if (!reg) throw apiError('REFUSED', '该活动仅限已报名招生计划的考生参加');
  }
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
