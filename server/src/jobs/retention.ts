import { and, asc, eq, isNull, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, orgs, plans, registrations } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { refIds } from '../modules/register/file-refs';
import { withDefaults } from '../school/settings';

const DAY_MS = 86_400_000;
/** Payments still moving (待支付, 待退费): never anonymised under a payment or refund in flight. */
const IN_FLIGHT_FEE = [2, 4];

export interface RetentionOptions {
  now: Date;
  /** List what would go, change nothing. */
  dryRun: boolean;
  /** Overrides every school's `privacy.registrationRetentionDays`. */
  days?: number;
}

export interface RetentionReport {
  dryRun: boolean;
  registrations: { id: string; tenantId: string; orgId: string; planEnd: string }[];
  files: number;
}

/**
 * Registrations of past seasons (plan ended more than the school's retention days ago) are
 * anonymised — name, identity number, answers and vouchers cleared, their files deleted — while the
 * row, its status and its payment record stay for the school's accounts.
 */
export async function purgePastRegistrations(
  db: Db,
  storage: FileStorage,
  opts: RetentionOptions,
): Promise<RetentionReport> {
  const candidates = await db
    .select({
      id: registrations.id,
      tenantId: registrations.tenantId,
      orgId: registrations.orgId,
      endAt: plans.endAt,
      answers: registrations.answers,
      voucherFiles: registrations.voucherFiles,
      settings: orgs.settings,
    })
    .from(registrations)
    .innerJoin(plans, eq(plans.id, registrations.planId))
    .innerJoin(orgs, eq(orgs.id, registrations.orgId))
    .where(
      and(
        isNull(registrations.purgedAt),
        lt(plans.endAt, opts.now),
        notInArray(registrations.feeStatus, IN_FLIGHT_FEE),
      ),
    )
    .orderBy(asc(plans.endAt), asc(registrations.id));
  const due = candidates.filter((r) => {
    const days = opts.days ?? withDefaults(r.settings).privacy?.registrationRetentionDays ?? 365;
    return r.endAt.getTime() + days * DAY_MS < opts.now.getTime();
  });
  const fileIds = due.flatMap((r) =>
    [...refIds(r.answers), ...refIds(r.voucherFiles)].map((f) => [r.tenantId, f] as const),
  );
  const report: RetentionReport = {
    dryRun: opts.dryRun,
    registrations: due.map((r) => ({
      id: r.id,
      tenantId: r.tenantId,
      orgId: r.orgId,
      planEnd: r.endAt.toISOString(),
    })),
    files: fileIds.length,
  };
  if (opts.dryRun) return report;
  for (const r of due) {
    await db
      .update(registrations)
      .set({
        name: '已清除',
        idNumber: `purged:${r.id}`,
        answers: {},
        voucherFiles: [],
        rejectReason: null,
        voucherReason: null,
        purgedAt: opts.now,
      })
      .where(and(eq(registrations.id, r.id), isNull(registrations.purgedAt)));
  }
  for (const [tenantId, id] of fileIds) {
    const [f] = await db
      .delete(files)
      .where(and(eq(files.id, id), eq(files.tenantId, tenantId)))
      .returning({ storageKey: files.storageKey });
    if (f) await storage.delete(f.storageKey);
  }
  return report;
}
