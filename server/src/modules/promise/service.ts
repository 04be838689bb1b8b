import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promiseAcceptances } from '../../db/schema';
import { type Caller, userIdOf } from '../../http/caller';
import { newId } from '../../http/crypto';
import { schoolPromiseText } from '../../school/public-config';

export interface SchoolPromise {
  title?: string;
  content?: string;
  signRequired?: boolean;
}

/** The version of a promise text: the same title and content always give the same version. */
export function promiseVersion(p: SchoolPromise): string {
  return createHash('sha256')
    .update(`${p.title ?? ''}\n${p.content ?? ''}`)
    .digest('hex')
    .slice(0, 16);
}

const schoolPromise = (db: Db, caller: Caller): Promise<SchoolPromise> => schoolPromiseText(db, caller);

/**
 * Issue 14: 我已阅读并同意 the school's 诚信报名承诺书. The first acceptance of a text by an applicant
 * for a plan is kept (time and version); accepting the same text again answers that record.
 */
export async function acceptPromise(
  db: Db,
  caller: Caller,
  planId: string,
  now: Date,
): Promise<{ version: string; acceptedAt: Date }> {
  const version = promiseVersion(await schoolPromise(db, caller));
  await db
    .insert(promiseAcceptances)
    .values({
      id: newId('pa'),
      tenantId: caller.tenantId,
      orgId: caller.orgId,
      userId: userIdOf(caller),
      planId,
      version,
      acceptedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ acceptedAt: promiseAcceptances.acceptedAt })
    .from(promiseAcceptances)
    .where(
      and(
        eq(promiseAcceptances.userId, userIdOf(caller)),
        eq(promiseAcceptances.planId, planId),
        eq(promiseAcceptances.version, version),
      ),
    );
  return { version, acceptedAt: row?.acceptedAt ?? now };
}
