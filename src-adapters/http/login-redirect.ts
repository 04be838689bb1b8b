import { CHECKIN_ENTRY_ROUTE } from '@domain/shell/routes';

/** Calls made with a student session (welcome/report): their 401 goes back to the check-in entry. */
const STUDENT_PREFIXES = [
  '/sc-mobile-api/',
  '/welcome-manage-api/',
  '/enrollment-manage-api/api/mobile/welcome/',
];

export function isStudentCall(url: string): boolean {
  const path = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '');
  return STUDENT_PREFIXES.some((p) => path.startsWith(p));
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
