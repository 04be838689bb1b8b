import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerDeps } from './deps';
import { apiError } from './errors';
import type { Redis } from './redis';

export interface RouteLimit {
  name: string;
  max: (deps: ServerDeps) => number;
  windowMs: number;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store on `deps.rate` (fixed windows in the database) and the app's clock. */
const depsStore = (app: FastifyInstance) =>
  class DepsRateStore {
    incr(key: string, cb: Callback, timeWindow: number): void {
      const now = app.deps.now().getTime();
      app.deps.rate.hit(key, timeWindow, now).then(
        (current) => cb(null, { current, ttl: now - (now % timeWindow) + timeWindow - now }),
        (e: unknown) => cb(e instanceof Error ? e : new Error(String(e))),
      );
    }
    child() {
      return this;
    }
  };

/**
 * @fastify/rate-limit for the routes that declare a limit (none by default): its Redis store when
 * REDIS_URL gives a connection, otherwise counters in the database shared by every process.
 */
export async function installRateLimit(app: FastifyInstance, redis?: Redis): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'zhxy:rl:' } : { store: depsStore(app) }),
  });
}

/**
 * Counts one hit per route name, tenant header and client IP (`req.ip`: X-Forwarded-For only
 * through the trusted proxies of http/trust-proxy.ts); over the limit → TOO_MANY (HTTP 429).
 */
export function routeLimiter(
  app: FastifyInstance,
  limit: RouteLimit,
): (req: FastifyRequest) => Promise<void> {
  let check: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  return async (req) => {
    check ??= app.createRateLimit({
      max: () => limit.max(app.deps),
      timeWindow: limit.windowMs,
      keyGenerator: (r) => `${limit.name}:${String(r.headers.tenantid ?? '').slice(0, 64)}:${r.ip}`,
    });
    const r = await check(req);
    if (!r.isAllowed && r.isExceeded) throw apiError('TOO_MANY');
  };
}
