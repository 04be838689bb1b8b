import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where uploaded bytes live; the database holds the metadata. Keys are server-generated. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export function diskStorage(root: string): FileStorage {
  const path = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
    return join(root, key);
  };
  return {
    async put(key, data) {
      await mkdir(dirname(path(key)), { recursive: true });
      await writeFile(path(key), data);
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(path(key), { force: true });
    },
  };
}

export function memoryStorage(): FileStorage & { size(): number } {
  const m = new Map<string, Buffer>();
  return {
    put: async (k, d) => void m.set(k, d),
    get: async (k) => m.get(k) ?? null,
    delete: async (k) => void m.delete(k),
    size: () => m.size,
  };
}
