import type { StaffRole } from '@contract/staff';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orgs, staffAccounts } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { newId } from '../../http/crypto';
import { apiError } from '../../http/errors';
import { passwordPolicyRefusal } from '@domain/staff/password-policy';
import { hashPassword, randomPassword, verifyPassword } from './password';

export interface NewStaff {
  orgId: string;
  name: string;
  phone: string;
  role: StaffRole;
}

/**
 * A phone is one person's account in a school for good: a disabled account keeps its phone (its audit
 * trail stays with one account) and comes back by 启用, never by a second account.
 */
const duplicatePhone = (dup: { name: string; disabled: boolean }) =>
  dup.disabled
    ? `该手机号属于已停用的账号「${dup.name}」，请在列表中启用该账号`
    : `该手机号已有账号「${dup.name}」`;

/** Creates an account with a random first password (returned once; must be changed at first login). */
export async function createStaff(db: Db, s: NewStaff): Promise<{ id: string; password: string }> {
  const [org] = await db.select({ tenantId: orgs.tenantId }).from(orgs).where(eq(orgs.id, s.orgId));
  if (!org) throw apiError('NOT_FOUND', '学校不存在');
  const [dup] = await db
    .select({ name: staffAccounts.name, disabled: staffAccounts.disabled })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.orgId, s.orgId), eq(staffAccounts.phone, s.phone)));
  if (dup) throw apiError('REFUSED', duplicatePhone(dup));
  const id = newId('staff');
  const password = randomPassword();
  try {
    await db.insert(staffAccounts).values({
      id,
      tenantId: org.tenantId,
      orgId: s.orgId,
      name: s.name,
      phone: s.phone,
      role: s.role,
      passwordHash: await hashPassword(password),
    });
  } catch (e) {
    // Two creations of one phone at once: the unique (org_id, phone) refuses the second.
    if (isUniqueViolation(e)) throw apiError('REFUSED', '该手机号已有账号');
    throw e;
  }
  return { id, password };
}

/** Changes one's own password (old one required); clears the first-login flag. */
export async function changePassword(
  db: Db,
  staffId: string,
  oldPassword: string,
  next: string,
): Promise<void> {
  const [acc] = await db
    .select({ passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId));
  if (!acc || !(await verifyPassword(oldPassword, acc.passwordHash))) throw apiError('REFUSED', '原密码错误');
  if (oldPassword === next) throw apiError('REFUSED', '新密码不能与原密码相同');
  const weak = passwordPolicyRefusal(next);
  if (weak) throw apiError('REFUSED', weak);
  await db
    .update(staffAccounts)
    .set({ passwordHash: await hashPassword(next), mustChange: false })
    .where(eq(staffAccounts.id, staffId));
}

export const DEMO_ADMIN_PHONE = '13000000000';

/**
 * The first 学校管理员 of each demo school, made when `npm start` seeds the demo: a random password
 * printed once (changed at first login); no known default credential exists.
 */
export async function seedDemoStaff(
  db: Db,
  schools: readonly { orgId: string; schoolName: string }[],
): Promise<{ orgId: string; schoolName: string; phone: string; password: string }[]> {
  const out = [];
  for (const s of schools) {
    const { password } = await createStaff(db, {
      orgId: s.orgId,
      name: '演示管理员',
      phone: DEMO_ADMIN_PHONE,
      role: 'admin',
    });
    out.push({ orgId: s.orgId, schoolName: s.schoolName, phone: DEMO_ADMIN_PHONE, password });
  }
  return out;
}
