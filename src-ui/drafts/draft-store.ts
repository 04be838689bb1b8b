import { inject, injectable } from 'inversify';
import { Clock } from '@domain/ports/clock';
import { type KeyValueStore, LocalStore } from '@domain/ports/storage';
import { isDraftExpired } from '@domain/forms/draft';

interface StoredDraft<T> {
  savedAt: number;
  data: T;
}

const PREFIX = 'draft:';

/** Half-filled forms kept in local storage so a reload, a closed tab or a WeChat kill loses nothing. */
@injectable('Singleton')
export class DraftStore {
  readonly #store: KeyValueStore;
  readonly #clock: Clock;

  constructor(@inject(LocalStore) store: KeyValueStore, @inject(Clock) clock: Clock) {
    this.#store = store;
    this.#clock = clock;
  }

  /** The saved draft, or null when there is none, it is unreadable or older than 7 days (then it is removed). */
  load<T>(key: string): { data: T; savedAt: number } | null {
    const raw = this.#store.get(PREFIX + key);
    if (raw === null) return null;
    try {
      const d = JSON.parse(raw) as StoredDraft<T>;
      if (typeof d.savedAt !== 'number' || isDraftExpired(d.savedAt, this.#clock.now().getTime())) {
        this.clear(key);
        return null;
      }
      return { data: d.data, savedAt: d.savedAt };
    } catch {
      this.clear(key);
      return null;
    }
  }

  /** Returns the save time, or null when storage refused it (full or private mode). */
  save<T>(key: string, data: T): number | null {
    const savedAt = this.#clock.now().getTime();
    try {
      this.#store.set(PREFIX + key, JSON.stringify({ savedAt, data } satisfies StoredDraft<T>));
      return savedAt;
    } catch {
      return null;
    }
  }

  clear(key: string): void {
    this.#store.remove(PREFIX + key);
  }
}
