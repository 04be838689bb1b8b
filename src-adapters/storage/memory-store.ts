import type { KeyValueStore } from '@domain/ports/storage';

/** An in-memory store for tests and for hosts without web storage. */
export class MemoryStore implements KeyValueStore {
  readonly map = new Map<string, string>();

  get(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.map.set(key, value);
  }
  remove(key: string): void {
    this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
}
