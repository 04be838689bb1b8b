import type { KeyValueStore } from '../../ports/storage';

/** Name + identity number of the reported student, for queryEnroll; session storage only (closed tab → gone). */
const KEY = 'checkinIdentity';

export interface CheckinIdentity {
  name: string;
  idNumber: string;
}

export function saveIdentity(store: KeyValueStore, id: CheckinIdentity): void {
  store.set(KEY, JSON.stringify(id));
}

export function loadIdentity(store: KeyValueStore): CheckinIdentity | null {
  try {
    const v = JSON.parse(store.get(KEY) ?? 'null') as CheckinIdentity | null;
    return v && typeof v.name === 'string' && typeof v.idNumber === 'string' ? v : null;
  } catch {
    return null;
  }
}
