import type { StaffRole } from '@contract/staff';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { orgs, staffAccounts as a, staffSessions as s } from '../../db/schema';
import { randomToken, sha256 } from '../../http/crypto';
import type { ServerDeps } from '../../http/deps';
import { apiError } from '../../http/errors';
import { audit } from './audit';
import { hashPassword, needsRehash, verifyPassword } from './password';

export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
/** Login attempts per client address per lock window, whatever the account. */
export const IP_ATTEMPTS = 30;
export const IDLE_MS = 30 * 60_000;
export const ABSOLUTE_MS = 12 * 3600_000;

export interface Staff {
  id: string;
  tenantId: string;
  orgId: string;
  name: string;
  phone: string;
  role: StaffRole;
  mustChange: boolean;
}

type AccountRow = typeof a.$inferSelect;

const staffOf = (r: AccountRow): Staff => ({
  id: r.id,
  tenantId: r.tenantId,
  orgId: r.orgId,
  name: r.name,
  phone: r.phone,
  role: r.role,
  mustChange: r.mustChange,
});

const BAD_LOGIN = '手机号或密码错误';
const LOCKED = '密码错误次数过多，请15分钟后再试';

/** Checks the password with per-account lockout and a per-address limit; answers a new session token. */
export async function login(
  deps: ServerDeps,
  input: { orgId: string; phone: string; password: string },
  ip: string,
): Promise<{ token: string; staff: Staff }> {
  const now = deps.now();
  const perIp = deps.config.staffLoginsPerIp ?? IP_ATTEMPTS;
  if ((await deps.rate.hit(`staff-login:${ip}`, LOCK_MS, now.getTime())) > perIp)
    throw apiError('TOO_MANY', LOCKED);
  const [row] = await deps.db
    .select({ acc: a, schoolClosed: orgs.disabledAt })
    .from(a)
    .innerJoin(orgs, eq(orgs.id, a.orgId))
    .where(and(eq(a.orgId, input.orgId), eq(a.phone, input.phone)));
  const acc = row?.acc;
  if (!acc || acc.disabled) throw apiError('REFUSED', BAD_LOGIN);
  // A school closed by the operator answers as an unknown one does on its public pages.
  if (row.schoolClosed) throw apiError('NOT_FOUND', '学校不存在');
  const base = { tenantId: acc.tenantId, orgId: acc.orgId, staffId: acc.id, role: acc.role, ip };
  if (acc.lockedUntil && new Date(acc.lockedUntil) > now) {
    await audit(deps.db, now, { ...base, action: 'login.locked' });
    throw apiError('TOO_MANY', LOCKED);
  }
  if (!(await verifyPassword(input.password, acc.passwordHash))) {
    const failures = acc.failedCount + 1;
    const lock = failures >= MAX_FAILURES;
    await deps.db
      .update(a)
      .set({ failedCount: lock ? 0 : failures, lockedUntil: lock ? new Date(now.getTime() + LOCK_MS) : null })
      .where(eq(a.id, acc.id));
    await audit(deps.db, now, { ...base, action: 'login.failed', details: { locked: lock } });
    throw apiError(lock ? 'TOO_MANY' : 'REFUSED', lock ? LOCKED : BAD_LOGIN);
  }
  await deps.db.update(a).set({ failedCount: 0, lockedUntil: null }).where(eq(a.id, acc.id));
  if (needsRehash(acc.passwordHash))
    await deps.db
      .update(a)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(a.id, acc.id));
  const token = randomToken();
  await deps.db
    .insert(s)
    .values({ tokenHash: sha256(token), staffId: acc.id, createdAt: now, lastSeenAt: now });
  await audit(deps.db, now, { ...base, action: 'login' });
  return { token, staff: staffOf(acc) };
}

const bearer = (req: FastifyRequest): string | null => {
  const m = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''));
  return m ? m[1]! : null;
};

/** The staff of a live session (idle 30 min, absolute 12 h); renews the idle clock. Else 401. */
export async function staffOfRequest(
  deps: ServerDeps,
  req: FastifyRequest,
): Promise<{ staff: Staff; tokenHash: string }> {
  const token = bearer(req);
  if (!token) throw apiError('TOKEN');
  const now = deps.now();
  const tokenHash = sha256(token);
  const [r] = await deps.db
    .select({
      account: a,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      revokedAt: s.revokedAt,
    })
    .from(s)
    .innerJoin(a, eq(a.id, s.staffId))
    .where(eq(s.tokenHash, tokenHash));
  if (
    !r ||
    r.revokedAt ||
    r.account.disabled ||
    now.getTime() - new Date(r.lastSeenAt).getTime() > IDLE_MS ||
    now.getTime() - new Date(r.createdAt).getTime() > ABSOLUTE_MS
  )
    throw apiError('TOKEN');
  await deps.db.update(s).set({ lastSeenAt: now }).where(eq(s.tokenHash, tokenHash));
  return { staff: staffOf(r.account), tokenHash };
}

export async function revoke(deps: ServerDeps, tokenHash: string): Promise<void> {
  await deps.db.update(s).set({ revokedAt: deps.now() }).where(eq(s.tokenHash, tokenHash));
}
