import type * as N from '@contract/staff-notices';
import { maskPhone } from '@domain/identity/mask';
import { admissionState, feeState, reviewState } from '@domain/journeys';
import {
  channelOf,
  chinaDayStart,
  DAILY_SENDS_PER_SCHOOL,
  dailyLimitRefusal,
  EXCLUSION_LABEL,
  type Exclusion,
  exclusionOf,
  limitResetsAt,
  matchesFilter,
  NOTICE_CHANNEL_LABEL,
  NOTICE_FILTER_LABEL,
  type NoticeAudience,
  type NoticeChannel,
  ROSTER_NAME,
  type NoticeFilter,
  oncePerPerson,
} from '@domain/staff/mass-notice';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { dataRequests, massNotices, orgs, plans, registrations, users } from '../../db/schema';
import { newId } from '../../http/crypto';
import { apiError } from '../../http/errors';
import { chinaText } from '../plan/china-text';
import { scopeText, type StudentScope, studentRecipientsOf } from './students';

export interface School {
  tenantId: string;
  orgId: string;
}
type Send = typeof massNotices.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Person {
  /** The registration, or the new student's roster row (students): the notice's key names it. */
  registrationId: string;
  /** A new student who has not reported in has no account: reached on the roster's phone. */
  userId: string | null;
  name: string;
  phone: string | null;
  openid: string | null;
}

export async function schoolPlan(db: Db | Tx, s: School, planId: string) {
  const [p] = await db
    .select({ id: plans.id, name: plans.name })
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.orgId, s.orgId), eq(plans.tenantId, s.tenantId)));
  if (!p) throw apiError('NOT_FOUND', '招生计划不存在');
  return p;
}

/**
 * Who receives a message to a plan's applicants in `filter`: the registrations in that state, less
 * those who may not receive it (anonymised, deletion asked, nothing to reach), once per account.
 */
/** How the deployment reaches a person (notify port's reach; the dev adapter stands in for both). */
export type Reach = (to: { openid: string | null }) => NoticeChannel;

export async function recipientsOf(
  db: Db | Tx,
  s: School,
  planId: string,
  filter: NoticeFilter,
  reach: Reach = channelOf,
) {
  const rows = await db
    .select({
      registrationId: registrations.id,
      userId: registrations.userId,
      name: registrations.name,
      review: registrations.reviewStatus,
      fee: registrations.feeStatus,
      admission: registrations.admissionStatus,
      amount: registrations.amount,
      purgedAt: registrations.purgedAt,
      phone: users.phone,
      openid: users.wxOpenid,
      deletionAsked: sql<boolean>`exists (select 1 from ${dataRequests} where ${dataRequests.userId} = ${registrations.userId} and ${dataRequests.orgId} = ${registrations.orgId} and ${dataRequests.status} in (0, 1))`,
    })
    .from(registrations)
    .leftJoin(users, eq(users.id, registrations.userId))
    .where(
      and(
        eq(registrations.planId, planId),
        eq(registrations.orgId, s.orgId),
        eq(registrations.tenantId, s.tenantId),
      ),
    )
    .orderBy(desc(registrations.createdAt), registrations.id);
  const excluded = new Map<Exclusion, Set<string>>();
  const kept: Person[] = [];
  for (const r of rows) {
    const states = {
      review: reviewState(r.review),
      admission: admissionState(r.admission, false),
      fee: feeState(r.fee),
      feeDue: r.amount > 0,
    };
    if (!matchesFilter(filter, states)) continue;
    const why = exclusionOf({
      purged: !!r.purgedAt,
      deletionAsked: !!r.deletionAsked,
      reachable: reach(r) === 'wechat' ? !!r.openid : !!r.phone,
    });
    if (why) excluded.set(why, (excluded.get(why) ?? new Set()).add(r.userId));
    else kept.push(r);
  }
  const people = oncePerPerson(kept as (Person & { userId: string })[]);
  const taken = new Set(people.map((p) => p.userId));
  return {
    people,
    // Counted by person, and a person who receives it through another registration is not excluded.
    excluded: [...excluded]
      .map(([why, ids]) => ({
        reason: EXCLUSION_LABEL[why],
        count: [...ids].filter((id) => !taken.has(id)).length,
      }))
      .filter((e) => e.count > 0),
  };
}

export const recipientView =
  (reach: Reach) =>
  (p: Person): z.input<typeof N.Recipient> => {
    const channel = reach(p);
    return {
      name: p.name,
      phone: p.phone ? maskPhone(p.phone) : '',
      channel,
      channelText: NOTICE_CHANNEL_LABEL[channel],
    };
  };

export async function sendsToday(db: Db | Tx, s: School, now: Date): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(massNotices)
    .where(and(eq(massNotices.orgId, s.orgId), gte(massNotices.createdAt, chinaDayStart(now))));
  return r?.n ?? 0;
}

export const quotaOf = (used: number, now: Date): z.input<typeof N.Quota> => ({
  used,
  limit: DAILY_SENDS_PER_SCHOOL,
  resetsAt: chinaText(limitResetsAt(now)),
});

export const sendView = (r: Send): z.input<typeof N.SendRow> => ({
  id: r.id,
  createdAt: chinaText(r.createdAt),
  staffName: r.staffName,
  planName: r.planName,
  filter: r.filter,
  filterText: NOTICE_FILTER_LABEL[r.filter],
  audience: r.audience,
  scopeText: r.audience === 'students' ? r.scope : NOTICE_FILTER_LABEL[r.filter],
  title: r.title,
  body: r.body,
  count: r.recipients,
});

export interface SendInput extends StudentScope {
  requestId: string;
  audience: NoticeAudience;
  planId?: string | undefined;
  filter: NoticeFilter;
  title: string;
  body: string;
}

/** The recipients of a request (a plan's applicants, or the roster's students) and what the send names. */
export async function audienceOf(
  db: Db | Tx,
  s: School,
  i: Omit<SendInput, 'requestId' | 'title' | 'body'>,
  reach: Reach,
) {
  if (i.audience === 'students') {
    const scope = await scopeText(db, s, i);
    const r = await studentRecipientsOf(db, s, i, reach);
    return { ...r, planId: '', planName: ROSTER_NAME, filter: 'all' as const, scope };
  }
  const plan = await schoolPlan(db, s, i.planId ?? '');
  const r = await recipientsOf(db, s, plan.id, i.filter, reach);
  return { ...r, planId: plan.id, planName: plan.name, filter: i.filter, scope: '' };
}

/**
 * Records one send, or answers the earlier one of the same requestId (a double click sends once).
 * The school's row is locked meanwhile, so two sends at once count against the daily limit in turn.
 */
export async function recordSend(
  db: Db,
  s: School,
  staff: { id: string; name: string },
  i: SendInput,
  now: Date,
  reach: Reach = channelOf,
): Promise<{ send: Send; people: Person[]; repeated: boolean; schoolName: string }> {
  return db.transaction(async (tx) => {
    const [org] = await tx
      .select({ name: orgs.name })
      .from(orgs)
      .where(and(eq(orgs.id, s.orgId), eq(orgs.tenantId, s.tenantId)))
      .for('update');
    if (!org) throw apiError('NOT_FOUND', '学校不存在');
    const [before] = await tx
      .select()
      .from(massNotices)
      .where(and(eq(massNotices.orgId, s.orgId), eq(massNotices.requestId, i.requestId)));
    if (before) return { send: before, people: [], repeated: true, schoolName: org.name };
    const refusal = dailyLimitRefusal(await sendsToday(tx, s, now), now);
    if (refusal) throw apiError('REFUSED', refusal);
    const { people, ...to } = await audienceOf(tx, s, i, reach);
    if (!people.length)
      throw apiError(
        'REFUSED',
        i.audience === 'students'
          ? '没有可以接收通知的新生，请换一个专业或班级'
          : '没有可以接收通知的报名人，请换一个报名状态',
      );
    const [send] = await tx
      .insert(massNotices)
      .values({
        id: newId('mn'),
        tenantId: s.tenantId,
        orgId: s.orgId,
        requestId: i.requestId,
        planId: to.planId,
        planName: to.planName,
        filter: to.filter,
        audience: i.audience,
        scope: to.scope,
        title: i.title,
        body: i.body,
        staffId: staff.id,
        staffName: staff.name,
        recipients: people.length,
        createdAt: now,
      })
      .returning();
    return { send: send!, people, repeated: false, schoolName: org.name };
  });
}

export function schoolSends(db: Db, s: School, limit = 50): Promise<Send[]> {
  return db
    .select()
    .from(massNotices)
    .where(and(eq(massNotices.orgId, s.orgId), eq(massNotices.tenantId, s.tenantId)))
    .orderBy(desc(massNotices.createdAt), desc(massNotices.id))
    .limit(limit);
}
