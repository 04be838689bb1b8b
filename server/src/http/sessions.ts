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
  });
  return token;
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
  s: { tenantId: string; orgId: string; userId: string },
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
