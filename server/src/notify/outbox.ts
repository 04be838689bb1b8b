import { maskPhone } from '@domain/identity/mask';
import { schoolNoticeSenders } from '../school/senders';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifyOutbox as o, registrations, users, welcomeStudents } from '../db/schema';
import { newId } from '../http/crypto';
import type { ServerDeps } from '../http/deps';
import { notifierOf } from './config';
import { NoRecipientError, type NotifyKindName } from './port';

/** Waits before retry n (1-based); after the last one the row is 发送失败 until someone resends it. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000];
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;

/** A row being sent is leased this long: another process does not pick it up meanwhile. */
export const LEASE_MS = 2 * 60_000;

export const OUTBOX_STATUS_TEXT = { pending: '待发送', sent: '已发送', failed: '发送失败' } as const;

export type OutboxRowDb = typeof o.$inferSelect;

export interface Notice {
  tenantId: string;
  orgId: string;
  kind: NotifyKindName;
  /** Same key → same message: enqueueing again is a no-op (e.g. `registration.rejected:reg_1:2026-…`). */
  idemKey: string;
  userId: string | null;
  title: string;
  body: string;
  /** Send no earlier than this (e.g. results published at a set time); default now. */
  notBefore?: Date;
}

type Contact = Pick<typeof users.$inferSelect, 'phone' | 'wxOpenid'>;

const NOBODY: Contact = { phone: null, wxOpenid: null };

/** The id of the registration or student a notice is about: the second part of its key (kind:id:version). */
const subjectOf = (idemKey: string) => idemKey.split(':')[1] ?? '';

/**
 * Who a notice reaches: the account's phone or WeChat; else, for a new student (a 群发通知 to the
 * roster, issue 34 item 10), the phone the roster holds for the student its key names, so one imported
 * and not yet reported in is reached too.
 */
const contactOf = async (deps: ServerDeps, userId: string | null, idemKey: string): Promise<Contact> => {
  const [u] = userId
    ? await deps.db
        .select({ phone: users.phone, wxOpenid: users.wxOpenid })
        .from(users)
        .where(eq(users.id, userId))
    : [];
  if (u?.phone || u?.wxOpenid) return u;
  const [w] = await deps.db
    .select({ phone: sql<string | null>`${welcomeStudents.details}->>'phone'` })
    .from(welcomeStudents)
    .where(eq(welcomeStudents.id, subjectOf(idemKey)));
  return w?.phone ? { phone: w.phone, wxOpenid: null } : (u ?? NOBODY);
};

/** Stores the notice (idempotent by key) and, unless it is for later, tries to deliver it once now. */
export async function enqueue(deps: ServerDeps, n: Notice): Promise<string | null> {
  const port = notifierOf(deps);
  const c = await contactOf(deps, n.userId, n.idemKey);
  const recipient = c.phone ? maskPhone(c.phone) : c.wxOpenid ? 'openid' : (n.userId ?? '-');
  const now = deps.now();
  const later = n.notBefore && n.notBefore > now;
  // Sent now: leased, so a retry loop in another process leaves it alone unless this one dies.
  const due = later ? n.notBefore! : new Date(now.getTime() + LEASE_MS);
  const [row] = await deps.db
    .insert(o)
    .values({
      id: newId('ntf'),
      tenantId: n.tenantId,
      orgId: n.orgId,
      idemKey: n.idemKey,
      kind: n.kind,
      channel: port.reach?.({ openid: c.wxOpenid }) ?? port.channel,
      userId: n.userId,
      recipient,
      title: n.title,
      body: n.body,
      createdAt: now,
      nextAttemptAt: due,
    })
    .onConflictDoNothing({ target: o.idemKey })
    .returning({ id: o.id });
  if (!row) return null;
  if (!later) await deliver(deps, row.id);
  return row.id;
}

/** One delivery attempt of a pending row: sent, or pending with the next time, or failed for good. */
export async function deliver(deps: ServerDeps, id: string): Promise<void> {
  const [r] = await deps.db
    .select()
    .from(o)
    .where(and(eq(o.id, id), eq(o.status, 'pending')));
  if (!r) return;
  const now = deps.now();
  const c = await contactOf(deps, r.userId, r.idemKey);
  try {
    await notifierOf(deps).send({
      kind: r.kind,
      phone: c.phone,
      openid: c.wxOpenid,
      title: r.title,
      body: r.body,
      school: await schoolNoticeSenders(deps.db, r),
    });
    await deps.db
      .update(o)
      .set({
        status: 'sent',
        attempts: sql`${o.attempts} + 1`,
        sentAt: now,
        lastError: null,
        nextAttemptAt: null,
      })
      .where(eq(o.id, id));
  } catch (e) {
    const attempts = r.attempts + 1;
    const final = e instanceof NoRecipientError || attempts >= MAX_ATTEMPTS;
    const next = final ? null : new Date(now.getTime() + BACKOFF_MS[attempts - 1]!);
    const msg = (e instanceof Error ? e.message : String(e)).slice(0, 300);
    await deps.db
      .update(o)
      .set({ attempts, lastError: msg, status: final ? 'failed' : 'pending', nextAttemptAt: next })
      .where(eq(o.id, id));
  }
}

/** Retries every pending row that is due (run by the server every minute); rows are claimed with a lease. */
export async function deliverDue(deps: ServerDeps, limit = 100): Promise<number> {
  const now = deps.now();
  const claim = deps.db
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.status, 'pending'), lte(o.nextAttemptAt, now)))
    .orderBy(asc(o.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const due = await deps.db
    .update(o)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(o.id, claim))
    .returning({ id: o.id });
  for (const d of due) await deliver(deps, d.id);
  return due.length;
}

/** 重新发送: puts a row (of this school) back to pending with a fresh attempt count and tries it now. */
export async function resend(deps: ServerDeps, orgId: string, id: string): Promise<OutboxRowDb | null> {
  const [r] = await deps.db
    .update(o)
    .set({
      status: 'pending',
      attempts: 0,
      sentAt: null,
      nextAttemptAt: new Date(deps.now().getTime() + LEASE_MS),
    })
    .where(and(eq(o.id, id), eq(o.orgId, orgId)))
    .returning({ id: o.id });
  if (!r) return null;
  await deliver(deps, id);
  const [after] = await deps.db.select().from(o).where(eq(o.id, id));
  return after ?? null;
}

/** 开发环境 / 微信 / 短信: the channel as staff read it. */
export const CHANNEL_TEXT = { dev: '开发环境', wechat: '微信', sms: '短信' } as const;

/**
 * A result notice queued for a publication time not yet reached: it is sent then, never earlier,
 * so 重新发送 is refused (issue 24). Answers the time it will be sent, or null.
 */
export function heldUntil(r: Pick<OutboxRowDb, 'kind' | 'status' | 'nextAttemptAt'>, now: Date): Date | null {
  if (r.kind !== 'result.published' || r.status !== 'pending' || !r.nextAttemptAt) return null;
  const at = new Date(r.nextAttemptAt);
  return at.getTime() > now.getTime() ? at : null;
}

/** The id of the registration or student a notice is about: the second part of its key (kind:id:version). */
const subjectId = sql`split_part(${o.idemKey}, ':', 2)`;

/**
 * 通知记录: one page of the school's notices (optionally in one status), newest first, each with the
 * name of whom it is about (the applicant or student of its key, else the account's name).
 */
export async function outboxPage(
  db: Db,
  orgId: string,
  q: { status?: OutboxRowDb['status'] | undefined; page: number; pageSize: number },
): Promise<{ total: number; list: (OutboxRowDb & { recipientName: string | null })[] }> {
  const where = and(eq(o.orgId, orgId), q.status ? eq(o.status, q.status) : undefined);
  const [t] = await db.select({ n: count() }).from(o).where(where);
  const list = await db
    .select({
      row: o,
      regName: registrations.name,
      studentName: welcomeStudents.name,
      userName: users.trueName,
    })
    .from(o)
    .leftJoin(registrations, and(eq(registrations.id, subjectId), eq(registrations.orgId, o.orgId)))
    .leftJoin(welcomeStudents, and(eq(welcomeStudents.id, subjectId), eq(welcomeStudents.orgId, o.orgId)))
    .leftJoin(users, eq(users.id, o.userId))
    .where(where)
    .orderBy(desc(o.createdAt), asc(o.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    total: t?.n ?? 0,
    list: list.map((x) => ({ ...x.row, recipientName: x.regName ?? x.studentName ?? (x.userName || null) })),
  };
}

/** One notice of the school (resend checks it first). */
export async function outboxRowOf(db: Db, orgId: string, id: string): Promise<OutboxRowDb | null> {
  const [r] = await db
    .select()
    .from(o)
    .where(and(eq(o.id, id), eq(o.orgId, orgId)));
  return r ?? null;
}
