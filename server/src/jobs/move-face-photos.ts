import { and, eq, isNull, not, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, welcomeStudents } from '../db/schema';
import { faceKey } from '../files/face-key';
import type { FileStorage } from '../files/storage';

/**
 * One-off, idempotent (GB/T 35273: biometrics apart from identity data): face photos stored before
 * the 'faces' area, in the documents area, are copied to `faces/<tenant>/<id>`, their file row is
 * pointed there, and the old object is deleted. Run at start-up after migrations; a second run finds
 * nothing. Safe to stop at any point: the row moves and the old object goes in one transaction, and a
 * row whose old object is already gone but whose copy exists is only pointed at the copy.
 */
export async function moveLegacyFacePhotos(
  db: Db,
  storage: FileStorage,
): Promise<{ moved: string[]; missing: string[] }> {
  const legacy = await db
    .select({ id: files.id, tenantId: files.tenantId, storageKey: files.storageKey })
    .from(files)
    .innerJoin(
      welcomeStudents,
      and(eq(welcomeStudents.photoFileId, files.id), eq(welcomeStudents.tenantId, files.tenantId)),
    )
    .where(and(not(like(files.storageKey, 'faces/%')), isNull(welcomeStudents.photoPurgedAt)));
  const moved: string[] = [];
  const missing: string[] = [];
  for (const f of legacy) {
    const to = faceKey(f.tenantId, f.id);
    const bytes = await storage.get(f.storageKey);
    if (bytes) await storage.put(to, bytes);
    else if (!(await storage.get(to))) {
      // Neither the old object nor a copy: nothing to move (the row is left for the photo schedule).
      missing.push(f.id);
      continue;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(files)
        .set({ storageKey: to })
        .where(and(eq(files.id, f.id), eq(files.storageKey, f.storageKey)));
      if (bytes) await storage.delete(f.storageKey);
    });
    moved.push(f.id);
  }
  return { moved, missing };
}
