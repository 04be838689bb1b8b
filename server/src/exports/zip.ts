import { hasFileAnswer } from '@domain/forms/field-types';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import archiver from 'archiver';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, registrations } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { filesOf, type PlanDb, staffRegs, versionsOf } from './data';

/** A name safe in every zip reader: no path separators, control or bidi characters. */
export const safe = (s: string) =>
  [...s]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch === '\u007f' ? '_' : ch))
    .join('')
    .replace(/[\u202a-\u202e\u2066-\u2069/\\:*?"<>|]/g, '_')
    .trim()
    .slice(0, 80) || '_';

/**
 * The attachments (upload answers and payment vouchers) of a plan, streamed as a zip:
 * `姓名_报名编号/字段名_文件名`. A file whose bytes are gone (purged) is left out; `count` is the
 * number of files referenced.
 */
export async function planAttachmentsZip(
  db: Db,
  storage: FileStorage,
  plan: PlanDb,
): Promise<{ stream: Readable; count: number }> {
  const regs = await staffRegs(
    db,
    and(eq(registrations.planId, plan.id), eq(registrations.orgId, plan.org_id)),
    [asc(registrations.createdAt), asc(registrations.id)],
  );
  const uploads = new Map(
    (await versionsOf(db, plan.template_id, regs)).map((v) => [v.version, v.fields.filter(hasFileAnswer)]),
  );
  const wanted: { path: string; fileId: string }[] = [];
  for (const r of regs) {
    const dir = `${safe(r.name)}_${safe(r.reg_no)}`;
    for (const f of uploads.get(r.form_version) ?? [])
      for (const x of filesOf(r.answers[f.prop]))
        wanted.push({ path: `${dir}/${safe(f.label || f.prop)}_${safe(x.name)}`, fileId: x.fileId });
    for (const x of filesOf(r.voucher_files))
      wanted.push({ path: `${dir}/缴费凭证_${safe(x.name)}`, fileId: x.fileId });
  }
  const out = new PassThrough();
  const zip = archiver('zip', { zlib: { level: 6 } });
  zip.on('error', (e) => out.destroy(e));
  zip.pipe(out);
  // One file in memory at a time: the next is read only after archiver has written the previous one.
  const fill = async () => {
    const seen = new Set<string>();
    for (const w of wanted) {
      const [f] = await db
        .select({ storageKey: files.storageKey })
        .from(files)
        .where(and(eq(files.id, w.fileId), eq(files.orgId, plan.org_id)));
      const data = f ? await storage.get(f.storageKey) : null;
      if (!data) continue;
      let path = w.path;
      for (let i = 2; seen.has(path); i++) path = w.path.replace(/(\.[^./]*)?$/, `_${i}$1`);
      seen.add(path);
      const written = once(zip, 'entry');
      zip.append(data, { name: path });
      await written;
    }
    await zip.finalize();
  };
  fill().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return { stream: out, count: wanted.length };
}
