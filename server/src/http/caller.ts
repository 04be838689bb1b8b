import type { Access } from '@contract/endpoint';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { orgs } from '../db/schema';
import type { ServerDeps } from './deps';
import { apiError } from './errors';
import { findSession, renewSession, sessionState, type SessionKind } from './sessions';

/** Who is calling: for token calls everything comes from the session, never from the headers. */
export interface Caller {
  tenantId: string;
  orgId: string;
  userId: string | null;
  kind: 'public' | SessionKind | 'staff';
  welcomeId: string | null;
  token: string | null;
}

/** The signed-in caller's user id (token endpoints always have one; a public call is asked to log in). */
export function userIdOf(caller: Pick<Caller, 'userId'>): string {
  if (!caller.userId) throw apiError('LOGIN');
  return caller.userId;
}

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;
const SCOPE_ID = /^[A-Za-z0-9_-]{1,64}$/;

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name.toLowerCase()];
  return typeof v === 'string' && v !== '' ? v : undefined;
};

export function bearer(req: FastifyRequest): string | null | 'malformed' {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer (.+)$/.exec(h);
  return m && TOKEN.test(m[1]!) ? m[1]! : 'malformed';
}

/** Public (`notToken`) calls: tenant and org from the headers, checked to exist and to belong together. */
export const publicScope = (req: FastifyRequest, deps: ServerDeps) =>
  checkScope(deps, header(req, 'tenantId'), header(req, 'orgId'));

/** The tenant must exist and the org belong to it and be open; no org = the tenant's first open org. */
export async function checkScope(
  deps: ServerDeps,
  tenantId: string | undefined,
  orgId: string | undefined,
): Promise<{ tenantId: string; orgId: string }> {
  if (!tenantId || !SCOPE_ID.test(tenantId)) throw apiError('BAD_REQUEST', '缺少租户信息（tenantId）');
  if (orgId !== undefined && !SCOPE_ID.test(orgId))
    throw apiError('BAD_REQUEST', '学校编号（orgId）格式不正确');
  const list = await orgsOf(deps, tenantId);
  const org = orgId ? list.find((id) => id === orgId) : list[0];
  if (!org) throw apiError('NOT_FOUND', '学校不存在');
  return { tenantId, orgId: org };
}

// Public calls are the hot path (plan list, result query): a tenant's org ids are cached for 30 s.
const SCOPE_TTL_MS = 30_000;
const scopeCache = new WeakMap<object, Map<string, { ids: string[]; until: number }>>();

async function orgsOf(deps: ServerDeps, tenantId: string): Promise<string[]> {
  let cache = scopeCache.get(deps.db);
  if (!cache) scopeCache.set(deps.db, (cache = new Map()));
  const now = Date.now();
  const hit = cache.get(tenantId);
  if (hit && hit.until > now) return hit.ids;
  const rows = await deps.db
    .select({ id: orgs.id })
    .from(orgs)
    // A school closed by the operator answers as an unknown one (学校不存在).
    .where(and(eq(orgs.tenantId, tenantId), isNull(orgs.disabledAt)))
    .orderBy(asc(orgs.id));
  const ids = rows.map((r) => r.id);
  if (cache.size > 1000) cache.clear();
  // Unknown tenants are not cached, so probing ids cannot grow the map.
  if (ids.length) cache.set(tenantId, { ids, until: now + SCOPE_TTL_MS });
  return ids;
}

/** Drops this process's cached org lists and public callers at once (a school was closed or reopened). */
export function forgetScopes(db: object): void {
  scopeCache.delete(db);
  publicCallers.delete(db);
}

// The checked public caller per raw (tenantId, orgId) header pair, as long as the org list is cached:
// the hot public calls skip the header checks and the org look-up. Only accepted pairs are kept.
const publicCallers = new WeakMap<object, Map<string, { caller: Caller; until: number }>>();

async function publicCaller(req: FastifyRequest, deps: ServerDeps): Promise<Caller> {
  const t = req.headers.tenantid;
  const o = req.headers.orgid;
  const key = typeof t === 'string' && (o === undefined || typeof o === 'string') ? `${t}\n${o ?? ''}` : null;
  let cache = publicCallers.get(deps.db);
  if (!cache) publicCallers.set(deps.db, (cache = new Map()));
  const now = Date.now();
  const hit = key === null ? undefined : cache.get(key);
  if (hit && hit.until > now) return hit.caller;
  const scope = await publicScope(req, deps);
  const caller: Caller = Object.freeze({
    ...scope,
    userId: null,
    kind: 'public',
    welcomeId: null,
    token: null,
  });
  if (key !== null) {
    if (cache.size > 1000) cache.clear();
    cache.set(key, { caller, until: now + SCOPE_TTL_MS });
  }
  return caller;
}

export async function resolveCaller(req: FastifyRequest, access: Access, deps: ServerDeps): Promise<Caller> {
  if (access === 'public') return publicCaller(req, deps);
  const token = bearer(req);
  if (token === null) throw apiError('LOGIN');
  if (token === 'malformed') throw apiError('TOKEN');
  const s = await findSession(deps.db, token);
  if (!s) throw apiError('TOKEN');
  const now = deps.now();
  const state = sessionState(s, now, deps.config.sessionIdleMs);
  if (state === 'revoked') throw apiError('TOKEN');
  if (state === 'expired') throw apiError('LOGIN', '登录已过期，请重新登录');
  // A session of a school the operator has closed since answers as for an unknown school.
  if (!(await orgsOf(deps, s.tenantId)).includes(s.orgId)) throw apiError('NOT_FOUND', '学校不存在');
  await renewSession(deps.db, s, now);
  if (access === 'student' && (s.kind !== 'student' || !s.welcomeId)) throw apiError('FORBIDDEN');
  if (access === 'admin' && s.kind !== 'admin') throw apiError('FORBIDDEN');
  return {
    tenantId: s.tenantId,
    orgId: s.orgId,
    userId: s.userId,
    kind: s.kind,
    welcomeId: s.welcomeId,
    token,
  };
}
