import type { Db } from '../../db/client';
import { auditLog } from './tables';

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
export async function audit(db: Pick<Db, 'insert'>, at: Date, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: e.tenantId,
    orgId: e.orgId,
    staffId: e.staffId,
    role: e.role,
    at,
    action: e.action,
    target: e.target ?? null,
    ip: e.ip ?? null,
    details: e.details ?? {},
  });
}

/** The who-part of an audit entry for a staff member. */
export const who = (s: { tenantId: string; orgId: string; id: string; role: string }) => ({
  tenantId: s.tenantId,
  orgId: s.orgId,
  staffId: s.id,
  role: s.role,
});
