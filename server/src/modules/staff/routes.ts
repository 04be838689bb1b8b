import { staffPaths } from '@contract/api/staff';
import { endpoint, staffEndpoint } from '@contract/endpoint';
import * as C from '@contract/staff';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { handle } from '../../http/route';
import { appSms } from '../../sms/config';
import { changePassword } from './accounts';
import { STAFF_ROLES } from '@domain/journeys/codes';
import { resetWithCode, sendResetCode } from './forgot-password';
import { staffManageRoutes } from './manage';
import { login, revoke } from './sessions';

/** Until the first password change only me, change-password and logout answer. */
const open = { roles: STAFF_ROLES, beforePasswordChange: true } as const;
/** Login and 忘记密码: no session and no tenant header (the school is in the body). */
const noSession = <Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  c: { request: Req; response: Res },
) => endpoint({ method: 'POST', path, access: 'public', ...c });

/** Staff workspace: login, logout, me, change-password (issue 15 item 1), 忘记密码 (issue 25). */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  await staffManageRoutes(app);
  handle(
    app,
    noSession(staffPaths.login, C.login),
    async (input, { deps, req }) => {
      const { token, staff } = await login(deps, input, req.ip);
      return { token, mustChangePassword: staff.mustChange };
    },
    { noTenant: true },
  );
  handle(
    app,
    staffEndpoint(staffPaths.logout, C.logout),
    async (_i, c) => {
      await revoke(c.deps, c.tokenHash);
      return null;
    },
    { ...open, audit: () => ({ action: 'logout' }) },
  );
  handle(
    app,
    noSession(staffPaths.forgotPasswordSend, C.forgotPasswordSend),
    (input, { deps, req }) => sendResetCode(deps, appSms(app), input, req.ip),
    { noTenant: true },
  );
  handle(
    app,
    noSession(staffPaths.forgotPasswordReset, C.forgotPasswordReset),
    async (input, { deps, req }) => {
      await resetWithCode(deps, input, req.ip);
      return null;
    },
    { noTenant: true },
  );
  handle(
    app,
    staffEndpoint(staffPaths.me, C.me),
    async (_i, { staff }) => {
      const { id, orgId, name, phone, role, mustChange } = staff;
      return { id, orgId, name, phone, role, mustChangePassword: mustChange };
    },
    { ...open, audit: false },
  );
  handle(
    app,
    staffEndpoint(staffPaths.changePassword, C.changePassword),
    async (input, c) => {
      await changePassword(c.deps.db, c.staff.id, input.oldPassword, input.newPassword);
      return null;
    },
    { ...open, audit: () => ({ action: 'password.change' }) },
  );
}
