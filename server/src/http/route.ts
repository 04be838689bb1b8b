import type { Endpoint } from '@contract/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Caller, resolveCaller } from './caller';
import type { ServerDeps } from './deps';
import { ok } from './envelope';
import { sha256 } from './crypto';
import { once } from './idempotency';
import { uploadSlots } from './limits';
import { type RouteLimit, routeLimiter } from './rate-limit';
import { type ReplyCache, replyCache } from './reply-cache';
import { parseInput } from './validation';

const NO_TENANT: Caller = {
  tenantId: '',
  orgId: '',
  userId: null,
  kind: 'public',
  welcomeId: null,
  token: null,
};

export interface RouteContext {
  caller: Caller;
  deps: ServerDeps;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions<I = unknown> {
  /** POSTs that create something: replays the stored answer for a repeated `Idempotency-Key`. */
  idempotent?: boolean;
  /** Hits per client IP and tenant header per window; over it → HTTP 429 code 429. */
  rateLimit?: RouteLimit & {
    /**
     * The handler only reads: it runs alongside the count (one database round trip less on the
     * critical path) and its answer is dropped when the caller is over the limit.
     */
    readOnly?: boolean;
  };
  /** Multipart uploads: the validated input is the query; the handler reads the file from `req`. */
  multipart?: boolean;
  /** Public calls that need no tenant (config centre, token exchange, region tree): caller.tenantId is ''. */
  noTenant?: boolean;
  /** Another way to authenticate (e.g. a signed `?token=`), tried before the bearer session. */
  altCaller?: (req: FastifyRequest, deps: ServerDeps) => Promise<Caller | null>;
  /**
   * Public reads that may be up to `ttlMs` old: the serialised envelope is kept per tenant, org and
   * `key(input)` (the tenant and org are always part of the key, so one school's answer never
   * answers another's). Only for `public` endpoints: a token call's answer is personal.
   */
  cache?: { ttlMs: number; key: (input: I) => string; store?: ReplyCache };
}

export type Handler<E extends Endpoint> = (
  input: z.output<E['request']>,
  ctx: RouteContext,
) => Promise<z.input<E['response']>>;

/**
 * Registers one contract endpoint: rate limit → caller (token or public headers) → zod input →
 * handler → response parsed by the contract schema (strips anything not in the contract) → envelope.
 */
export function handle<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: Handler<E>,
  opts: RouteOptions<z.output<E['request']>> = {},
): void {
  if (opts.cache && e.access !== 'public') throw new Error(`${e.path}: only public answers may be cached`);
  if (opts.cache && opts.rateLimit) throw new Error(`${e.path}: a cached answer is not rate limited`);
  const cache = opts.cache && (opts.cache.store ?? replyCache(opts.cache.ttlMs));
  const limit = opts.rateLimit;
  const slots = opts.multipart ? uploadSlots(() => app.uploadsPerRoute) : null;
  const limiter = limit && routeLimiter(app, limit);
  const countHit = async (req: FastifyRequest): Promise<void> => limiter?.(req);
  app.route({
    method: e.method,
    url: e.path,
    handler: async (req, reply) => {
      if (!limit?.readOnly) {
        await countHit(req);
        return slots ? slots(() => answer(req, reply)) : answer(req, reply);
      }
      const [counted, answered] = await Promise.allSettled([countHit(req), answer(req, reply)]);
      if (counted.status === 'rejected') throw counted.reason;
      if (answered.status === 'rejected') throw answered.reason;
      return answered.value;
    },
  });

  async function answer(req: FastifyRequest, reply: FastifyReply) {
    const deps = app.deps;
    const caller =
      (opts.altCaller && (await opts.altCaller(req, deps))) ||
      (opts.noTenant && e.access === 'public' ? NO_TENANT : await resolveCaller(req, e.access, deps));
    const raw = e.method === 'GET' || opts.multipart ? req.query : (req.body ?? {});
    const input = parseInput(e.request, raw) as z.output<E['request']>;
    const ctx: RouteContext = { caller, deps, req, reply };
    // An uncached answer is for this caller only (registrations, identity numbers): never stored by a cache.
    if (!cache) reply.header('Cache-Control', 'no-store');
    const run = async () => e.response.parse(await handler(input, ctx)) as z.output<E['response']>;
    if (cache && opts.cache) {
      const key = JSON.stringify([caller.tenantId, caller.orgId, opts.cache.key(input)]);
      const body = await cache.get(key, deps.now().getTime(), async () => JSON.stringify(ok(await run())));
      return reply.type('application/json; charset=utf-8').send(body);
    }
    const key = req.headers['idempotency-key'];
    if (opts.idempotent && typeof key === 'string') {
      const scope = `${e.path}|${caller.tenantId}|${caller.userId ?? '-'}`;
      const r = await once(deps.db, scope, key, run, sha256(JSON.stringify(raw) ?? ''));
      if (r.replayed) reply.header('Idempotent-Replayed', 'true');
      return ok(r.body);
    }
    return ok(await run());
  }
}
