import type { AppConfig } from '@domain/ports/app-config';
import { isHttpFailure } from '@domain/ports/http';
import type { Session } from '@domain/ports/session';

/**
 * The reference platform's stand-in for WeChat OAuth login (contract/README): it makes an
 * applicant account and comes back to `returnTo` with accesstoken=, which start-up exchanges.
 */
export function applicantLoginUrl(config: AppConfig, session: Session, returnTo: string): string {
  const u = session.userInfo();
  const q = new URLSearchParams({ tenantId: u.tenantId ?? '', orgId: u.orgId ?? '', redirect: returnTo });
  return `${config.baseUrl.replace(/\/+$/, '')}/platform/login?${q.toString()}`;
}

/** The platform's 绑定手机号 page (in WeChat): it comes back to `returnTo` with a fresh accesstoken. */
export function applicantBindUrl(config: AppConfig, session: Session, returnTo: string): string {
  return applicantLoginUrl(config, session, returnTo).replace('/platform/login?', '/platform/bind?');
}

/** An applicant-only call answered "not logged in" (server code 401 or HTTP 401). */
export function needsLogin(e: unknown): boolean {
  return isHttpFailure(e) && (e.code === 401 || e.status === 401);
}
