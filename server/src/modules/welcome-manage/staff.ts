import { chinaInstant } from '@domain/time/china-time';
import { checkinByPass } from '@contract/welcome-manage';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { welcomeStudents } from '../../db/schema';
import { type Caller, publicScope } from '../../http/caller';
import type { ServerDeps } from '../../http/deps';
import { verifyToken } from '../../http/crypto';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { checkKey } from '../admin/routes';

/**
 * Staff at the gate may use the admin key instead of a session: `X-Admin-Key` (wrong → 403) and the
 * school from the `tenantId`/`orgId` headers; the pass must still belong to that tenant.
 */
async function adminKeyCaller(req: FastifyRequest, deps: ServerDeps): Promise<Caller | null> {
  if (req.headers['x-admin-key'] === undefined) return null;
  checkKey(req);
  const scope = await publicScope(req, deps);
  return { ...scope, userId: null, kind: 'admin', welcomeId: null, token: null };
}

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  // The pass is the signed token of queryVerifyProcess; a pass of another tenant is refused.
  handle(
    app,
    checkinByPass,
    async ({ passToken }, { caller, deps }) => {
      const now = deps.now();
      const pass = verifyToken(deps.config.secret, 'pass', passToken, now.getTime());
      if (!pass) throw apiError('REFUSED', '报到码无效或已过期，请学生刷新后重新出示');
      if (pass.t !== caller.tenantId) throw apiError('FORBIDDEN');
      const where = and(
        eq(welcomeStudents.id, String(pass.w)),
        eq(welcomeStudents.tenantId, caller.tenantId),
      );
      const [before] = await deps.db.select().from(welcomeStudents).where(where).limit(1);
      if (!before) throw apiError('NOT_FOUND', '新生信息不存在');
      const [row] = await deps.db
        .update(welcomeStudents)
        .set({
          arrivedAt: sql`coalesce(${welcomeStudents.arrivedAt}, ${now.toISOString()}::timestamptz)`,
          // 现场核验: without an approved photo the desk checks the student in person.
          onsiteVerifiedAt:
            before.photoFileId && before.photoStatus === 1
              ? before.onsiteVerifiedAt
              : sql`coalesce(${welcomeStudents.onsiteVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(where)
        .returning();
      return {
        welcomeId: row!.id,
        name: row!.name,
        studentNo: row!.studentNo,
        className: row!.className,
        dormitory: row!.dormitory,
        arrivedAt: chinaInstant(row!.arrivedAt!),
        alreadyArrived: before.arrivedAt !== null,
      };
    },
    { altCaller: adminKeyCaller },
  );
}
