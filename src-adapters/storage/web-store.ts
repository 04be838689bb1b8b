import type { KeyValueStore } from '@domain/ports/storage';

/**
 * localStorage / sessionStorage behind the store port. Safari private mode and a full quota throw
 * on access (a platform quirk): reads then answer null and writes are dropped.
 */
export class WebStore implements KeyValueStore {
  readonly #storage: () => Storage;
  constructor(storage: () => Storage) {
    this.#storage = storage;
  }

  get(key: string): string | null {
    try {
      return this.#storage().getItem(key);
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.#storage().setItem(key, value);
    } catch {
      /* quota or private mode */
    }
  }

  remove(key: string): void {
    try {
      this.#storage().removeItem(key);
    } catch {
      /* private mode */
    }
  }

  clear(): void {
    try {
      this.#storage().clear();
    } catch {
      /* private mode */
    }
  }
}
