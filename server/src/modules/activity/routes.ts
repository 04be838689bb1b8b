import { activityList, regActivity } from '@contract/enrollment';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route';
import { listActivities, signUp } from './service';
import { signupRoutes } from './signups';

export async function activityRoutes(app: FastifyInstance): Promise<void> {
  await signupRoutes(app);
  handle(app, activityList, (q, { caller, deps }) => listActivities(deps.db, caller, q, deps.now()));
  handle(app, regActivity, (input, { caller, deps }) => signUp(deps.db, caller, input, deps.now()), {
    idempotent: true,
  });
}
