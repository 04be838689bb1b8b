import type * as A from '@contract/staff-activities';
import { activityDraftProblems, activityLifecycle, activityStateAt, isRefusal, next } from '@domain/journeys';
import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { activities, activitySignups } from '../../db/schema';
import { newId } from '../../http/crypto';
import { apiError } from '../../http/errors';
import { chinaText, toInt } from '../plan/china-text';

type Row = typeof activities.$inferSelect;
type Input = z.output<typeof A.ActivityInput>;
export interface School {
  tenantId: string;
  orgId: string;
}

/** The staff view of an activity: the state from the journeys' lifecycle table. */
export function activityView(a: Row, now: Date): z.output<typeof A.StaffActivity> {
  const state = activityStateAt(a, now);
  return {
    id: a.id,
    title: a.title,
    place: a.place,
    description: a.description,
    startAt: chinaText(a.startAt),
    endAt: chinaText(a.endAt),
    signStart: chinaText(a.signStart),
    signEnd: chinaText(a.signEnd),
    capacity: toInt(a.capacity),
    signed: toInt(a.signed),
    audience: a.audience === 'applicants' ? 'applicants' : 'all',
    state,
    stateText: activityLifecycle.states[state].label,
    cancelledAt: a.cancelledAt ? chinaText(a.cancelledAt) : null,
    cancelReason: a.cancelReason,
  };
}

const ofSchool = (s: School) => and(eq(activities.tenantId, s.tenantId), eq(activities.orgId, s.orgId));

/** The rules across fields, in the domain's wording; the first broken one answers 400. */
function checkDraft(i: Input, signed: number): void {
  const problems = Object.values(activityDraftProblems(i, signed));
  if (problems.length) throw apiError('BAD_REQUEST', problems[0]);
}

const columns = (i: Input) => ({
  title: i.title,
  place: i.place,
  description: i.description,
  startAt: new Date(i.startAt),
  endAt: new Date(i.endAt),
  signStart: new Date(i.signStart),
  signEnd: new Date(i.signEnd),
  capacity: i.capacity,
  audience: i.audience,
});

export function listSchoolActivities(db: Db, s: School): Promise<Row[]> {
  return db
    .select()
    .from(activities)
    .where(ofSchool(s))
    .orderBy(desc(activities.signStart), asc(activities.id));
}

export async function schoolActivity(db: Db, s: School, id: string): Promise<Row> {
  const [a] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), ofSchool(s)));
  if (!a) throw apiError('NOT_FOUND', '活动不存在');
  return a;
}

export async function createActivity(db: Db, s: School, i: Input): Promise<Row> {
  checkDraft(i, 0);
  const [a] = await db
    .insert(activities)
    .values({ id: newId('act'), tenantId: s.tenantId, orgId: s.orgId, ...columns(i) })
    .returning();
  return a!;
}

/** Saves the editor's fields; the capacity never below the sign-ups, checked in the same UPDATE. */
export async function saveActivity(db: Db, s: School, id: string, i: Input): Promise<Row> {
  const a = await schoolActivity(db, s, id);
  if (a.cancelledAt) throw apiError('REFUSED', '活动已取消，不能编辑');
  checkDraft(i, toInt(a.signed));
  const [saved] = await db
    .update(activities)
    .set(columns(i))
    .where(
      and(
        eq(activities.id, a.id),
        ofSchool(s),
        isNull(activities.cancelledAt),
        lte(activities.signed, i.capacity),
      ),
    )
    .returning();
  if (saved) return saved;
  // A sign-up came in meanwhile (or the activity was cancelled): answer with what holds now.
  const now = await schoolActivity(db, s, id);
  if (now.cancelledAt) throw apiError('REFUSED', '活动已取消，不能编辑');
  checkDraft(i, toInt(now.signed));
  throw apiError('CONFLICT');
}

export interface Cancelled {
  row: Row;
  /** Everyone signed up, to be told (one notice each). */
  signups: { id: string; userId: string; name: string }[];
}

/** 取消活动: once (a second call is refused); the sign-ups stay for the list and the notices. */
export async function cancelSchoolActivity(
  db: Db,
  s: School,
  id: string,
  reason: string,
  now: Date,
): Promise<Cancelled> {
  const a = await schoolActivity(db, s, id);
  const to = next(activityLifecycle, activityStateAt(a, now), 'cancel');
  if (isRefusal(to)) throw apiError('REFUSED', '活动已取消');
  const [row] = await db
    .update(activities)
    .set({ cancelledAt: now, cancelReason: reason || null })
    .where(and(eq(activities.id, a.id), ofSchool(s), isNull(activities.cancelledAt)))
    .returning();
  if (!row) throw apiError('REFUSED', '活动已取消');
  return { row, signups: await signupsOf(db, row) };
}

export function signupsOf(db: Db, a: Pick<Row, 'id' | 'tenantId'>) {
  return db
    .select({
      id: activitySignups.id,
      userId: activitySignups.userId,
      name: activitySignups.name,
      phone: activitySignups.phone,
      remark: activitySignups.remark,
      createdAt: activitySignups.createdAt,
    })
    .from(activitySignups)
    .where(and(eq(activitySignups.activityId, a.id), eq(activitySignups.tenantId, a.tenantId)))
    .orderBy(asc(activitySignups.createdAt), asc(activitySignups.id));
}
