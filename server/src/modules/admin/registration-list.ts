import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations as r } from '../../db/schema';

/** The older admin API's list: snake_case keys as it has always answered them, newest first, 200 at most. */
export function listRegistrationsRaw(db: Db, orgId: string, q: { planId?: string; idNumber?: string }) {
  return db
    .select({
      id: r.id,
      tenant_id: r.tenantId,
      org_id: r.orgId,
      plan_id: r.planId,
      user_id: r.userId,
      name: r.name,
      id_number: r.idNumber,
      review_status: r.reviewStatus,
      reject_reason: r.rejectReason,
      fee_status: r.feeStatus,
      admission_status: r.admissionStatus,
      voucher_status: r.voucherStatus,
      amount: r.amount,
    })
    .from(r)
    .where(
      and(
        eq(r.orgId, orgId),
        q.planId ? eq(r.planId, q.planId) : undefined,
        q.idNumber ? eq(r.idNumber, q.idNumber.toUpperCase()) : undefined,
      ),
    )
    .orderBy(desc(r.createdAt))
    .limit(200);
}
