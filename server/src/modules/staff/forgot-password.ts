import { passwordPolicyRefusal } from '@domain/staff/password-policy';
import { and, eq } from 'drizzle-orm';
import { orgs, staffAccounts as a } from '../../db/schema';
import type { ServerDeps } from '../../http/deps';
import { apiError } from '../../http/errors';
import { schoolSmsSender } from '../../school/senders';
import type { SmsPort } from '../../sms/port';
import { checkCode, sendCode } from '../platform/sms-code';
import { audit } from './audit';
import { resetStaffPassword } from './manage-service';
import { IP_ATTEMPTS, LOCK_MS, MAX_FAILURES } from './sessions';

// 忘记密码 (issue 25 item 4): an SMS code to the account's phone, then the code and a new password.
// Every answer is the same whether or not the phone has an active account in the school (no
// enumeration): a phone without one gets a code stored and counted like any other, only not sent.

/** Codes of this purpose live apart from the applicants' login codes (same table, own scope). */
const codeScope = (orgId: string) => `staff:${orgId}`;
const LOCKED = '尝试次数过多，请15分钟后再试';

async function school(deps: ServerDeps, orgId: string) {
  const [org] = await deps.db.select({ tenantId: orgs.tenantId }).from(orgs).where(eq(orgs.id, orgId));
  if (!org) throw apiError('REFUSED', '学校编号不正确');
  return { tenantId: org.tenantId, orgId };
}

async function activeAccount(deps: ServerDeps, orgId: string, phone: string) {
  const [acc] = await deps.db
    .select({ id: a.id, role: a.role, disabled: a.disabled })
    .from(a)
    .where(and(eq(a.orgId, orgId), eq(a.phone, phone)));
  return acc && !acc.disabled ? acc : null;
}

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

export async function sendResetCode(
  deps: ServerDeps,
  sms: SmsPort,
  input: { orgId: string; phone: string },
  ip: string,
): Promise<{ resendAfterS: number }> {
  const s = await school(deps, input.orgId);
  const acc = await activeAccount(deps, s.orgId, input.phone);
  const r = await sendCode(deps, sms, codeScope(s.orgId), input.phone, ip, {
    deliver: !!acc,
    purpose: 'staff-password',
    sender: await schoolSmsSender(deps.db, s, 'login'),
  });
  await audit(deps.db, deps.now(), {
    ...s,
    staffId: acc?.id ?? null,
    role: acc?.role ?? null,
    ip,
    action: 'password.forgot-code',
    details: acc ? {} : { phone: masked(input.phone), account: false },
  });
  return r;
}

/**
 * The code and a new password: the same limits as the password login (5 tries per phone and 30 per
 * address in 15 minutes), then the code's own (5 guesses, 5 minutes). On success the account's
 * login lock is lifted, the first-login change is done and every open session ends.
 */
export async function resetWithCode(
  deps: ServerDeps,
  input: { orgId: string; phone: string; code: string; newPassword: string },
  ip: string,
): Promise<void> {
  const s = await school(deps, input.orgId);
  // The password policy before the code is spent (src-domain/staff/password-policy.ts).
  const weak = passwordPolicyRefusal(input.newPassword);
  if (weak) throw apiError('REFUSED', weak);
  const t = deps.now().getTime();
  if ((await deps.rate.hit(`staff-login:${ip}`, LOCK_MS, t)) > IP_ATTEMPTS)
    throw apiError('TOO_MANY', LOCKED);
  if ((await deps.rate.hit(`staff-forgot:${s.orgId}:${input.phone}`, LOCK_MS, t)) > MAX_FAILURES)
    throw apiError('TOO_MANY', LOCKED);
  const acc = await activeAccount(deps, s.orgId, input.phone);
  try {
    await checkCode(deps, codeScope(s.orgId), input.phone, input.code, ip);
  } catch (e) {
    if (acc)
      await audit(deps.db, deps.now(), {
        ...s,
        staffId: acc.id,
        role: acc.role,
        ip,
        action: 'password.forgot-failed',
      });
    throw e;
  }
  // A phone without an account never received its code: a match is a lucky guess, answered as spent.
  if (!acc) throw apiError('REFUSED', '验证码已失效，请重新获取');
  await resetStaffPassword(deps.db, acc.id, input.newPassword, deps.now(), { mustChange: false });
  await audit(deps.db, deps.now(), {
    ...s,
    staffId: acc.id,
    role: acc.role,
    ip,
    action: 'password.forgot-reset',
  });
}
