/**
 * A port whose adapter module is loaded on its first call, so screens after the first one carry
 * their own HTTP adapters (brief section 6: first screen ≤ 160 KB). Only for ports whose every
 * method is async: each property read is a method that awaits the adapter, then calls it.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let adapter: Promise<T> | null = null;
  return new Proxy({} as T, {
    get(_target, key) {
      if (key === 'then' || typeof key === 'symbol') return undefined; // not a thenable, not iterable
      return async (...args: unknown[]) => {
        const impl = (await (adapter ??= load())) as Record<string, (...a: unknown[]) => unknown>;
        return impl[key]!(...args);
      };
    },
  });
}
