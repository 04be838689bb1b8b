import type { StaffRole } from '@contract/staff';
import type { FastifyRequest } from 'fastify';
import type { ServerDeps } from '../../http/deps';
import { apiError } from '../../http/errors';
import { type Staff, staffOfRequest } from './sessions';

export const ROLE_LABEL: Record<StaffRole, string> = {
  admin: '学校管理员',
  admissions: '招生老师',
  checkin: '报到老师',
};

/**
 * The staff session of a request, allowed for one of `roles`; tenant and school come from it,
 * never from headers. Until the first password change only me/change-password/logout answer.
 */
export async function requireStaff(
  deps: ServerDeps,
  req: FastifyRequest,
  roles: readonly StaffRole[],
  opts: { beforePasswordChange?: boolean } = {},
): Promise<{ staff: Staff; tokenHash: string }> {
  const s = await staffOfRequest(deps, req);
  if (s.staff.mustChange && !opts.beforePasswordChange) throw apiError('FORBIDDEN', '请先修改初始密码');
  if (!roles.includes(s.staff.role)) throw apiError('FORBIDDEN');
  return s;
}
