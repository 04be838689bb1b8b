import { staffPaths } from '@contract/api/staff';
import * as C from '@contract/staff';
import { accountActions, SELF_DISABLE_REFUSAL } from '@domain/staff/accounts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { apiError } from '../../http/errors';
import { parseInput } from '../../http/validation';
import { chinaText } from '../plan/china-text';
import { createStaff } from './accounts';
import { audit, who } from './audit';
import { requireStaff } from './guard';
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

const ADMIN = ['admin'] as const;

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
  const deps = app.deps;
  const inOrg = async (orgId: string, staffId: string) => {
    if (!(await staffInOrg(deps.db, orgId, staffId))) throw apiError('NOT_FOUND', '账号不存在');
  };
  app.post(staffPaths.listStaff, async (req) => {
    const { staff } = await requireStaff(deps, req, ADMIN);
    const list = await listStaff(deps.db, staff.orgId);
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'staff.list' });
    return ok(
      list.map(({ mustChange, lastLoginAt, ...r }) => ({
        ...r,
        mustChangePassword: mustChange,
        lastLoginAt: lastLoginAt ? chinaText(lastLoginAt) : null,
        actions: accountActions(r, staff.id),
      })),
    );
  });
  app.post(staffPaths.createStaff, async (req) => {
    const { staff } = await requireStaff(deps, req, ADMIN);
    const input = parseInput(C.createStaff.request, req.body ?? {});
    const made = await createStaff(deps.db, { ...input, orgId: staff.orgId });
    await audit(deps.db, deps.now(), {
      ...who(staff),
      ip: req.ip,
      action: 'staff.create',
      target: made.id,
      details: { role: input.role },
    });
    return ok(made);
  });
  app.post(staffPaths.disableStaff, async (req) => {
    const { staff } = await requireStaff(deps, req, ADMIN);
    const { staffId } = parseInput(C.disableStaff.request, req.body ?? {});
    await inOrg(staff.orgId, staffId);
    if (staffId === staff.id) throw apiError('REFUSED', SELF_DISABLE_REFUSAL);
    const was = await changeAccount(deps.db, staff.orgId, { staffId, disable: true }, deps.now());
    if (was.disabled) return ok(null);
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'staff.disable', target: staffId });
    return ok(null);
  });
  app.post(staffPaths.enableStaff, async (req) => {
    const { staff } = await requireStaff(deps, req, ADMIN);
    const { staffId } = parseInput(C.enableStaff.request, req.body ?? {});
    const was = await changeAccount(deps.db, staff.orgId, { staffId, disable: false }, deps.now());
    if (!was.disabled) return ok(null);
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'staff.enable', target: staffId });
    return ok(null);
  });
  app.post(staffPaths.changeStaffRole, async (req) => {
    const { staff } = await requireStaff(deps, req, ADMIN);
    const { staffId, role } = parseInput(C.changeStaffRole.request, req.body ?? {});
    const was = await changeAccount(deps.db, staff.orgId, { staffId, role }, deps.now());
    if (was.role === role) return ok(null);
    await audit(deps.db, deps.now(), {
      ...who(staff),
      ip: req.ip,
      action: 'staff.role',
      target: staffId,
      details: { from: was.role, to: role },
    });
    return ok(null);
  });
  app.post(staffPaths.resetPassword, async (req) => {
    const { staff } = await requireStaff(deps, req, ADMIN);
    const { staffId } = parseInput(C.resetPassword.request, req.body ?? {});
    await inOrg(staff.orgId, staffId);
    const password = randomPassword();
    await resetStaffPassword(deps.db, staffId, password, deps.now());
    await audit(deps.db, deps.now(), {
      ...who(staff),
      ip: req.ip,
      action: 'staff.reset-password',
      target: staffId,
    });
    return ok({ password });
  });
  app.post(staffPaths.listAudit, async (req) => {
    const { staff } = await requireStaff(deps, req, ADMIN);
    const f = parseInput(C.listAudit.request, req.body ?? {});
    const { total: n, rows: page } = await auditPage(deps.db, staff.orgId, f);
    const names = await auditNames(deps.db, staff.orgId, page);
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'audit.list' });
    return ok({
      total: n,
      rows: page.map((r) => ({
        ...auditItem(r),
        staffName: r.staffId ? (names.staff.get(r.staffId) ?? null) : null,
        targetName: r.target ? (names.targets.get(r.target) ?? null) : null,
      })),
    });
  });
  app.post(staffPaths.exportAudit, async (req, reply) => {
    const { staff } = await requireStaff(deps, req, ADMIN);
    const f = parseInput(C.listAudit.request, req.body ?? {});
    const all = await auditAll(deps.db, staff.orgId, f);
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'audit.export' });
    const head = 'id,staffId,role,at,action,target,ip,details';
    const lines = all.map(auditItem).map((r) => Object.values(r).map(csvCell).join(','));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit.csv"')
      .send(`\uFEFF${[head, ...lines].join('\r\n')}\r\n`);
  });
}
