import { STUDENT_API_PREFIXES } from '@contract/startup';
import type { AppConfig } from '@domain/ports/app-config';
import { CHECKIN_ENTRY_ROUTE } from '@domain/shell/routes';

/**
 * Where a call answering code 401 sends the person (null: nowhere, the app shows its own 登录, as
 * the staff app does through its Session's logout).
 */
export type SignInPlace = (
  url: string,
  here: string,
  scope: { orgId?: string; tenantId?: string },
) => string | null;
export const SignInPlace = Symbol.for('SignInPlace');

/** The student app: a student call back to the check-in entry, else the platform login and back. */
export const studentSignInPlace =
  (config: Pick<AppConfig, 'baseUrl'>): SignInPlace =>
  (url, here, scope) =>
    isStudentCall(url) ? studentEntryUrl(here) : loginRedirectUrl(config.baseUrl, scope, here);

export function isStudentCall(url: string): boolean {
  const path = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '');
  return STUDENT_API_PREFIXES.some((p) => path.startsWith(p));
}

/** GET /platform/login?tenantId=&orgId=&redirect=<url> (contract README, the WeChat OAuth stand-in). */
export function loginRedirectUrl(
  baseUrl: string,
  scope: { orgId?: string; tenantId?: string },
  redirect: string,
): string {
  const q = new URLSearchParams({ tenantId: scope.tenantId ?? '', orgId: scope.orgId ?? '', redirect });
  return `${baseUrl.replace(/\/+$/, '')}/platform/login?${q.toString()}`;
}

/** The same page with the hash route set to the check-in entry. */
export function studentEntryUrl(href: string): string {
  const at = href.indexOf('#');
  return `${at < 0 ? href : href.slice(0, at)}#${CHECKIN_ENTRY_ROUTE}`;
}
