import type { StaffGateway } from '../../staff/gateway';
import type { StaffMe } from '../../staff/types';
import { passwordPolicyRefusal } from '../../staff/password-policy';

export type SignInOutcome = { kind: 'changePassword'; me: StaffMe } | { kind: 'ready'; me: StaffMe };

/** Logs in and reads who we are; the first login must change the password before anything else. */
export async function signIn(
  gw: StaffGateway,
  input: { orgId: string; phone: string; password: string },
): Promise<SignInOutcome> {
  const r = await gw.login(input);
  const me = await gw.me();
  return r.mustChangePassword || me.mustChangePassword
    ? { kind: 'changePassword', me }
    : { kind: 'ready', me };
}

/** The new password twice and different from the old one; null when fine. */
export function newPasswordRefusal(oldPassword: string, next: string, again: string): string | null {
  if (!oldPassword) return '请输入原密码';
  if (next.length < 8) return '新密码至少8位';
  if (next !== again) return '两次输入的新密码不一致';
  if (next === oldPassword) return '新密码不能与原密码相同';
  return passwordPolicyRefusal(next);
}

export async function changeFirstPassword(
  gw: StaffGateway,
  oldPassword: string,
  next: string,
  again: string,
): Promise<StaffMe> {
  const refusal = newPasswordRefusal(oldPassword, next, again);
  if (refusal) throw { kind: 'server', msg: refusal };
  await gw.changePassword(oldPassword, next);
  return gw.me();
}
