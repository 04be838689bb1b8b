import { ACTION_ROLES } from '@domain/staff/roles';
import { chinaInstant } from '@domain/time/china-time';
import { checkinByPass } from '@contract/welcome-manage';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../../http/caller';
import type { ServerDeps } from '../../http/deps';
import { verifyToken } from '../../http/crypto';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { sha256 } from '../../http/crypto';
import { audit, who } from '../staff/audit';
import { requireStaff } from '../staff/guard';
import { checkInStudent, isStaffSession } from './gate-checkin';

/**
 * Staff at the gate scan passes with their staff session (`Authorization: Bearer`, role 报到老师 or
 * 学校管理员); the school comes from the session, and the pass must belong to it. The shared
 * `X-Admin-Key` is no longer accepted. A bearer that is not a staff session falls through to the
 * ordinary session check (which answers 403 for a student's token).
 */
async function staffCaller(req: FastifyRequest, deps: ServerDeps): Promise<Caller | null> {
  const m = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''));
  if (!m) return null;
  if (!(await isStaffSession(deps.db, sha256(m[1]!)))) return null;
  const { staff } = await requireStaff(deps, req, ACTION_ROLES.desk);
  gateStaff.set(req, staff);
  return {
    tenantId: staff.tenantId,
    orgId: staff.orgId,
    userId: null,
    kind: 'admin',
    welcomeId: null,
    token: null,
  };
}

const gateStaff = new WeakMap<FastifyRequest, Parameters<typeof who>[0] & { name: string }>();

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  // The pass is the signed token of queryVerifyProcess; a pass of another tenant is refused.
  handle(
    app,
    checkinByPass,
    async ({ passToken }, { caller, deps, req }) => {
      const now = deps.now();
      const pass = verifyToken(deps.config.secret, 'pass', passToken, now.getTime());
      if (!pass) throw apiError('REFUSED', '报到码无效或已过期，请学生刷新后重新出示');
      if (pass.t !== caller.tenantId) throw apiError('FORBIDDEN');
      const staff = gateStaff.get(req);
      const row = await checkInStudent(
        deps.db,
        caller.tenantId,
        String(pass.w),
        now,
        async (id) => {
          if (staff)
            await audit(deps.db, now, { ...who(staff), ip: req.ip, action: 'checkin.scan', target: id });
        },
        staff ? { id: staff.id, name: staff.name } : undefined,
      );
      return {
        welcomeId: row.id,
        name: row.name,
        studentNo: row.studentNo,
        className: row.className,
        dormitory: row.dormitory,
        arrivedAt: chinaInstant(row.arrivedAt!),
        alreadyArrived: row.alreadyArrived,
      };
    },
    { altCaller: staffCaller },
  );
}
