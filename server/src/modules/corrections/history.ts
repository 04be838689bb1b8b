import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReviewEvent } from '@contract/corrections';
import type { Db } from '../../db/client';
import { auditLog, staffAccounts } from '../../db/schema';
import { REVIEW_CODE } from '@domain/journeys';

type Event = z.input<typeof ReviewEvent>;

/** Audit actions that are steps of a registration's review, and what each reads as in the history. */
const STEPS: Record<string, Event['kind']> = {
  'registration.approve': 'approved',
  'registration.bulk-approve': 'approved',
  'registration.reject': 'rejected',
  'registration.correct': 'corrected',
};

/**
 * A registration's review history for the reviewer (issue 34): 提交, each 驳回 with its reason and
 * who gave it, 审核通过, 更正. The audit trail holds the school's steps; the applicant's 修改并重新提交
 * leaves none, so a 重新提交 is inferred after a 驳回 that was followed by another step or by the
 * registration being back in review, with the time only when it is the last change (updated_at).
 */
export async function reviewHistory(
  db: Db,
  r: { id: string; org_id: string; created_at: Date; updated_at: Date; review_status: number },
): Promise<Event[]> {
  const rows = await db
    .select({ at: auditLog.at, action: auditLog.action, details: auditLog.details, by: staffAccounts.name })
    .from(auditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId))
    .where(
      and(
        eq(auditLog.orgId, r.org_id),
        inArray(auditLog.action, Object.keys(STEPS)),
        or(
          eq(auditLog.target, r.id),
          // 批量通过 names its registrations in details.ids.
          sql`${auditLog.details} -> 'ids' @> to_jsonb(${r.id}::text)`,
        ),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  const out: Event[] = [{ kind: 'submitted', at: r.created_at.toISOString(), by: null, reason: '' }];
  for (const row of rows) {
    const last = out.at(-1)!;
    if (last.kind === 'rejected' && STEPS[row.action] !== 'corrected')
      out.push({ kind: 'resubmitted', at: null, by: null, reason: '' });
    const reason = typeof row.details?.reason === 'string' ? row.details.reason : '';
    out.push({ kind: STEPS[row.action]!, at: row.at.toISOString(), by: row.by ?? null, reason });
  }
  // Back in review (待审核) after the last 驳回: the applicant resubmitted, at the last change.
  if (out.at(-1)!.kind === 'rejected' && r.review_status === REVIEW_CODE.pending)
    out.push({ kind: 'resubmitted', at: r.updated_at.toISOString(), by: null, reason: '' });
  return out;
}
