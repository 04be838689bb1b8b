/** A string key-value store: localStorage, sessionStorage, or a map in tests. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
}
export const LocalStore = Symbol.for('LocalStore');
export const SessionStore = Symbol.for('SessionStore');
