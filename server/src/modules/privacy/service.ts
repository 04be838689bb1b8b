import { DATA_REQUEST_CODE } from '@domain/journeys/codes';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type * as C from '@contract/privacy';
import {
  DATA_REQUEST_TEXT,
  decidable,
  NOT_DECIDABLE_MSG,
  NOTICE_CHANGED_MSG,
  REQUEST_OPEN_MSG,
  type DataRequestStatus,
} from '@domain/privacy/data-request';
import { resultPublished, shownAdmissionCode } from '@domain/journeys';
import { chinaInstant } from '@domain/time/china-time';
import type { Db } from '../../db/client';
import { activities, activitySignups, files, orgs, plans, registrations, users } from '../../db/schema';
import type { FileStorage } from '../../files/storage';
import { newId } from '../../http/crypto';
import { apiError } from '../../http/errors';
import { refIds } from '../register/file-refs';
import { noticeOf } from './notice';
import { dataRequests, privacyAcceptances } from './tables';

export interface Person {
  tenantId: string;
  orgId: string;
  userId: string;
}

/** Payments still moving (待支付, 待退费): such a registration is never anonymised. */
const IN_FLIGHT_FEE = [2, 4];

const person = (caller: { tenantId: string; orgId: string; userId: string | null }): Person => {
  if (!caller.userId) throw apiError('LOGIN');
  return { tenantId: caller.tenantId, orgId: caller.orgId, userId: caller.userId };
};
export { person as personOf };

async function schoolNotice(db: Db, p: Person) {
  const [org] = await db.select({ settings: orgs.settings }).from(orgs).where(eq(orgs.id, p.orgId)).limit(1);
  return noticeOf(org?.settings as Record<string, unknown> | null);
}

export async function notice(db: Db, p: Person): Promise<z.input<typeof C.privacyNotice.response>> {
  const n = await schoolNotice(db, p);
  const [seen] = await db
    .select({ acceptedAt: privacyAcceptances.acceptedAt })
    .from(privacyAcceptances)
    .where(and(eq(privacyAcceptances.userId, p.userId), eq(privacyAcceptances.version, n.version)))
    .limit(1);
  return { ...n, acceptedAt: seen ? chinaInstant(seen.acceptedAt) : null };
}

export async function accept(db: Db, p: Person, version: string, now: Date, ip: string) {
  const n = await schoolNotice(db, p);
  if (version !== n.version) throw apiError('REFUSED', NOTICE_CHANGED_MSG);
  await db
    .insert(privacyAcceptances)
    .values({ ...p, version, acceptedAt: now, ip })
    .onConflictDoNothing();
  const [row] = await db
    .select({ acceptedAt: privacyAcceptances.acceptedAt })
    .from(privacyAcceptances)
    .where(and(eq(privacyAcceptances.userId, p.userId), eq(privacyAcceptances.version, version)));
  return { version, acceptedAt: chinaInstant(row!.acceptedAt) };
}

/** Everything the school holds about this account, as the person may download it. */
export async function myData(db: Db, p: Person, now: Date): Promise<z.input<typeof C.myData.response>> {
  const [u] = await db
    .select({ name: users.trueName, phone: users.phone, openid: users.wxOpenid })
    .from(users)
    .where(and(eq(users.id, p.userId), eq(users.tenantId, p.tenantId)));
  const regs = await db
    .select({ r: registrations, planName: plans.name, publishAt: plans.resultsPublishAt })
    .from(registrations)
    .innerJoin(plans, eq(plans.id, registrations.planId))
    .where(and(eq(registrations.userId, p.userId), eq(registrations.tenantId, p.tenantId)))
    .orderBy(desc(registrations.createdAt));
  const signups = await db
    .select({ s: activitySignups, title: activities.title })
    .from(activitySignups)
    .innerJoin(activities, eq(activities.id, activitySignups.activityId))
    .where(and(eq(activitySignups.userId, p.userId), eq(activitySignups.tenantId, p.tenantId)));
  const accepted = await db
    .select()
    .from(privacyAcceptances)
    .where(eq(privacyAcceptances.userId, p.userId))
    .orderBy(privacyAcceptances.acceptedAt);
  return {
    exportedAt: chinaInstant(now),
    account: { name: u?.name ?? '', phone: u?.phone ?? null, hasWechat: !!u?.openid },
    registrations: regs.map(({ r, planName, publishAt }) => ({
      id: r.id,
      regNo: r.regNo,
      planName,
      name: r.name,
      idNumber: r.idNumber,
      answers: r.answers,
      reviewStatus: r.reviewStatus,
      feeStatus: r.feeStatus,
      // A decision held back until the plan's publication time is not in the export either.
      admissionStatus: shownAdmissionCode(r.admissionStatus, resultPublished(publishAt, now)),
      createdAt: chinaInstant(r.createdAt),
    })),
    activities: signups.map(({ s, title }) => ({
      activityName: title,
      name: s.name,
      phone: s.phone,
      createdAt: chinaInstant(s.createdAt),
    })),
    acceptances: accepted.map((a) => ({ version: a.version, acceptedAt: chinaInstant(a.acceptedAt) })),
  };
}

type RequestRow = typeof dataRequests.$inferSelect;
const view = (r: RequestRow) => ({
  id: r.id,
  status: r.status,
  statusText: DATA_REQUEST_TEXT[r.status as DataRequestStatus],
  reason: r.reason,
  decisionReason: r.decisionReason,
  createdAt: chinaInstant(r.createdAt),
  decidedAt: r.decidedAt ? chinaInstant(r.decidedAt) : null,
});

export async function requestDeletion(db: Db, p: Person, reason: string, now: Date) {
  const [open] = await db
    .select({ id: dataRequests.id })
    .from(dataRequests)
    .where(and(eq(dataRequests.userId, p.userId), eq(dataRequests.status, DATA_REQUEST_CODE.open)));
  if (open) throw apiError('REFUSED', REQUEST_OPEN_MSG);
  const [row] = await db
    .insert(dataRequests)
    .values({ id: newId('dr'), ...p, reason, createdAt: now })
    .onConflictDoNothing()
    .returning();
  // Two taps at once: the unique open-request index lets one through.
  if (!row) throw apiError('REFUSED', REQUEST_OPEN_MSG);
  return view(row);
}

export async function myRequests(db: Db, p: Person) {
  const rows = await db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.userId, p.userId), eq(dataRequests.tenantId, p.tenantId)))
    .orderBy(desc(dataRequests.createdAt));
  return rows.map(view);
}

/** The school's list: its own requests only (tenant and school from the staff session). */
export async function schoolRequests(db: Db, school: { tenantId: string; orgId: string }, status?: number) {
  const rows = await db
    .select({ r: dataRequests, name: users.trueName })
    .from(dataRequests)
    .leftJoin(users, eq(users.id, dataRequests.userId))
    .where(
      and(
        eq(dataRequests.tenantId, school.tenantId),
        eq(dataRequests.orgId, school.orgId),
        status === undefined ? undefined : eq(dataRequests.status, status as DataRequestStatus),
      ),
    )
    .orderBy(desc(dataRequests.createdAt));
  const counts = new Map<string, number>();
  if (rows.length) {
    const regs = await db
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(
        inArray(
          registrations.userId,
          rows.map((x) => x.r.userId),
        ),
      );
    for (const r of regs) counts.set(r.userId, (counts.get(r.userId) ?? 0) + 1);
  }
  return rows.map(({ r, name }) => ({
    ...view(r),
    applicantName: name ?? '',
    registrations: counts.get(r.userId) ?? 0,
  }));
}

/**
 * The school decides once. Approved: every registration of the account without a payment in flight
 * is anonymised (name, identity number, answers, vouchers; their files deleted), the activity
 * sign-ups go, and the account's name and phone are cleared; fee records stay for the accounts.
 */
export async function decide(
  db: Db,
  storage: FileStorage,
  school: { tenantId: string; orgId: string },
  staffId: string,
  input: { requestId: string; approve: boolean; reason?: string | undefined },
  now: Date,
) {
  const [r] = await db
    .select()
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.id, input.requestId),
        eq(dataRequests.tenantId, school.tenantId),
        eq(dataRequests.orgId, school.orgId),
      ),
    );
  if (!r) throw apiError('NOT_FOUND');
  if (!decidable(r.status as DataRequestStatus)) throw apiError('REFUSED', NOT_DECIDABLE_MSG);
  if (!input.approve && !input.reason) throw apiError('BAD_REQUEST', '请填写未通过的原因');
  const status: DataRequestStatus = input.approve ? DATA_REQUEST_CODE.done : DATA_REQUEST_CODE.refused;
  const [done] = await db
    .update(dataRequests)
    .set({ status, decidedBy: staffId, decisionReason: input.reason ?? null, decidedAt: now })
    .where(and(eq(dataRequests.id, r.id), eq(dataRequests.status, DATA_REQUEST_CODE.open)))
    .returning();
  if (!done) throw apiError('REFUSED', NOT_DECIDABLE_MSG);
  if (input.approve) await erase(db, storage, r, now);
  return view(done);
}

async function erase(db: Db, storage: FileStorage, r: RequestRow, now: Date) {
  const regs = await db
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.userId, r.userId),
        eq(registrations.tenantId, r.tenantId),
        notInArray(registrations.feeStatus, IN_FLIGHT_FEE),
      ),
    );
  for (const g of regs) {
    await db
      .update(registrations)
      .set({
        name: '已清除',
        idNumber: `purged:${g.id}`,
        answers: {},
        voucherFiles: [],
        rejectReason: null,
        voucherReason: null,
        purgedAt: now,
      })
      .where(eq(registrations.id, g.id));
    for (const id of [...refIds(g.answers), ...refIds(g.voucherFiles)]) {
      const [f] = await db
        .delete(files)
        .where(and(eq(files.id, id), eq(files.tenantId, r.tenantId)))
        .returning({ key: files.storageKey });
      if (f) await storage.delete(f.key);
    }
  }
  await db
    .delete(activitySignups)
    .where(and(eq(activitySignups.userId, r.userId), eq(activitySignups.tenantId, r.tenantId)));
  await db.update(users).set({ trueName: '已清除', phone: null }).where(eq(users.id, r.userId));
}
