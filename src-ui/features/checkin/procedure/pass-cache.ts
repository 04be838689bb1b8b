import type { KeyValueStore } from '@domain/ports/storage';
import { chinaTimeText } from '@domain/time/china-time';
import type { VerifyProcess } from '@domain/ports/checkin-gateway';

/** The last procedure answer, kept so the QR pass still shows with no network (until it expires). */
export interface CachedPass {
  process: VerifyProcess;
  savedAt: number;
}

const key = (welcomeId: string) => `checkinPass:${welcomeId}`;

export function savePass(store: KeyValueStore, welcomeId: string, process: VerifyProcess, now: number): void {
  try {
    store.set(key(welcomeId), JSON.stringify({ process, savedAt: now } satisfies CachedPass));
  } catch {
    // Storage full or private mode: the pass is simply not kept offline.
  }
}

/** The cached pass, or null when absent, unreadable or expired (then it is dropped). */
export function loadPass(store: KeyValueStore, welcomeId: string, now: number): CachedPass | null {
  try {
    const c = JSON.parse(store.get(key(welcomeId)) ?? 'null') as CachedPass | null;
    if (c && typeof c.process?.passToken === 'string' && Date.parse(c.process.passExpiresAt) > now) return c;
  } catch {
    // unreadable: dropped below
  }
  store.remove(key(welcomeId));
  return null;
}

/** '8月21日 10:00' in China time (spec section 9: UTC+8), the year when not the current one. */
export function chinaDateTime(iso: string, now: Date): string {
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return '-';
  return chinaTimeText(iso, now);
}
