import { hmacEquals, signature } from '../http/crypto';
import type { Secret } from '../http/keys';

export const FILE_LINK_TTL_MS = 24 * 3600_000;

/** A signed, expiring download link: /fileapi/files/{fileId}?exp=&sig= (contract/README "Files"). */
export function fileLink(secret: Secret, fileId: string, now: Date, ttlMs = FILE_LINK_TTL_MS): string {
  const exp = Math.floor((now.getTime() + ttlMs) / 1000);
  return `/fileapi/files/${fileId}?exp=${exp}&sig=${signature(secret, `file:${fileId}:${exp}`)}`;
}

export function checkFileLink(secret: Secret, fileId: string, exp: string, sig: string, now: Date): boolean {
  if (!/^\d{1,12}$/.test(exp) || Number(exp) * 1000 < now.getTime()) return false;
  return hmacEquals(secret, `file:${fileId}:${exp}`, sig);
}
