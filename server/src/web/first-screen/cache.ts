import type { FastifyInstance } from 'fastify';
import { type FirstScreenData, readFirstScreen } from './data';

/**
 * A school's entry-screen data is read at most once per window: a staff edit (plan name, news,
 * school name) shows in the HTML within a minute (this window, the browser's 45 s of freshness,
 * page.ts, and the plan list's own 1 s cache).
 */
export const FIRST_SCREEN_TTL_MS = 10_000;

interface Entry {
  until: number;
  value: Promise<FirstScreenData | null>;
}
const caches = new WeakMap<object, Map<string, Entry>>();
const MAX_SCHOOLS = 1000;

/** The school's data from the cache, or read now (one read in flight per school). */
export function firstScreenData(app: FastifyInstance, tenantId: string, orgId: string) {
  let cache = caches.get(app.deps.db);
  if (!cache) caches.set(app.deps.db, (cache = new Map()));
  const now = app.deps.now().getTime();
  const key = `${tenantId}\n${orgId}`;
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.value;
  const value = readFirstScreen(app, tenantId, orgId);
  if (cache.size >= MAX_SCHOOLS) cache.clear();
  cache.set(key, { until: now + FIRST_SCREEN_TTL_MS, value });
  // An unknown school is not kept: probing ids cannot fill the map; a failed read is retried.
  void value.then(
    (v) => v === null && cache.delete(key),
    () => cache.delete(key),
  );
  return value;
}

/** Drops a school's cached first screen at once (a staff screen that edits its content calls it). */
export function forgetFirstScreen(deps: { db: object }, tenantId: string): void {
  const cache = caches.get(deps.db);
  for (const key of cache?.keys() ?? []) if (key.startsWith(`${tenantId}\n`)) cache!.delete(key);
}
