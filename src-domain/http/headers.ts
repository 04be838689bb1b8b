import { ysNetType } from '../shell/startup';
import type { UserInfo } from '../identity/user-info';

export interface RequestHeaders {
  tenantId: string;
  /** Sent only when an organisation is known (spec section 6). */
  orgId?: string;
  /** The current timestamp (spec section 7). */
  requestId: string;
  ysNetType: '0' | '1';
  [name: string]: string | undefined;
}

/** Spec section 7: the headers every request carries. */
export function requestHeaders(ctx: {
  tenantId?: string;
  orgId?: string;
  manually: string;
  now: Date;
}): RequestHeaders {
  const h: RequestHeaders = {
    tenantId: ctx.tenantId ?? '',
    requestId: String(ctx.now.getTime()),
    ysNetType: ysNetType(ctx.manually) ? '1' : '0',
  };
  if (ctx.orgId) h.orgId = ctx.orgId;
  return h;
}

export type TenantSource = 'public' | 'login' | { stateKey: string };

/**
 * Spec section 6: the tenantId header comes from the public user info, the logged-in user info
 * (by mode) or a custom state key; the stored tenantId is the fallback.
 */
export function pickTenantId(src: {
  mode: TenantSource;
  publicUserInfo?: { tenantId?: string } | null;
  userInfo?: UserInfo | null;
  state?: Record<string, unknown> | null;
  storedTenantId?: string | null;
}): string | undefined {
  let v: unknown;
  if (src.mode === 'public') v = src.publicUserInfo?.tenantId;
  else if (src.mode === 'login') v = src.userInfo?.tenantId;
  else {
    const s = src.state?.[src.mode.stateKey];
    v = typeof s === 'object' && s !== null ? (s as { tenantId?: unknown }).tenantId : s;
  }
  if (typeof v === 'number') v = String(v);
  return (typeof v === 'string' && v !== '' ? v : undefined) ?? (src.storedTenantId || undefined);
}
