import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promiseAcceptances } from '../../db/schema';
import { schoolPromiseText } from '../../school/public-config';
import { type Caller, userIdOf } from '../../http/caller';
import { apiError } from '../../http/errors';
import { promiseVersion } from './service';

export const PROMISE_NOT_ACCEPTED = '请先阅读并同意诚信报名承诺书';

/**
 * Issue 14 item 9: when the school's 诚信报名承诺书 says signRequired, a registration is refused until the
 * applicant has accepted the CURRENT text (its version) for this plan: a changed text asks again.
 * A school without a promise in its settings asks nothing (school/public-config.ts).
 */
export async function requireAcceptedPromise(db: Db, caller: Caller, planId: string): Promise<void> {
  const promise = await schoolPromiseText(db, caller);
  if (!promise.signRequired) return;
  const [accepted] = await db
    .select({ id: promiseAcceptances.id })
    .from(promiseAcceptances)
    .where(
      and(
        eq(promiseAcceptances.tenantId, caller.tenantId),
        eq(promiseAcceptances.userId, userIdOf(caller)),
        eq(promiseAcceptances.planId, planId),
        eq(promiseAcceptances.version, promiseVersion(promise)),
      ),
    )
    .limit(1);
  if (!accepted) throw apiError('BAD_REQUEST', PROMISE_NOT_ACCEPTED);
}
