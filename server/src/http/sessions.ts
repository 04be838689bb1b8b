import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, tickets } from '../db/schema';
import { randomToken, sha256 } from './crypto';

export type SessionKind = 'applicant' | 'student' | 'admin';

export interface SessionInput {
  tenantId: string;
  orgId: string;
  userId: string;
  kind: SessionKind;
  welcomeId?: string | null;
}

/** Mints a bearer token; only its sha256 is stored, so a database leak leaks no session. */
export async function createSession(db: Db, s: SessionInput, ttlMs: number, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    tenantId: s.tenantId,
    orgId: s.orgId,
    userId: s.userId,
    kind: s.kind,
    welcomeId: s.welcomeId ?? null,
    expiresAt: new Date(now.getTime() + ttlMs),
    lastSeenAt: now,
  });
  return token;
}

/** A session unused this long ends; one in use is renewed (up to its absolute limit, expiresAt). */
export const SESSION_IDLE_MS = 24 * 3600_000;
/** Renewal writes at most once a minute per session. */
const RENEW_EVERY_MS = 60_000;

type SessionRow = typeof sessions.$inferSelect;

/** Why a stored session no longer counts, or 'ok'. */
export function sessionState(
  s: Pick<SessionRow, 'expiresAt' | 'revokedAt' | 'lastSeenAt'>,
  now: Date,
  idleMs = SESSION_IDLE_MS,
): 'ok' | 'revoked' | 'expired' {
  if (s.revokedAt) return 'revoked';
  const t = now.getTime();
  if (s.expiresAt.getTime() < t || s.lastSeenAt.getTime() + idleMs < t) return 'expired';
  return 'ok';
}

/** Keeps an active session alive (idle clock restarts); the absolute limit does not move. */
export async function renewSession(db: Db, s: Pick<SessionRow, 'tokenHash' | 'lastSeenAt'>, now: Date) {
  if (now.getTime() - s.lastSeenAt.getTime() < RENEW_EVERY_MS) return;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, s.tokenHash));
}

/** Server-side logout: the token stops working at once, on every device that holds it. */
export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}

export async function findSession(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)))
    .limit(1);
  return row ?? null;
}

/** A one-time ticket (the URL accesstoken); `useTicket` consumes it atomically. */
export async function createTicket(
  db: Db,
  purpose: string,
  s: { tenantId: string; orgId: string; userId: string; nonceHash?: string | null },
  ttlMs: number,
  now: Date,
): Promise<string> {
  const value = randomToken();
  await db.insert(tickets).values({
    hash: sha256(value),
    purpose,
    ...s,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return value;
}

export async function useTicket(db: Db, purpose: string, value: string, now: Date) {
  const [row] = await db
    .update(tickets)
    .set({ usedAt: now })
    .where(and(eq(tickets.hash, sha256(value)), eq(tickets.purpose, purpose), isNull(tickets.usedAt)))
    .returning();
  if (!row || row.expiresAt.getTime() < now.getTime()) return null;
  return row;
}
