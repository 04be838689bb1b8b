import { passwordPolicyRefusal } from '../../staff/password-policy';
import { PHONE_PATTERN } from '../../staff/accounts';

/** 忘记密码, step 1: school and phone; null when fine. */
export function forgotRequestRefusal(orgId: string, phone: string): string | null {
  if (!orgId.trim()) return '请填写学校编号';
  if (!PHONE_PATTERN.test(phone.trim())) return '请输入正确的手机号';
  return null;
}

/** 忘记密码, step 2: a 6-digit code and the new password twice; null when fine. */
export function forgotResetRefusal(code: string, next: string, again: string): string | null {
  if (!/^\d{6}$/.test(code.trim())) return '请输入6位验证码';
  if (next.length < 8) return '新密码至少8位';
  if (next !== again) return '两次输入的新密码不一致';
  return passwordPolicyRefusal(next);
}
