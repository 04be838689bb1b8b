import type { Db } from '../db/client';
import { orgs } from '../db/schema';
import { operatorAudit, type OperatorActor } from '../modules/operator/schools';

/** One operator audit row in every school's trail (a backup or restore concerns them all). */
export async function auditEverySchool(
  db: Db,
  who: OperatorActor,
  action: 'school.backup' | 'school.restore',
  details: Record<string, unknown>,
): Promise<void> {
  const all = await db.select({ tenantId: orgs.tenantId, orgId: orgs.id }).from(orgs);
  for (const s of all) await operatorAudit(db, who, s, action, s.orgId, details);
}
