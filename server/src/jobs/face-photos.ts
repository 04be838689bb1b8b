import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import type { FileStorage } from '../files/storage';
import { withDefaults } from '../school/settings';

const DAY_MS = 86_400_000;

interface Row {
  id: string;
  tenant_id: string;
  photo_file_id: string;
  photo_status: number;
  photo_reviewed_at: string | Date | null;
  settings: Record<string, unknown> | null;
}

/** When a photo is due: `days` after its review, or after the school's arrival window, whichever is first. */
export function photoDueAt(
  row: Pick<Row, 'photo_status' | 'photo_reviewed_at'>,
  reportEnd: string,
  days: number,
): number {
  // reportEnd is a China calendar day: the window closes at its end (24:00 +08:00).
  const windowEnd = Date.parse(`${reportEnd}T24:00:00+08:00`);
  const reviewed =
    row.photo_status !== 0 && row.photo_reviewed_at ? new Date(row.photo_reviewed_at).getTime() : NaN;
  const fromWindow = Number.isFinite(windowEnd) ? windowEnd + days * DAY_MS : Infinity;
  const fromReview = Number.isFinite(reviewed) ? reviewed + days * DAY_MS : Infinity;
  return Math.min(fromWindow, fromReview);
}

/**
 * Face photos (biometric, sensitive under PIPL) are deleted on each school's schedule
 * (`privacy.photoRetentionDays`, default 30): the image and its file row go, the review status and
 * the check-in step stay. Run hourly by the server and by `npm run retention`.
 */
export async function purgeFacePhotos(
  db: Db,
  storage: FileStorage,
  opts: { now: Date; dryRun: boolean },
): Promise<{ dryRun: boolean; photos: { welcomeId: string; tenantId: string }[] }> {
  const candidates = await rows<Row>(
    db,
    sql`SELECT w.id, w.tenant_id, w.photo_file_id, w.photo_status, w.photo_reviewed_at, o.settings
        FROM welcome_students w JOIN orgs o ON o.id = w.org_id
        WHERE w.photo_file_id IS NOT NULL AND w.photo_purged_at IS NULL`,
  );
  const due = candidates.filter((r) => {
    const s = withDefaults(r.settings);
    return photoDueAt(r, s.checkin.reportEnd, s.privacy?.photoRetentionDays ?? 30) <= opts.now.getTime();
  });
  const photos = due.map((r) => ({ welcomeId: r.id, tenantId: r.tenant_id }));
  if (opts.dryRun) return { dryRun: true, photos };
  for (const r of due) {
    const [f] = await rows<{ storage_key: string }>(
      db,
      sql`DELETE FROM files WHERE id = ${r.photo_file_id} AND tenant_id = ${r.tenant_id} RETURNING storage_key`,
    );
    if (f) await storage.delete(f.storage_key);
    await db.execute(
      sql`UPDATE welcome_students SET photo_purged_at = ${opts.now}
          WHERE id = ${r.id} AND photo_file_id = ${r.photo_file_id} AND photo_purged_at IS NULL`,
    );
  }
  return { dryRun: false, photos };
}
