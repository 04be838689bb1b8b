import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import archiver from 'archiver';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import type { FileStorage } from '../files/storage';
import type { ExportStudent } from './checkin-data';
import { safe } from './zip';

const EXT: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png' };

/**
 * The face photos of these students as a zip, one file each: `学号_姓名.jpg` (a student without a
 * number: the name alone). A photo deleted on the school's schedule, or whose bytes are gone, is
 * left out; `count` is the number of students with a photo on record.
 */
export function checkinPhotosZip(
  db: Db,
  storage: FileStorage,
  orgId: string,
  students: ExportStudent[],
): { stream: Readable; count: number } {
  const wanted = students.filter((s) => s.photoFileId && !s.photoPurgedAt);
  const out = new PassThrough();
  const zip = archiver('zip', { zlib: { level: 1 } });
  zip.on('error', (e) => out.destroy(e));
  zip.pipe(out);
  const fill = async () => {
    const seen = new Set<string>();
    for (const s of wanted) {
      const [f] = await db
        .select({ storageKey: files.storageKey, type: files.type })
        .from(files)
        .where(and(eq(files.id, s.photoFileId!), eq(files.orgId, orgId)));
      const data = f ? await storage.get(f.storageKey) : null;
      if (!f || !data) continue;
      const stem = [s.studentNo, s.name].filter(Boolean).map(safe).join('_');
      let name = `${stem}${EXT[f.type] ?? ''}`;
      for (let i = 2; seen.has(name); i++) name = `${stem}_${i}${EXT[f.type] ?? ''}`;
      seen.add(name);
      const written = once(zip, 'entry');
      zip.append(data, { name });
      await written;
    }
    await zip.finalize();
  };
  fill().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return { stream: out, count: wanted.length };
}
