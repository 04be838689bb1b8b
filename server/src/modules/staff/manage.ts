import { staffPaths } from '@contract/api/staff';
import * as C from '@contract/staff';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../db/rows';
import { ok } from '../../http/envelope';
import { apiError } from '../../http/errors';
import { parseInput } from '../../http/validation';
import { createStaff } from './accounts';
import { audit, who } from './audit';
import { requireStaff } from './guard';
import { hashPassword, randomPassword } from './password';

const ADMIN = ['admin'] as const;

interface AuditRow {
  id: number;
  staff_id: string | null;
  role: string | null;
  at: string | Date;
  action: string;
  target: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}

const auditWhere = (
  orgId: string,
  f: { from?: string; to?: string; staffId?: string; action?: string },
): SQL =>
  sql.join(
    [
      sql`org_id = ${orgId}`,
      f.from ? sql`at >= ${f.from}` : null,
      f.to ? sql`at < ${f.to}` : null,
      f.staffId ? sql`staff_id = ${f.staffId}` : null,
      f.action ? sql`action = ${f.action}` : null,
    ].filter((x): x is SQL => x !== null),
    sql` AND `,
  );

const auditItem = (r: AuditRow) => ({
  id: Number(r.id),
  staffId: r.staff_id,
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
    const [r] = await rows(
      deps.db,
      sql`SELECT 1 FROM staff_accounts WHERE id = ${staffId} AND org_id = ${orgId}`,
    );
    if (!r) throw apiError('NOT_FOUND', '账号不存在');
  };
  app.post(staffPaths.listStaff, async (req) => {
    const { staff } = await requireStaff(deps, req, ADMIN);
    const list = await rows<{
      id: string;
      name: string;
      phone: string;
      role: C.StaffRole;
      disabled: boolean;
    }>(
      deps.db,
      sql`SELECT id, name, phone, role, disabled FROM staff_accounts WHERE org_id = ${staff.orgId} ORDER BY created_at, id`,
    );
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'staff.list' });
    return ok(list);
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
    if (staffId === staff.id) throw apiError('REFUSED', '不能停用自己的账号');
    await deps.db.execute(sql`UPDATE staff_accounts SET disabled = true WHERE id = ${staffId}`);
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'staff.disable', target: staffId });
    return ok(null);
  });
  app.post(staffPaths.resetPassword, async (req) => {
    const { staff } = await requireStaff(deps, req, ADMIN);
    const { staffId } = parseInput(C.resetPassword.request, req.body ?? {});
    await inOrg(staff.orgId, staffId);
    const password = randomPassword();
    await deps.db.execute(sql`UPDATE staff_accounts SET password_hash = ${await hashPassword(password)},
      must_change = true, failed_count = 0, locked_until = NULL WHERE id = ${staffId}`);
    await deps.db.execute(
      sql`UPDATE staff_sessions SET revoked_at = ${deps.now().toISOString()} WHERE staff_id = ${staffId} AND revoked_at IS NULL`,
    );
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
    const where = auditWhere(staff.orgId, f);
    const [{ n }] = (await rows<{ n: number }>(
      deps.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE ${where}`,
    )) as [{ n: number }];
    const page = await rows<AuditRow>(
      deps.db,
      sql`SELECT * FROM audit_log WHERE ${where} ORDER BY id DESC LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}`,
    );
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'audit.list' });
    return ok({ total: n, rows: page.map(auditItem) });
  });
  app.post(staffPaths.exportAudit, async (req, reply) => {
    const { staff } = await requireStaff(deps, req, ADMIN);
    const f = parseInput(C.listAudit.request, req.body ?? {});
    const all = await rows<AuditRow>(
      deps.db,
      sql`SELECT * FROM audit_log WHERE ${auditWhere(staff.orgId, f)} ORDER BY id LIMIT 10000`,
    );
    await audit(deps.db, deps.now(), { ...who(staff), ip: req.ip, action: 'audit.export' });
    const head = 'id,staffId,role,at,action,target,ip,details';
    const lines = all.map(auditItem).map((r) => Object.values(r).map(csvCell).join(','));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit.csv"')
      .send(`\uFEFF${[head, ...lines].join('\r\n')}\r\n`);
  });
}
