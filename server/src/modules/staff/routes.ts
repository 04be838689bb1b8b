import * as C from '@contract/staff';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route';
import { appSms } from '../../sms/config';
import { changePassword } from './accounts';
import { resetWithCode, sendResetCode } from './forgot-password';
import { staffManageRoutes } from './manage';
import { login, revoke } from './sessions';

/** Until the first password change only me, change-password and logout answer. */
const open = { beforePasswordChange: true } as const;

/** Staff workspace: login, logout, me, change-password (issue 15 item 1), 忘记密码 (issue 25). */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  await staffManageRoutes(app);
  handle(
    app,
    C.login,
    async (input, { deps, req }) => {
      const { token, staff } = await login(deps, input, req.ip);
      return { token, mustChangePassword: staff.mustChange };
    },
    { noTenant: true },
  );
  handle(
    app,
    C.logout,
    async (_i, c) => {
      await revoke(c.deps, c.tokenHash);
      return null;
    },
    open,
  );
  handle(
    app,
    C.forgotPasswordSend,
    (input, { deps, req }) => sendResetCode(deps, appSms(app), input, req.ip),
    { noTenant: true },
  );
  handle(
    app,
    C.forgotPasswordReset,
    async (input, { deps, req }) => {
      await resetWithCode(deps, input, req.ip);
      return null;
    },
    { noTenant: true },
  );
  handle(
    app,
    C.me,
    async (_i, { staff }) => {
      const { id, orgId, name, phone, role, mustChange } = staff;
      return { id, orgId, name, phone, role, mustChangePassword: mustChange };
    },
    { ...open, audit: false },
  );
  handle(
    app,
    C.changePassword,
    async (input, c) => {
      await changePassword(c.deps.db, c.staff.id, input.oldPassword, input.newPassword);
      return null;
    },
    open,
  );
}
