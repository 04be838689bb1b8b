import { createHash } from 'node:crypto';
import { acceptPromise } from '@contract/enrollment';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../db/rows';
import { newId } from '../../http/crypto';
import { handle } from '../../http/route';
import { schoolConfig } from '../cms/service';
import { chinaText } from '../plan/china-text';
import { loadPlan } from '../plan/service';

/** The version of a promise text: the same title and content always give the same version. */
export function promiseVersion(p: { title?: string; content?: string }): string {
  return createHash('sha256')
    .update(`${p.title ?? ''}\n${p.content ?? ''}`)
    .digest('hex')
    .slice(0, 16);
}

/**
 * Issue 14: 我已阅读并同意 the school's 诚信报名承诺书. The first acceptance of a text by an applicant
 * for a plan is kept (time and version); accepting the same text again answers that record.
 */
export async function promiseRoutes(app: FastifyInstance): Promise<void> {
  handle(app, acceptPromise, async ({ planId }, { caller, deps }) => {
    const plan = await loadPlan(deps.db, caller, planId);
    const promise = (await schoolConfig(deps.db, caller)).promise as { title?: string; content?: string };
    const version = promiseVersion(promise);
    const now = deps.now();
    await deps.db.execute(
      sql`INSERT INTO promise_acceptances (id, tenant_id, org_id, user_id, plan_id, version, accepted_at)
          VALUES (${newId('pa')}, ${caller.tenantId}, ${caller.orgId}, ${caller.userId}, ${plan.id}, ${version}, ${now})
          ON CONFLICT (user_id, plan_id, version) DO NOTHING`,
    );
    const [row] = await rows<{ accepted_at: Date }>(
      deps.db,
      sql`SELECT accepted_at FROM promise_acceptances
          WHERE user_id = ${caller.userId} AND plan_id = ${plan.id} AND version = ${version}`,
    );
    return { version, acceptedAt: chinaText(row?.accepted_at ?? now) };
  });
}
