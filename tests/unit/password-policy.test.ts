import { describe, expect, it } from 'vitest';
import { ONE_TIME_ALPHABET, passwordPolicyRefusal } from '@domain/staff/password-policy';

describe('staff password policy (src-domain/staff/password-policy.ts)', () => {
  it('refuses short, common, run-of and one-kind passwords', () => {
    expect(passwordPolicyRefusal('Ab1')).toBe('新密码至少8位');
    for (const weak of ['12345678', '87654321', 'abcdefgh', '11111111', 'Password1', 'qwer1234', 'a12345678'])
      expect(passwordPolicyRefusal(weak), weak).toBe('密码过于简单，请换一个不易被猜到的密码');
    expect(passwordPolicyRefusal('zhangsanlisi')).toBe('新密码须包含字母、数字、符号中的至少两类');
    expect(passwordPolicyRefusal('20260901')).toBe('新密码须包含字母、数字、符号中的至少两类');
  });
  it('accepts a password of two kinds or more', () => {
    for (const ok of ['e2e-Password-1', 'New-pass-2026', 'abcdefgh1', 'Staff-x1y2z-2026', 'zhang.san.li'])
      expect(passwordPolicyRefusal(ok), ok).toBeNull();
  });
  it('one-time passwords use no characters read alike', () => {
    expect(ONE_TIME_ALPHABET).not.toMatch(/[0Oo1lI]/);
  });
});
