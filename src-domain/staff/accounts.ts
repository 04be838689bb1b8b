import type { StaffRole } from './types';

/** What 账号管理 offers on one account; the server sends each row's list and the screen shows exactly those. */
export type AccountAction = 'resetPassword' | 'disable' | 'enable' | 'changeRole';

export interface StaffAccount {
  id: string;
  name: string;
  phone: string;
  role: StaffRole;
  disabled: boolean;
  /** 待改密: the one-time password has not been changed yet. */
  mustChangePassword: boolean;
  /** The last login (+08:00), null when the account never logged in. */
  lastLoginAt: string | null;
  actions: AccountAction[];
}

export const LAST_ADMIN_REFUSAL = '学校至少需要保留一名在用的学校管理员，请先为其他账号设置该角色';
export const SELF_DISABLE_REFUSAL = '不能停用自己的账号';

export const PHONE_PATTERN = /^1\d{10}$/;

/** 在用 / 待改密 / 已停用. */
export function accountStatusLabel(a: Pick<StaffAccount, 'disabled' | 'mustChangePassword'>): string {
  if (a.disabled) return '已停用';
  return a.mustChangePassword ? '待改密' : '在用';
}

/** The actions of an account for the signed-in administrator `selfId` (one never disables oneself). */
export function accountActions(a: { id: string; disabled: boolean }, selfId: string): AccountAction[] {
  if (a.disabled) return ['enable'];
  return a.id === selfId ? ['resetPassword', 'changeRole'] : ['resetPassword', 'changeRole', 'disable'];
}

export interface AccountChange {
  staffId: string;
  disable?: boolean;
  role?: StaffRole;
}

/**
 * Spec rule (issue 25): a school always keeps one active 学校管理员. Null when `change` applied to
 * `accounts` (the school's accounts) leaves at least one, else the Chinese refusal.
 */
export function lastAdminRefusal(
  accounts: readonly { id: string; role: StaffRole; disabled: boolean }[],
  change: AccountChange,
): string | null {
  const after = accounts.map((a) =>
    a.id === change.staffId
      ? { ...a, disabled: change.disable ?? a.disabled, role: change.role ?? a.role }
      : a,
  );
  const active = (list: typeof accounts) => list.filter((a) => a.role === 'admin' && !a.disabled).length;
  return active(after) === 0 && active(accounts) > 0 ? LAST_ADMIN_REFUSAL : null;
}
