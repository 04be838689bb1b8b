import { and, count, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifyOutbox, smsCodes } from '../db/schema';

const DAY_MS = 86_400_000;
/** Sent and failed notifications are kept this many days unless OUTBOX_RETENTION_DAYS says otherwise. */
export const OUTBOX_RETENTION_DAYS = 90;
/** Login codes only count towards the hourly send limits: a day later they serve nothing. */
export const SMS_CODE_RETENTION_DAYS = 1;

/** OUTBOX_RETENTION_DAYS from the environment: a whole number of days, 90 when unset. */
export function outboxRetentionDays(env: Record<string, string | undefined>): number {
  const raw = env.OUTBOX_RETENTION_DAYS?.trim();
  if (!raw) return OUTBOX_RETENTION_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1)
    throw new Error('OUTBOX_RETENTION_DAYS must be a whole number of days (≥ 1)');
  return days;
}

export interface MessageRetentionReport {
  dryRun: boolean;
  /** Sent or failed notifications older than the period (phone numbers or openids, names, texts). */
  messages: number;
  /** Login codes (phone number and a code HMAC) sent more than a day ago. */
  smsCodes: number;
}

/**
 * The notification outbox holds recipients' phone numbers or openids and names: once a message is
 * sent (from its sending) or has failed for good (from its creation) it is deleted after `days`.
 * Pending messages are never touched. Login codes go a day after they were sent. A dry run counts.
 */
export async function purgeMessages(
  db: Db,
  opts: { now: Date; dryRun: boolean; days?: number },
): Promise<MessageRetentionReport> {
  const cutoff = new Date(opts.now.getTime() - (opts.days ?? OUTBOX_RETENTION_DAYS) * DAY_MS);
  const oldMessages = or(
    and(eq(notifyOutbox.status, 'sent'), lt(notifyOutbox.sentAt, cutoff)),
    and(eq(notifyOutbox.status, 'failed'), lt(notifyOutbox.createdAt, cutoff)),
  );
  const oldCodes = lt(smsCodes.sentAt, new Date(opts.now.getTime() - SMS_CODE_RETENTION_DAYS * DAY_MS));
  if (opts.dryRun) {
    const [m] = await db.select({ n: count() }).from(notifyOutbox).where(oldMessages);
    const [c] = await db.select({ n: count() }).from(smsCodes).where(oldCodes);
    return { dryRun: true, messages: m?.n ?? 0, smsCodes: c?.n ?? 0 };
  }
  const messages = await db.delete(notifyOutbox).where(oldMessages).returning({ id: notifyOutbox.id });
  const codes = await db.delete(smsCodes).where(oldCodes).returning({ id: smsCodes.id });
  return { dryRun: false, messages: messages.length, smsCodes: codes.length };
}
