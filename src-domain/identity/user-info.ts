/** The stored userInfo of spec section 3, merged with partial updates. */
export interface UserInfo {
  tenantId?: string;
  orgId?: string;
  userInfoId?: string;
  openAccountId?: string;
  trueName?: string;
  /** The new student's welcome/check-in record, set by welcome/report. */
  welcomeId?: string;
  [key: string]: unknown;
}

/** Merges a partial update (login user info, orgId, tenantId); undefined fields leave the old value. */
export function mergeUserInfo(
  prev: UserInfo | null | undefined,
  patch: Partial<UserInfo> | null | undefined,
): UserInfo {
  const next: UserInfo = { ...(prev ?? {}) };
  for (const [k, v] of Object.entries(patch ?? {})) if (v !== undefined) next[k] = v;
  return next;
}

/** Spec section 2: a URL with both orgId and tenantId resets the stored user info to just those two. */
export function entryUserInfo(orgId: string, tenantId: string): UserInfo {
  return { orgId, tenantId };
}

/** Spec section 2: entering the check-in entry page removes welcomeId. */
export function withoutWelcomeId(u: UserInfo): UserInfo {
  const { welcomeId: _dropped, ...rest } = u;
  return rest;
}

export function hasWelcomeId(u: UserInfo | null | undefined): boolean {
  const id = u?.welcomeId as unknown;
  return (typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id));
}
