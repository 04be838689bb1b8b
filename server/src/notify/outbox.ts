import { maskPhone } from '@domain/identity/mask';
import { sql } from 'drizzle-orm';
import { rows } from '../db/rows';
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

export interface OutboxRowDb {
  id: string;
  tenant_id: string;
  org_id: string;
  idem_key: string;
  kind: NotifyKindName;
  channel: 'dev' | 'wechat' | 'sms';
  user_id: string | null;
  recipient: string;
  title: string;
  body: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | Date | null;
  created_at: string | Date;
  sent_at: string | Date | null;
}

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

interface Contact {
  phone: string | null;
  wx_openid: string | null;
}

const contactOf = async (deps: ServerDeps, userId: string | null): Promise<Contact> => {
  if (!userId) return { phone: null, wx_openid: null };
  const [u] = await rows<Contact>(deps.db, sql`SELECT phone, wx_openid FROM users WHERE id = ${userId}`);
  return u ?? { phone: null, wx_openid: null };
};

/** Stores the notice (idempotent by key) and, unless it is for later, tries to deliver it once now. */
export async function enqueue(deps: ServerDeps, n: Notice): Promise<string | null> {
  const port = notifierOf(deps);
  const c = await contactOf(deps, n.userId);
  const recipient = c.phone ? maskPhone(c.phone) : c.wx_openid ? 'openid' : (n.userId ?? '-');
  const now = deps.now();
  const later = n.notBefore && n.notBefore > now;
  // Sent now: leased, so a retry loop in another process leaves it alone unless this one dies.
  const due = later ? n.notBefore! : new Date(now.getTime() + LEASE_MS);
  const [row] = await rows<{ id: string }>(
    deps.db,
    sql`INSERT INTO notify_outbox (id, tenant_id, org_id, idem_key, kind, channel, user_id, recipient, title, body, created_at, next_attempt_at)
      VALUES (${newId('ntf')}, ${n.tenantId}, ${n.orgId}, ${n.idemKey}, ${n.kind}, ${port.channel}, ${n.userId},
        ${recipient}, ${n.title}, ${n.body}, ${now.toISOString()}, ${due.toISOString()})
      ON CONFLICT (idem_key) DO NOTHING RETURNING id`,
  );
  if (!row) return null;
  if (!later) await deliver(deps, row.id);
  return row.id;
}

/** One delivery attempt of a pending row: sent, or pending with the next time, or failed for good. */
export async function deliver(deps: ServerDeps, id: string): Promise<void> {
  const [r] = await rows<OutboxRowDb>(
    deps.db,
    sql`SELECT * FROM notify_outbox WHERE id = ${id} AND status = 'pending'`,
  );
  if (!r) return;
  const now = deps.now();
  const c = await contactOf(deps, r.user_id);
  try {
    await notifierOf(deps).send({
      kind: r.kind,
      phone: c.phone,
      openid: c.wx_openid,
      title: r.title,
      body: r.body,
    });
    await deps.db
      .execute(sql`UPDATE notify_outbox SET status = 'sent', attempts = attempts + 1, sent_at = ${now.toISOString()},
      last_error = NULL, next_attempt_at = NULL WHERE id = ${id}`);
  } catch (e) {
    const attempts = r.attempts + 1;
    const final = e instanceof NoRecipientError || attempts >= MAX_ATTEMPTS;
    const next = final ? null : new Date(now.getTime() + BACKOFF_MS[attempts - 1]!).toISOString();
    const msg = (e instanceof Error ? e.message : String(e)).slice(0, 300);
    await deps.db.execute(sql`UPDATE notify_outbox SET attempts = ${attempts}, last_error = ${msg},
      status = ${final ? 'failed' : 'pending'}, next_attempt_at = ${next} WHERE id = ${id}`);
  }
}

/** Retries every pending row that is due (run by the server every minute); rows are claimed with a lease. */
export async function deliverDue(deps: ServerDeps, limit = 100): Promise<number> {
  const now = deps.now();
  const due = await rows<{ id: string }>(
    deps.db,
    sql`UPDATE notify_outbox SET next_attempt_at = ${new Date(now.getTime() + LEASE_MS).toISOString()}
      WHERE id IN (SELECT id FROM notify_outbox WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}
        ORDER BY next_attempt_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id`,
  );
  for (const d of due) await deliver(deps, d.id);
  return due.length;
}

/** 重新发送: puts a row (of this school) back to pending with a fresh attempt count and tries it now. */
export async function resend(deps: ServerDeps, orgId: string, id: string): Promise<OutboxRowDb | null> {
  const [r] = await rows<{ id: string }>(
    deps.db,
    sql`UPDATE notify_outbox SET status = 'pending', attempts = 0, sent_at = NULL,
      next_attempt_at = ${new Date(deps.now().getTime() + LEASE_MS).toISOString()}
      WHERE id = ${id} AND org_id = ${orgId} RETURNING id`,
  );
  if (!r) return null;
  await deliver(deps, id);
  const [after] = await rows<OutboxRowDb>(deps.db, sql`SELECT * FROM notify_outbox WHERE id = ${id}`);
  return after ?? null;
}
