import * as staffOps from '@contract/staff';
import type { StaffRole } from '@contract/staff';
import { sql } from 'drizzle-orm';
import { sha256 } from '../../../server/src/http/crypto';
import { createStaff } from '../../../server/src/modules/staff/accounts';
import { DEMO } from '../../../server/src/seed/demo-data';
import type { TestServer } from './app';

let n = 0;

export interface StaffLogin {
  id: string;
  orgId: string;
  role: StaffRole;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

/**
 * A staff account of the school (default demo school A) logged in through `/staff-api/login`, its
 * first-password change already done; each login from its own address so the per-address login
 * limit never trips in a test.
 */
export async function staffLogin(
  t: TestServer,
  role: StaffRole = 'admin',
  orgId: string = DEMO.A.orgId,
): Promise<StaffLogin> {
  n++;
  const phone = `139${String(n).padStart(8, '0')}`;
  const { id, password } = await createStaff(t.db, { orgId, name: `测试老师${n}`, phone, role });
  await t.db.execute(sql`UPDATE staff_accounts SET must_change = false WHERE id = ${id}`);
  const r = await t.app.inject({
    method: 'POST',
    url: staffOps.login.path,
    payload: { orgId, phone, password },
    remoteAddress: `10.77.${(n >> 8) & 255}.${n & 255}`,
  });
  const token = r.json().data?.token as string;
  if (!token) throw new Error(`staff login failed: ${r.body}`);
  return { id, orgId, role, token, headers: { authorization: `Bearer ${token}` } };
}

/** Restarts the session's idle and absolute clocks at the test clock (for tests that move time). */
export async function freshSession(t: TestServer, s: StaffLogin): Promise<StaffLogin['headers']> {
  const now = t.clock.now.toISOString();
  await t.db.execute(
    sql`UPDATE staff_sessions SET created_at = ${now}, last_seen_at = ${now} WHERE token_hash = ${sha256(s.token)}`,
  );
  return s.headers;
}
