import type { FileRef } from '@contract/enrollment';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { type Caller, userIdOf } from '../../http/caller';
import { apiError } from '../../http/errors';
import { toInt } from '../plan/china-text';

export type StoredFile = Omit<FileRef, 'url'>;

const isRef = (v: unknown): v is { fileId: string } =>
  !!v && typeof v === 'object' && typeof (v as { fileId?: unknown }).fileId === 'string';

/** Every file id referenced in answers or a file list (arrays of `{fileId}` one level down). */
export function refIds(value: unknown): string[] {
  const list = Array.isArray(value)
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value)
      : [];
  return [...new Set(list.flatMap((v) => (Array.isArray(v) ? v.filter(isRef).map((r) => r.fileId) : [])))];
}

/**
 * The caller's own files of this tenant, read from the files table: name, size and type are the
 * server's, never what the client sent (a `javascript:` url or a forged name cannot be stored).
 */
export async function ownFiles(db: Db, caller: Caller, ids: string[]): Promise<Map<string, StoredFile>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: files.id, name: files.name, size: files.size, type: files.type })
    .from(files)
    .where(
      and(eq(files.tenantId, caller.tenantId), eq(files.ownerId, userIdOf(caller)), inArray(files.id, ids)),
    );
  if (found.length !== ids.length) throw apiError('BAD_REQUEST', '附件无效，请重新上传');
  return new Map(found.map((f) => [f.id, { fileId: f.id, name: f.name, size: toInt(f.size), type: f.type }]));
}

/** `value` with each file reference replaced by `map(fileId)` (answers records or a plain list). */
export function mapRefs<T>(value: T, map: (ref: { fileId: string }) => unknown): T {
  const one = (v: unknown) => (Array.isArray(v) ? v.map((x) => (isRef(x) ? map(x) : x)) : v);
  if (Array.isArray(value)) return one(value) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, one(v)])) as T;
}

/** What is stored: the server's metadata, no url (links expire; they are signed on each read). */
export const storedRefs = <T>(value: T, files: Map<string, StoredFile>): T =>
  mapRefs(value, (r) => ({ ...files.get(r.fileId)!, url: '' }));

/** What is answered: stored refs with a fresh signed link made from the file id. */
export const linkedRefs = <T>(value: T, link: (fileId: string) => string): T =>
  mapRefs(value, (r) => ({ ...r, url: link(r.fileId) }));
