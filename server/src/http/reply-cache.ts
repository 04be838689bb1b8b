/**
 * Serialised answers kept for a short window per key. Concurrent misses of one key share a single
 * load, so an expiring entry under load costs one query, not one per waiting request. A failed
 * load is not kept. The map is bounded: when full it starts over (keys include free text).
 */
export function replyCache(ttlMs: number, maxEntries = 1000) {
  const entries = new Map<string, { until: number; body: Promise<string> }>();
  return {
    get(key: string, now: number, load: () => Promise<string>): Promise<string> {
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.body;
      if (entries.size >= maxEntries) entries.clear();
      const body = load();
      entries.set(key, { until: now + ttlMs, body });
      body.catch(() => {
        if (entries.get(key)?.body === body) entries.delete(key);
      });
      return body;
    },
    /** Drops every entry whose key starts with `prefix` (an edit that must show at once). */
    forget(prefix: string): void {
      for (const k of entries.keys()) if (k.startsWith(prefix)) entries.delete(k);
    },
    get size() {
      return entries.size;
    },
  };
}

export type ReplyCache = ReturnType<typeof replyCache>;

/** The key prefix of one school's entries (route.ts keys each answer by tenant, org, then input). */
export const schoolPrefix = (tenantId: string, orgId: string) =>
  JSON.stringify([tenantId, orgId]).slice(0, -1) + ',';
