import type { StaffRole } from '@contract/staff';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { rows } from '../../db/rows';
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

interface AccountRow {
  id: string;
  tenant_id: string;
  org_id: string;
  name: string;
  phone: string;
  role: StaffRole;
  password_hash: string;
  must_change: boolean;
  disabled: boolean;
  failed_count: number;
  locked_until: string | Date | null;
}

const staffOf = (r: AccountRow): Staff => ({
  id: r.id,
  tenantId: r.tenant_id,
  orgId: r.org_id,
  name: r.name,
  phone: r.phone,
  role: r.role,
  mustChange: r.must_change,
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
  if ((await deps.rate.hit(`staff-login:${ip}`, LOCK_MS, now.getTime())) > IP_ATTEMPTS)
    throw apiError('TOO_MANY', LOCKED);
  const [acc] = await rows<AccountRow>(
    deps.db,
    sql`SELECT * FROM staff_accounts WHERE org_id = ${input.orgId} AND phone = ${input.phone}`,
  );
  if (!acc || acc.disabled) throw apiError('REFUSED', BAD_LOGIN);
  const base = { tenantId: acc.tenant_id, orgId: acc.org_id, staffId: acc.id, role: acc.role, ip };
  if (acc.locked_until && new Date(acc.locked_until) > now) {
    await audit(deps.db, now, { ...base, action: 'login.locked' });
    throw apiError('TOO_MANY', LOCKED);
  }
  if (!(await verifyPassword(input.password, acc.password_hash))) {
    const failures = acc.failed_count + 1;
    const lock = failures >= MAX_FAILURES;
    await deps.db.execute(sql`UPDATE staff_accounts SET failed_count = ${lock ? 0 : failures},
      locked_until = ${lock ? new Date(now.getTime() + LOCK_MS).toISOString() : null} WHERE id = ${acc.id}`);
    await audit(deps.db, now, { ...base, action: 'login.failed', details: { locked: lock } });
    throw apiError(lock ? 'TOO_MANY' : 'REFUSED', lock ? LOCKED : BAD_LOGIN);
  }
  await deps.db.execute(
    sql`UPDATE staff_accounts SET failed_count = 0, locked_until = NULL WHERE id = ${acc.id}`,
  );
  if (needsRehash(acc.password_hash))
    await deps.db.execute(
      sql`UPDATE staff_accounts SET password_hash = ${await hashPassword(input.password)} WHERE id = ${acc.id}`,
    );
  const token = randomToken();
  await deps.db.execute(sql`INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at)
    VALUES (${sha256(token)}, ${acc.id}, ${now.toISOString()}, ${now.toISOString()})`);
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
  const [r] = await rows<
    AccountRow & { created_at: string | Date; last_seen_at: string | Date; revoked_at: unknown }
  >(
    deps.db,
    sql`SELECT a.*, s.created_at, s.last_seen_at, s.revoked_at FROM staff_sessions s
      JOIN staff_accounts a ON a.id = s.staff_id WHERE s.token_hash = ${tokenHash}`,
  );
  if (
    !r ||
    r.revoked_at ||
    r.disabled ||
    now.getTime() - new Date(r.last_seen_at).getTime() > IDLE_MS ||
    now.getTime() - new Date(r.created_at).getTime() > ABSOLUTE_MS
  )
    throw apiError('TOKEN');
  await deps.db.execute(
    sql`UPDATE staff_sessions SET last_seen_at = ${now.toISOString()} WHERE token_hash = ${tokenHash}`,
  );
  return { staff: staffOf(r), tokenHash };
}

export async function revoke(deps: ServerDeps, tokenHash: string): Promise<void> {
  await deps.db.execute(
    sql`UPDATE staff_sessions SET revoked_at = ${deps.now().toISOString()} WHERE token_hash = ${tokenHash}`,
  );
}
