import { staffPaths } from '@contract/api/staff';
import * as C from '@contract/staff';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validation';
import { appSms } from '../../sms/config';
import { changePassword } from './accounts';
import { audit, who } from './audit';
import { ALL_ROLES, requireStaff } from './guard';
import { resetWithCode, sendResetCode } from './forgot-password';
import { staffManageRoutes } from './manage';
import { login, revoke } from './sessions';

const open = { beforePasswordChange: true };

/** Staff workspace: login, logout, me, change-password (issue 15 item 1), 忘记密码 (issue 25). */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  await staffManageRoutes(app);
  app.post(staffPaths.login, async (req) => {
    const input = parseInput(C.login.request, req.body ?? {});
    const { token, staff } = await login(deps, input, req.ip);
    return ok({ token, mustChangePassword: staff.mustChange });
  });
  app.post(staffPaths.logout, async (req) => {
    const { staff, tokenHash } = await requireStaff(deps, req, ALL_ROLES, open);
    await revoke(deps, tokenHash);
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'logout' });
    return ok(null);
  });
  app.post(staffPaths.forgotPasswordSend, async (req) => {
    const input = parseInput(C.forgotPasswordSend.request, req.body ?? {});
    return ok(await sendResetCode(deps, appSms(app), input, req.ip));
  });
  app.post(staffPaths.forgotPasswordReset, async (req) => {
    const input = parseInput(C.forgotPasswordReset.request, req.body ?? {});
    await resetWithCode(deps, input, req.ip);
    return ok(null);
  });
  app.post(staffPaths.me, async (req) => {
    const { staff } = await requireStaff(deps, req, ALL_ROLES, open);
    const { id, orgId, name, phone, role, mustChange } = staff;
    return ok({ id, orgId, name, phone, role, mustChangePassword: mustChange });
  });
  app.post(staffPaths.changePassword, async (req) => {
    const { staff } = await requireStaff(deps, req, ALL_ROLES, open);
    const input = parseInput(C.changePassword.request, req.body ?? {});
    await changePassword(deps.db, staff.id, input.oldPassword, input.newPassword);
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'password.change' });
    return ok(null);
  });
}
