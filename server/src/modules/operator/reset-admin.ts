import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { apiError } from '../../http/errors';
import { resetStaffPassword } from '../staff/manage-service';
import { randomPassword } from '../staff/password';
import { operatorAudit, type OperatorActor } from './schools';
import { schoolOf } from '../../operator-backup/school-export';

/**
 * `npm run school -- reset-admin`: a school's 学校管理员 who cannot log in (forgot the password,
 * locked, or disabled) gets a new one-time password — printed once, change forced at login, the lock
 * lifted, the account enabled, open sessions ended; audited as the operator's. With several
 * administrators the phone says which.
 */
export async function resetAdmin(db: Db, orgId: string, phone: string | undefined, who: OperatorActor) {
  return db.transaction(async (tx) => {
    const school = await schoolOf(tx, orgId);
    const admins = await tx
      .select({
        id: staffAccounts.id,
        name: staffAccounts.name,
        phone: staffAccounts.phone,
        disabled: staffAccounts.disabled,
        lockedUntil: staffAccounts.lockedUntil,
      })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.orgId, orgId), eq(staffAccounts.role, 'admin')))
      .orderBy(asc(staffAccounts.createdAt));
    const chosen = phone ? admins.filter((a) => a.phone === phone) : admins;
    if (!admins.length)
      throw apiError(
        'NOT_FOUND',
        `学校「${school.name}」没有学校管理员账号，请用 npm run staff -- create --role admin 新建。 / The school has no administrator.`,
      );
    if (!chosen.length)
      throw apiError(
        'NOT_FOUND',
        `学校「${school.name}」没有手机号为 ${phone} 的学校管理员。 / No administrator with that phone.`,
      );
    if (chosen.length > 1)
      throw apiError(
        'REFUSED',
        `学校「${school.name}」有 ${chosen.length} 个学校管理员（${chosen.map((a) => `${a.name} ${a.phone}`).join('、')}），` +
          `请用 --phone 指定一个。 / Several administrators: choose one with --phone.`,
      );
    const admin = chosen[0]!;
    const password = randomPassword();
    await resetStaffPassword(tx, admin.id, password, who.now);
    if (admin.disabled)
      await tx.update(staffAccounts).set({ disabled: false }).where(eq(staffAccounts.id, admin.id));
    await operatorAudit(tx, who, school, 'staff.reset-admin', admin.id, {
      enabled: admin.disabled,
      wasLocked: admin.lockedUntil !== null && admin.lockedUntil > who.now,
    });
    return { school, admin: { id: admin.id, name: admin.name, phone: admin.phone }, password };
  });
}
