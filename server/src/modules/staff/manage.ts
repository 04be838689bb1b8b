import * as C from '@contract/staff';
import { accountActions, SELF_DISABLE_REFUSAL } from '@domain/staff/accounts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { chinaText } from '../plan/china-text';
import { createStaff } from './accounts';
import {
  auditAll,
  auditNames,
  auditPage,
  type AuditRow,
  changeAccount,
  listStaff,
  resetStaffPassword,
  staffInOrg,
} from './manage-service';
import { randomPassword } from './password';

const auditItem = (r: AuditRow) => ({
  id: Number(r.id),
  staffId: r.staffId,
  role: r.role,
  at: new Date(r.at).toISOString(),
  action: r.action,
  target: r.target,
  ip: r.ip,
  details: r.details ?? {},
});

const csvCell = (v: unknown): string => {
  const s = v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
  // A leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Staff management and the audit trail: 学校管理员 only, within the session's school. */
export async function staffManageRoutes(app: FastifyInstance): Promise<void> {
  const inOrg = async (db: Db, orgId: string, staffId: string) => {
    if (!(await staffInOrg(db, orgId, staffId))) throw apiError('NOT_FOUND', '账号不存在');
  };
  handle(app, C.listStaff, async (_i, c) => {
    const list = await listStaff(c.deps.db, c.staff.orgId);
    return list.map(({ mustChange, lastLoginAt, ...r }) => ({
      ...r,
      mustChangePassword: mustChange,
      lastLoginAt: lastLoginAt ? chinaText(lastLoginAt) : null,
      actions: accountActions(r, c.staff.id),
    }));
  });
  handle(app, C.createStaff, (input, c) => createStaff(c.deps.db, { ...input, orgId: c.staff.orgId }), {
    audit: (input, made) => ({ action: 'staff.create', target: made.id, details: { role: input.role } }),
  });
  // A no-op (already disabled, enabled, in that role) answers the same and writes no audit row.
  handle(app, C.disableStaff, async ({ staffId }, c) => {
    await inOrg(c.deps.db, c.staff.orgId, staffId);
    if (staffId === c.staff.id) throw apiError('REFUSED', SELF_DISABLE_REFUSAL);
    const was = await changeAccount(c.deps.db, c.staff.orgId, { staffId, disable: true }, c.deps.now());
    c.audit(was.disabled ? null : { action: 'staff.disable', target: staffId });
    return null;
  });
  handle(app, C.enableStaff, async ({ staffId }, c) => {
    const was = await changeAccount(c.deps.db, c.staff.orgId, { staffId, disable: false }, c.deps.now());
    c.audit(!was.disabled ? null : { action: 'staff.enable', target: staffId });
    return null;
  });
  handle(app, C.changeStaffRole, async ({ staffId, role }, c) => {
    const was = await changeAccount(c.deps.db, c.staff.orgId, { staffId, role }, c.deps.now());
    c.audit(
      was.role === role
        ? null
        : { action: 'staff.role', target: staffId, details: { from: was.role, to: role } },
    );
    return null;
  });
  handle(
    app,
    C.resetPassword,
    async ({ staffId }, c) => {
      await inOrg(c.deps.db, c.staff.orgId, staffId);
      const password = randomPassword();
      await resetStaffPassword(c.deps.db, staffId, password, c.deps.now());
      return { password };
    },
    { audit: ({ staffId }) => ({ action: 'staff.reset-password', target: staffId }) },
  );
  handle(app, C.listAudit, async (f, c) => {
    const { total: n, rows: page } = await auditPage(c.deps.db, c.staff.orgId, f);
    const names = await auditNames(c.deps.db, c.staff.orgId, page);
    return {
      total: n,
      rows: page.map((r) => ({
        ...auditItem(r),
        staffName: r.staffId ? (names.staff.get(r.staffId) ?? null) : null,
        targetName: r.target ? (names.targets.get(r.target) ?? null) : null,
      })),
    };
  });
  handle(app, C.exportAudit, async (f, c) => {
    const all = await auditAll(c.deps.db, c.staff.orgId, f);
    const head = 'id,staffId,role,at,action,target,ip,details';
    const lines = all.map(auditItem).map((r) => Object.values(r).map(csvCell).join(','));
    return {
      contentType: 'text/csv; charset=utf-8',
      filename: 'audit.csv',
      body: `\uFEFF${[head, ...lines].join('\r\n')}\r\n`,
    };
  });
}
