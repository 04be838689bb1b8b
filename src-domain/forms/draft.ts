/** Form drafts are kept for 7 days. */
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A draft saved at savedAt (ms) is expired after 7 days; a broken timestamp counts as expired. */
export function isDraftExpired(savedAt: number, now: number): boolean {
  if (!Number.isFinite(savedAt) || !Number.isFinite(now)) return true;
  return now - savedAt > DRAFT_TTL_MS;
}
