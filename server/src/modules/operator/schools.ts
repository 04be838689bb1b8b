import type * as O from '@contract/operator';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orgs, schoolConfigs, staffAccounts, tenants } from '../../db/schema';
import { apiError } from '../../http/errors';
import { withDefaults } from '../../school/settings';
import { createStaff } from '../staff/accounts';
import { audit } from '../staff/audit';

/** Who asked: `cli` wrote the database itself, `api` came through a server's operator endpoint. */
export interface OperatorActor {
  via: 'cli' | 'api';
  ip?: string | null;
  now: Date;
}

type CreateInput = z.output<typeof O.createSchool.request>;
type SchoolItem = z.output<typeof O.SchoolItem>;

// Audit rows of the platform operator: no staff id, role 'operator' (the school's audit trail shows them).
export const operatorAudit = (
  db: Pick<Db, 'insert'>,
  who: OperatorActor,
  s: { tenantId: string; orgId: string },
  action: string,
  target: string,
  details: Record<string, unknown> = {},
) =>
  audit(db, who.now, {
    tenantId: s.tenantId,
    orgId: s.orgId,
    staffId: null,
    role: 'operator',
    action,
    target,
    ip: who.ip ?? null,
    details: { ...details, via: who.via },
  });

/** The student home's badge and 承诺书 of a new school, until its 学校管理员 sets them in 学校设置. */
const defaultSchoolConfig = (name: string) => ({
  badge: { schoolName: name, badgeUrl: '', motto: '', themeColor: '#1677ff', quickLinks: [] },
  promise: { title: '诚信报名承诺书', content: '', signRequired: false },
});

const isUniqueViolation = (e: unknown): boolean =>
  /duplicate key|unique constraint/i.test(String((e as { message?: unknown })?.message ?? e)) ||
  (e as { code?: unknown })?.code === '23505' ||
  (e as { cause?: { code?: unknown } })?.cause?.code === '23505';

const duplicate = (orgId: string, name: string) =>
  apiError('REFUSED', `学校编号 ${orgId} 已被「${name}」使用，请换一个学校编号`);

/**
 * A school from zero: its tenant (when new), the school with default settings, the student home's
 * badge and 承诺书 defaults, and its first 学校管理员 with a one-time password (change forced at first login).
 */
export async function createSchool(db: Db, input: CreateInput, who: OperatorActor) {
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, input.orgId));
      if (taken) throw duplicate(input.orgId, taken.name);
      const made = await tx
        .insert(tenants)
        .values({ id: input.tenantId, name: input.tenantName ?? input.name })
        .onConflictDoNothing()
        .returning({ id: tenants.id });
      const scope = { tenantId: input.tenantId, orgId: input.orgId };
      await tx.insert(orgs).values({
        id: input.orgId,
        tenantId: input.tenantId,
        name: input.name,
        settings: { ...withDefaults(null) },
      });
      await tx.insert(schoolConfigs).values({ ...scope, ...defaultSchoolConfig(input.name) });
      const admin = await createStaff(tx, {
        orgId: input.orgId,
        name: input.adminName,
        phone: input.adminPhone,
        role: 'admin',
      });
      await operatorAudit(tx, who, scope, 'school.create', input.orgId, {
        name: input.name,
        tenantCreated: made.length > 0,
      });
      await operatorAudit(tx, who, scope, 'staff.create', admin.id, { role: 'admin' });
      return {
        ...scope,
        name: input.name,
        tenantCreated: made.length > 0,
        admin: { id: admin.id, name: input.adminName, phone: input.adminPhone, password: admin.password },
      };
    });
  } catch (e) {
    // Two creates of one id at once: the loser meets the primary key.
    if (isUniqueViolation(e)) throw duplicate(input.orgId, input.orgId);
    throw e;
  }
}

const schoolRows = (db: Db) =>
  db
    .select({
      tenantId: orgs.tenantId,
      tenantName: tenants.name,
      orgId: orgs.id,
      name: orgs.name,
      disabledAt: orgs.disabledAt,
      staffCount: sql<number>`(SELECT ${count()} FROM ${staffAccounts} WHERE ${staffAccounts.orgId} = ${orgs.id})`,
    })
    .from(orgs)
    .innerJoin(tenants, eq(tenants.id, orgs.tenantId));

const item = (r: Awaited<ReturnType<typeof schoolRows>>[number]): SchoolItem => ({
  tenantId: r.tenantId,
  tenantName: r.tenantName,
  orgId: r.orgId,
  name: r.name,
  disabled: r.disabledAt !== null,
  staffCount: Number(r.staffCount),
});

/** Every school on the server, by tenant then school id. */
export async function listSchools(db: Db): Promise<SchoolItem[]> {
  return (await schoolRows(db).orderBy(asc(orgs.tenantId), asc(orgs.id))).map(item);
}

async function school(db: Db, orgId: string): Promise<SchoolItem> {
  const [r] = await schoolRows(db).where(eq(orgs.id, orgId));
  if (!r) throw apiError('NOT_FOUND', '学校不存在');
  return item(r);
}

/** A new name for the school and its student home's badge. */
export async function renameSchool(db: Db, orgId: string, name: string, who: OperatorActor) {
  const before = await school(db, orgId);
  await db.transaction(async (tx) => {
    await tx.update(orgs).set({ name }).where(eq(orgs.id, orgId));
    await tx
      .update(schoolConfigs)
      .set({ badge: sql`jsonb_set(${schoolConfigs.badge}, '{schoolName}', to_jsonb(${name}::text))` })
      .where(eq(schoolConfigs.orgId, orgId));
    await operatorAudit(tx, who, before, 'school.rename', orgId, { from: before.name, to: name });
  });
  return school(db, orgId);
}

/**
 * Closes or reopens a school. Closed: its staff cannot log in (open sessions end) and its public
 * calls answer 学校不存在, as for an unknown school; nothing is deleted.
 */
export async function setSchoolDisabled(db: Db, orgId: string, disabled: boolean, who: OperatorActor) {
  const before = await school(db, orgId);
  if (before.disabled !== disabled)
    await db.transaction(async (tx) => {
      await tx
        .update(orgs)
        .set({ disabledAt: disabled ? who.now : null })
        .where(eq(orgs.id, orgId));
      if (disabled)
        await tx.execute(
          sql`UPDATE staff_sessions SET revoked_at = ${who.now.toISOString()} WHERE revoked_at IS NULL AND staff_id IN (SELECT id FROM staff_accounts WHERE org_id = ${orgId})`,
        );
      await operatorAudit(tx, who, before, disabled ? 'school.disable' : 'school.enable', orgId);
    });
  return school(db, orgId);
}

/** `npm run staff -- create`: one account of the school, audited as the operator's. */
export async function operatorCreateStaff(
  db: Db,
  input: z.output<typeof O.createStaff.request>,
  who: OperatorActor,
) {
  const s = await school(db, input.orgId);
  return db.transaction(async (tx) => {
    const made = await createStaff(tx, input);
    await operatorAudit(tx, who, s, 'staff.create', made.id, { role: input.role });
    return made;
  });
}
