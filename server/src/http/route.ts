import { fileAnswer } from '@contract/common';
import type { Endpoint } from '@contract/endpoint';
import type { StaffRole } from '@contract/staff';
import { ACTION_ROLES } from '@domain/staff/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { audit, who } from '../modules/staff/audit';
import { requireStaff } from '../modules/staff/guard';
import type { Staff } from '../modules/staff/sessions';
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

/** A staff call: the session's staff member (tenant and school come from it) and the client IP. */
export interface StaffRouteContext extends RouteContext {
  staff: Staff;
  ip: string;
  /** The hash of the session token (logout revokes it). */
  tokenHash: string;
  /** Facts the handler learns that its answer does not carry, for the audit note (e.g. notices queued). */
  note: Record<string, unknown>;
  /** The handler's own audit note (taken instead of the `audit` option's); null: no row for this call. */
  audit: (note: AuditNote | null) => void;
}

/** What the audit row of a staff call says: the action, its target and details (never a full ID number). */
export interface AuditNote {
  /** Defaults to the operation's declared `audit` label. */
  action?: string;
  target?: string | null;
  details?: Record<string, unknown>;
}

/** A download answered instead of the envelope (contract `fileAnswer`). */
export interface FileAnswer {
  contentType: string;
  /** The UTF-8 name; an ASCII fallback is derived (RFC 5987). */
  filename: string;
  body: Buffer | Readable | string;
}

export interface RouteOptions<I = unknown, O = unknown> {
  /** Staff endpoints: until the first password change only the endpoints with this answer. */
  beforePasswordChange?: boolean;
  /**
   * Staff endpoints: the audit row of a call that succeeded (who, role, when, IP come from the
   * session), from the input and the answer — reads of personal data included. `null`: no row.
   */
  audit?: ((input: I, out: O, ctx: StaffRouteContext) => AuditNote | null) | false;
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

export type ContextOf<E extends Endpoint> = E extends { access: 'staff' } ? StaffRouteContext : RouteContext;

export type Handler<E extends Endpoint> = (
  input: z.output<E['request']>,
  ctx: ContextOf<E>,
) => Promise<z.input<E['response']>>;

/**
 * A staff handler that answers its data (or a file) with the audit note beside it, for notes that
 * need facts the answer does not carry (what changed, the state before).
 */
export const audited =
  <I, O>(
    run: (
      input: I,
      ctx: StaffRouteContext,
    ) => Promise<({ data: O } | { file: O & FileAnswer }) & { audit: AuditNote | null }>,
  ) =>
  async (input: I, ctx: StaffRouteContext): Promise<O> => {
    const r = await run(input, ctx);
    ctx.audit(r.audit);
    return 'file' in r ? r.file : r.data;
  };

/** What `handle()` registered, by `METHOD path` (tests check every staff route is one of these). */
export interface Handled {
  endpoint: Endpoint;
  roles: readonly StaffRole[] | null;
}
export const handledEndpoints = new Map<string, Handled>();

const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');

/** A file answer: no envelope, a content-disposition with an ASCII fallback and the UTF-8 name. */
function sendFile(reply: FastifyReply, f: FileAnswer) {
  return reply
    .header('content-type', f.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${asciiName(f.filename)}"; filename*=UTF-8''${encodeURIComponent(f.filename)}`,
    )
    .send(f.body);
}

/**
 * Registers one contract endpoint: rate limit → caller (token or public headers) → zod input →
 * handler → response parsed by the contract schema (strips anything not in the contract) → envelope.
 * Staff endpoints (access 'staff'): the staff session and its role instead of the caller, and one
 * audit row per call that succeeded; a `fileAnswer` response is sent as a download.
 */
export function handle<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: Handler<E>,
  opts: RouteOptions<z.output<E['request']>, z.output<E['response']>> = {},
): void {
  const staffOnly = e.access === 'staff';
  // One permission table: a staff operation's roles are its action's (src-domain/staff/roles.ts).
  const roles = e.action ? ACTION_ROLES[e.action] : undefined;
  if (staffOnly && !roles?.length)
    throw new Error(`${e.path}: a staff endpoint names its action (its roles)`);
  if (!staffOnly && (roles || opts.audit || e.audit))
    throw new Error(`${e.path}: roles and audit are for staff`);
  handledEndpoints.set(`${e.method} ${e.path}`, { endpoint: e, roles: roles ?? null });
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
    if (staffOnly) return staffAnswer(req, reply);
    const deps = app.deps;
    const caller =
      (opts.altCaller && (await opts.altCaller(req, deps))) ||
      (opts.noTenant && e.access === 'public' ? NO_TENANT : await resolveCaller(req, e.access, deps));
    const raw = e.method === 'GET' || opts.multipart ? req.query : (req.body ?? {});
    const input = parseInput(e.request, raw) as z.output<E['request']>;
    const ctx: RouteContext = { caller, deps, req, reply };
    // An uncached answer is for this caller only (registrations, identity numbers): never stored by a cache.
    if (!cache) reply.header('Cache-Control', 'no-store');
    const run = async () =>
      e.response.parse(await handler(input, ctx as ContextOf<E>)) as z.output<E['response']>;
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

  async function staffAnswer(req: FastifyRequest, reply: FastifyReply) {
    const deps = app.deps;
    const { staff, tokenHash } = await requireStaff(deps, req, roles!, {
      beforePasswordChange: opts.beforePasswordChange,
    });
    const caller: Caller = {
      tenantId: staff.tenantId,
      orgId: staff.orgId,
      userId: staff.id,
      kind: 'staff',
      welcomeId: null,
      token: null,
    };
    const raw = opts.multipart ? (req.query ?? {}) : (req.body ?? {});
    const input = parseInput(e.request, raw) as z.output<E['request']>;
    let noted: AuditNote | null | undefined;
    const ctx: StaffRouteContext = {
      ...{ caller, deps, req, reply, staff, ip: req.ip, tokenHash, note: {} },
      audit: (n) => void (noted = n),
    };
    reply.header('Cache-Control', 'no-store');
    const out = e.response.parse(await handler(input, ctx as ContextOf<E>)) as z.output<E['response']>;
    // Exactly one row per call that succeeded, unless the endpoint says it keeps none (`audit: false`);
    // a declared audit label alone is a row without target or details.
    const note = noted !== undefined ? noted : optionsNote(input, out, ctx);
    if (note === undefined) throw new Error(`${e.path}: no audit note`);
    if (note) {
      const action = note.action ?? e.audit;
      if (!action) throw new Error(`${e.path}: the audit note names no action`);
      await audit(deps.db, deps.now(), {
        ...who(staff),
        ip: req.ip,
        action,
        target: note.target ?? null,
        details: note.details ?? {},
      });
    }
    if (e.response === fileAnswer) return sendFile(reply, out as FileAnswer);
    return ok(out);
  }

  /** The audit note of the `audit` option, or of the declared label alone; undefined: none said. */
  function optionsNote(input: z.output<E['request']>, out: z.output<E['response']>, ctx: StaffRouteContext) {
    if (opts.audit === false) return null;
    if (opts.audit) return opts.audit(input, out, ctx);
    return e.audit ? {} : undefined;
  }
}
