import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountActions,
  accountStatusLabel,
  LAST_ADMIN_REFUSAL,
  lastAdminRefusal,
} from '@domain/staff/accounts';
import type { StaffRole } from '@domain/staff/types';

const role = fc.constantFrom<StaffRole>('admin', 'admissions', 'checkin');
const school = fc.uniqueArray(
  fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e'), role, disabled: fc.boolean() }),
  { selector: (a) => a.id, minLength: 1 },
);
const activeAdmins = (list: { role: StaffRole; disabled: boolean }[]) =>
  list.filter((a) => a.role === 'admin' && !a.disabled).length;

describe('the last active 学校管理员 (lastAdminRefusal)', () => {
  it('a change it allows never leaves a school that had an administrator without one', () => {
    fc.assert(
      fc.property(
        school,
        fc.nat(),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.option(role, { nil: undefined }),
        (list, i, disable, newRole) => {
          const target = list[i % list.length]!;
          const change = { staffId: target.id, disable, role: newRole };
          const after = list.map((a) =>
            a.id === target.id ? { ...a, disabled: disable ?? a.disabled, role: newRole ?? a.role } : a,
          );
          const refusal = lastAdminRefusal(list, change);
          if (refusal === null) expect(activeAdmins(list) === 0 || activeAdmins(after) > 0).toBe(true);
          else {
            expect(refusal).toBe(LAST_ADMIN_REFUSAL);
            expect(activeAdmins(after)).toBe(0);
          }
        },
      ),
    );
  });
  it('refuses demoting or disabling the only one, allows it with a second', () => {
    const one = [{ id: 'a', role: 'admin' as const, disabled: false }];
    expect(lastAdminRefusal(one, { staffId: 'a', role: 'checkin' })).toBe(LAST_ADMIN_REFUSAL);
    expect(lastAdminRefusal(one, { staffId: 'a', disable: true })).toBe(LAST_ADMIN_REFUSAL);
    const two = [...one, { id: 'b', role: 'admin' as const, disabled: false }];
    expect(lastAdminRefusal(two, { staffId: 'a', role: 'checkin' })).toBeNull();
    const disabledSecond = [...one, { id: 'b', role: 'admin' as const, disabled: true }];
    expect(lastAdminRefusal(disabledSecond, { staffId: 'a', disable: true })).toBe(LAST_ADMIN_REFUSAL);
  });
});

describe('account rows', () => {
  it('offer 启用 only when disabled, and never 停用 on one’s own account', () => {
    expect(accountActions({ id: 'a', disabled: true }, 'me')).toEqual(['enable']);
    expect(accountActions({ id: 'me', disabled: false }, 'me')).toEqual(['resetPassword', 'changeRole']);
    expect(accountActions({ id: 'a', disabled: false }, 'me')).toContain('disable');
  });
  it('read 在用 / 待改密 / 已停用', () => {
    expect(accountStatusLabel({ disabled: false, mustChangePassword: false })).toBe('在用');
    expect(accountStatusLabel({ disabled: false, mustChangePassword: true })).toBe('待改密');
    expect(accountStatusLabel({ disabled: true, mustChangePassword: true })).toBe('已停用');
  });
});
