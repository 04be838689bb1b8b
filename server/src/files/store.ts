import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import type { Caller } from '../http/caller';
import { newId } from '../http/crypto';
import { faceKey } from './face-key';
import { cleanName } from './sniff';
import type { FileStorage } from './storage';

/** Writes the bytes under a server-generated key, then the metadata row. */
export async function storeFile(
  db: Db,
  storage: FileStorage,
  caller: Pick<Caller, 'tenantId' | 'orgId' | 'userId'>,
  file: { name: string; type: string; data: Buffer },
  /** 'faces': biometric images kept under their own prefix, apart from documents (GB/T 35273). */
  area: 'files' | 'faces' = 'files',
): Promise<{ id: string }> {
  const id = newId('f');
  const storageKey = area === 'faces' ? faceKey(caller.tenantId, id) : `${caller.tenantId}/${id}`;
  await storage.put(storageKey, file.data);
  await db.insert(files).values({
    id,
    tenantId: caller.tenantId,
    orgId: caller.orgId,
    ownerId: caller.userId!,
    name: cleanName(file.name),
    size: file.data.length,
    type: file.type,
    storageKey,
  });
  return { id };
}

export type FileRow = typeof files.$inferSelect;

/** A stored file's row (the signed link already proved the caller may read it). */
export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [f] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return f;
}
