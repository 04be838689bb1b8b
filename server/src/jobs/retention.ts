import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
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

interface Row {
  id: string;
  tenant_id: string;
  org_id: string;
  end_at: string | Date;
  answers: unknown;
  voucher_files: unknown;
  settings: Record<string, unknown> | null;
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
  const candidates = await rows<Row>(
    db,
    sql`SELECT r.id, r.tenant_id, r.org_id, p.end_at, r.answers, r.voucher_files, o.settings
        FROM registrations r JOIN plans p ON p.id = r.plan_id JOIN orgs o ON o.id = r.org_id
        WHERE r.purged_at IS NULL AND p.end_at < ${opts.now.toISOString()}::timestamptz
          AND r.fee_status NOT IN (${sql.join(
            IN_FLIGHT_FEE.map((f) => sql`${f}`),
            sql`, `,
          )})
        ORDER BY p.end_at, r.id`,
  );
  const due = candidates.filter((r) => {
    const days = opts.days ?? withDefaults(r.settings).privacy?.registrationRetentionDays ?? 365;
    return new Date(r.end_at).getTime() + days * DAY_MS < opts.now.getTime();
  });
  const fileIds = due.flatMap((r) =>
    [...refIds(r.answers), ...refIds(r.voucher_files)].map((f) => [r.tenant_id, f]),
  );
  const report: RetentionReport = {
    dryRun: opts.dryRun,
    registrations: due.map((r) => ({
      id: r.id,
      tenantId: r.tenant_id,
      orgId: r.org_id,
      planEnd: new Date(r.end_at).toISOString(),
    })),
    files: fileIds.length,
  };
  if (opts.dryRun) return report;
  for (const r of due) {
    await db.execute(
      sql`UPDATE registrations SET name = '已清除', id_number = ${`purged:${r.id}`}, answers = '{}'::jsonb,
            voucher_files = '[]'::jsonb, reject_reason = NULL, voucher_reason = NULL, purged_at = ${opts.now}
          WHERE id = ${r.id} AND purged_at IS NULL`,
    );
  }
  for (const [tenantId, id] of fileIds) {
    const [f] = await rows<{ storage_key: string }>(
      db,
      sql`DELETE FROM files WHERE id = ${id} AND tenant_id = ${tenantId} RETURNING storage_key`,
    );
    if (f) await storage.delete(f.storage_key);
  }
  return report;
}
