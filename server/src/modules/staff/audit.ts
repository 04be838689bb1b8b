import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface AuditEntry {
  tenantId: string;
  orgId: string;
  staffId: string | null;
  role: string | null;
  action: string;
  target?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** Appends one audit row; the service has no update or delete path for audit_log. */
export async function audit(db: Pick<Db, 'execute'>, at: Date, e: AuditEntry): Promise<void> {
  await db.execute(sql`INSERT INTO audit_log (tenant_id, org_id, staff_id, role, at, action, target, ip, details)
    VALUES (${e.tenantId}, ${e.orgId}, ${e.staffId}, ${e.role}, ${at.toISOString()}, ${e.action},
      ${e.target ?? null}, ${e.ip ?? null}, ${JSON.stringify(e.details ?? {})}::jsonb)`);
}

/** The who-part of an audit entry for a staff member. */
export const who = (s: { tenantId: string; orgId: string; id: string; role: string }) => ({
  tenantId: s.tenantId,
  orgId: s.orgId,
  staffId: s.id,
  role: s.role,
});
