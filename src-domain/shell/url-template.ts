import type { UserInfo } from '../identity/user-info';

export interface UrlTemplateContext {
  userInfo: UserInfo;
  /** The stored userName, for {{account}}. */
  userName: string | null;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * Spec section 3 "URL template placeholders": {{accesstoken}} is an encrypted token fetched only
 * when the template uses it (once); unknown placeholders stay as written. Values are URL-encoded,
 * a missing value becomes ''.
 */
export async function fillUrlTemplate(
  template: string,
  ctx: UrlTemplateContext,
  encryptedToken: () => Promise<string>,
): Promise<string> {
  const names = new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!));
  const u = ctx.userInfo ?? {};
  const values: Record<string, unknown> = {
    orgId: u.orgId,
    userInfoId: u.userInfoId,
    openAccountId: u.openAccountId,
    trueName: u.trueName,
    account: ctx.userName,
    tenantId: u.tenantId,
  };
  if (names.has('accesstoken')) values.accesstoken = await encryptedToken();
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const v = values[name];
    return v == null ? '' : encodeURIComponent(String(v));
  });
}
