import * as E from '@contract/enrollment';
import type { FastifyInstance } from 'fastify';
import { call, type CallOptions } from './app';

/**
 * registerStudent as the app sends it: a signed-in applicant first accepts the school's
 * 诚信报名承诺书 (acceptPromise, as submitRegistration does when the school requires it), then registers.
 * The promise call carries no Idempotency-Key: only the registration does.
 */
export async function registerAccepted(app: FastifyInstance, body: unknown, opts: CallOptions = {}) {
  const planId = (body as { planId?: unknown } | null)?.planId;
  if (opts.token && typeof planId === 'string') {
    // A refused promise (unknown plan, bad id) is left to the registration's own answer.
    await call(app, E.acceptPromise, { planId }, { token: opts.token });
  }
  return call(app, E.registerStudent, body, opts);
}
