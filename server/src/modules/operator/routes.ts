import type { OperatorCall } from '@contract/operator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forgetScopes } from '../../http/caller';
import { ok } from '../../http/envelope';
import { apiError } from '../../http/errors';
import { parseInput } from '../../http/validation';
import { OPERATOR_CALLS } from './calls';
import { secretMatches } from './secret';

/** Attempts per client address per minute over all operator calls, a right secret or not. */
export const OPERATOR_PER_MINUTE = 30;

const bearer = (req: FastifyRequest): string => {
  const m = /^Bearer (\S+)$/.exec(String(req.headers.authorization ?? ''));
  return m ? m[1]! : '';
};

/**
 * The platform operator's endpoints (npm run school / npm run staff while a server holds the embedded
 * database): off (404) without OPERATOR_SECRET; the secret as a bearer token, compared in constant
 * time; rate limited; each change one audit row with role 'operator'.
 */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  for (const name of Object.keys(OPERATOR_CALLS) as OperatorCall[]) {
    const c = OPERATOR_CALLS[name];
    app.post(c.schema.path, async (req, reply) => {
      const secret = deps.config.operatorSecret;
      if (!secret) throw apiError('NO_ROUTE');
      // Per address only (not per tenant header, which a caller could vary to get fresh windows).
      const hits = await deps.rate.hit(`operator:${req.ip}`, 60_000, deps.now().getTime());
      if (hits > OPERATOR_PER_MINUTE) throw apiError('TOO_MANY');
      if (!secretMatches(bearer(req), secret)) {
        req.log.warn({ call: name }, 'operator call refused: wrong or missing secret');
        throw apiError('FORBIDDEN');
      }
      reply.header('Cache-Control', 'no-store');
      const input = parseInput(c.schema.request, req.body ?? {});
      const out = await (c.run as (...a: unknown[]) => Promise<unknown>)(deps.db, input, {
        via: 'api',
        ip: req.ip,
        now: deps.now(),
      });
      if ('changesScope' in c && c.changesScope) forgetScopes(deps.db);
      return ok(c.schema.response.parse(out));
    });
  }
}
