import { faceState } from '@domain/journeys/face-photo';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, orgs, welcomeStudents } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { withDefaults } from '../school/settings';

const DAY_MS = 86_400_000;

type Student = typeof welcomeStudents.$inferSelect;

/** When a photo is due: `days` after its review, or after the school's arrival window, whichever is first. */
export function photoDueAt(
  row: Pick<Student, 'photoStatus' | 'photoReviewedAt'>,
  reportEnd: string,
  days: number,
): number {
  // reportEnd is a China calendar day: the window closes at its end (24:00 +08:00).
  const windowEnd = Date.parse(`${reportEnd}T24:00:00+08:00`);
  const reviewed =
    faceState(true, row.photoStatus) !== 'reviewing' && row.photoReviewedAt
      ? row.photoReviewedAt.getTime()
      : NaN;
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
  const candidates = await db
    .select({
      id: welcomeStudents.id,
      tenantId: welcomeStudents.tenantId,
      photoFileId: welcomeStudents.photoFileId,
      photoStatus: welcomeStudents.photoStatus,
      photoReviewedAt: welcomeStudents.photoReviewedAt,
      settings: orgs.settings,
    })
    .from(welcomeStudents)
    .innerJoin(orgs, eq(orgs.id, welcomeStudents.orgId))
    .where(and(isNotNull(welcomeStudents.photoFileId), isNull(welcomeStudents.photoPurgedAt)));
  const due = candidates.filter((r) => {
    const s = withDefaults(r.settings);
    return photoDueAt(r, s.checkin.reportEnd, s.privacy?.photoRetentionDays ?? 30) <= opts.now.getTime();
  });
  const photos = due.map((r) => ({ welcomeId: r.id, tenantId: r.tenantId }));
  if (opts.dryRun) return { dryRun: true, photos };
  for (const r of due) {
    const photoFileId = r.photoFileId!;
    const [f] = await db
      .delete(files)
      .where(and(eq(files.id, photoFileId), eq(files.tenantId, r.tenantId)))
      .returning({ storageKey: files.storageKey });
    if (f) await storage.delete(f.storageKey);
    await db
      .update(welcomeStudents)
      .set({ photoPurgedAt: opts.now })
      .where(
        and(
          eq(welcomeStudents.id, r.id),
          eq(welcomeStudents.photoFileId, photoFileId),
          isNull(welcomeStudents.photoPurgedAt),
        ),
      );
  }
  return { dryRun: false, photos };
}
