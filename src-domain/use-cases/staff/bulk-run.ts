import { batches, type BulkProgress, type DryRun } from '../../staff/bulk';
import type { StaffGateway } from '../../staff/gateway';
import type { BulkResult } from '../../staff/types';

/** Bulk 审核通过 (bulk admission decisions go through the admission journey: admissions.vm). */
export type BulkKind = { kind: 'approve' };

function call(gw: StaffGateway, _k: BulkKind, planId: string, ids: string[] | undefined, dryRun: boolean) {
  return gw.bulkApprove({ planId, registrationIds: ids, dryRun });
}

const toDryRun = (r: BulkResult): DryRun => ({
  count: r.count,
  ids: r.approvedIds,
  decided: r.decided,
  skipped: r.skipped,
});

/** The dry run: how many would change (the selected ids, or every eligible one of the plan). */
export async function bulkDryRun(
  gw: StaffGateway,
  k: BulkKind,
  planId: string,
  ids?: string[],
): Promise<DryRun> {
  return toDryRun(await call(gw, k, planId, ids?.length ? ids : undefined, true));
}

/**
 * Runs the confirmed dry run batch by batch (explicit ids, so nothing the teacher did not see changes),
 * reporting progress after each batch; a failed batch counts as failed and the rest still run.
 */
export async function bulkRun(
  gw: StaffGateway,
  k: BulkKind,
  planId: string,
  dry: DryRun,
  onProgress: (p: BulkProgress) => void,
  batchSize = 5,
): Promise<BulkProgress> {
  const p: BulkProgress = { done: 0, total: dry.ids.length, failed: 0 };
  onProgress({ ...p });
  for (const ids of batches(dry.ids, batchSize)) {
    try {
      const r = await call(gw, k, planId, ids, false);
      p.done += r.count;
      p.failed += ids.length - r.count;
    } catch {
      p.failed += ids.length;
    }
    onProgress({ ...p });
  }
  return p;
}
