import type { StaffRole } from '@contract/staff';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { newId } from '../../http/crypto';
import { apiError } from '../../http/errors';
import { hashPassword, randomPassword, verifyPassword } from './password';

export interface NewStaff {
  orgId: string;
  name: string;
  phone: string;
  role: StaffRole;
}

/** Creates an account with a random first password (returned once; must be changed at first login). */
export async function createStaff(db: Db, s: NewStaff): Promise<{ id: string; password: string }> {
  const [org] = await rows<{ tenant_id: string }>(db, sql`SELECT tenant_id FROM orgs WHERE id = ${s.orgId}`);
  if (!org) throw apiError('NOT_FOUND', '学校不存在');
  const [dup] = await rows(
    db,
    sql`SELECT 1 FROM staff_accounts WHERE org_id = ${s.orgId} AND phone = ${s.phone}`,
  );
  if (dup) throw apiError('REFUSED', '该手机号已有账号');
  const id = newId('staff');
  const password = randomPassword();
  await db.execute(sql`INSERT INTO staff_accounts (id, tenant_id, org_id, name, phone, role, password_hash)
    VALUES (${id}, ${org.tenant_id}, ${s.orgId}, ${s.name}, ${s.phone}, ${s.role}, ${await hashPassword(password)})`);
  return { id, password };
}

/** Changes one's own password (old one required); clears the first-login flag. */
export async function changePassword(
  db: Db,
  staffId: string,
  oldPassword: string,
  next: string,
): Promise<void> {
  const [acc] = await rows<{ password_hash: string }>(
    db,
    sql`SELECT password_hash FROM staff_accounts WHERE id = ${staffId}`,
  );
  if (!acc || !(await verifyPassword(oldPassword, acc.password_hash)))
    throw apiError('REFUSED', '原密码错误');
  if (oldPassword === next) throw apiError('REFUSED', '新密码不能与原密码相同');
  await db.execute(sql`UPDATE staff_accounts SET password_hash = ${await hashPassword(next)}, must_change = false
    WHERE id = ${staffId}`);
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
