import { checkinByPass } from '@contract/welcome-manage';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { welcomeStudents } from '../../db/schema';
import { verifyToken } from '../../http/crypto';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  // The pass is the signed token of queryVerifyProcess; a pass of another tenant is refused.
  handle(app, checkinByPass, async ({ passToken }, { caller, deps }) => {
    const now = deps.now();
    const pass = verifyToken(deps.config.secret, 'pass', passToken, now.getTime());
    if (!pass) throw apiError('REFUSED', '报到码无效或已过期，请学生刷新后重新出示');
    if (pass.t !== caller.tenantId) throw apiError('FORBIDDEN');
    const where = and(eq(welcomeStudents.id, String(pass.w)), eq(welcomeStudents.tenantId, caller.tenantId));
    const [before] = await deps.db.select().from(welcomeStudents).where(where).limit(1);
    if (!before) throw apiError('NOT_FOUND', '新生信息不存在');
    const [row] = await deps.db
      .update(welcomeStudents)
      .set({ arrivedAt: sql`coalesce(${welcomeStudents.arrivedAt}, ${now.toISOString()}::timestamptz)` })
      .where(where)
      .returning();
    return {
      welcomeId: row!.id,
      name: row!.name,
      studentNo: row!.studentNo,
      className: row!.className,
      dormitory: row!.dormitory,
      arrivedAt: row!.arrivedAt!.toISOString(),
      alreadyArrived: before.arrivedAt !== null,
    };
  });
}
