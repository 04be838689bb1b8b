/** Every app this server hosts lives under this path; a redirect must land inside it. */
export const APP_PATH = '/zhxy/';

/**
 * Where /platform/login may send the browser back to: parsed as a URL against this server's origin,
 * then compared as a URL (same origin, http(s), path under APP_PATH), never as a string. The
 * accesstoken goes into the query, before the `#/route` of the SPA.
 */
export function safeRedirect(
  redirect: string | undefined,
  origin: string,
  scope: { tenantId: string; orgId: string },
): ((accesstoken: string) => string) | null {
  const fallback = `${APP_PATH}mobile/recruit/?orgId=${encodeURIComponent(scope.orgId)}&tenantId=${encodeURIComponent(scope.tenantId)}#/orientation/homepage/index`;
  const base = origin || 'http://localhost';
  let url: URL;
  try {
    url = new URL(redirect ?? fallback, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  // After normalisation the path must start with APP_PATH: '/.//evil.example' becomes '//evil.example'.
  if (!url.pathname.startsWith(APP_PATH) || url.pathname.startsWith('//')) return null;
  const relative = !redirect || !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(redirect.trim());
  if (!relative && !origin) return null;
  return (accesstoken) => {
    const u = new URL(url.href);
    u.searchParams.set('accesstoken', accesstoken);
    return relative ? `${u.pathname}${u.search}${u.hash}` : u.href;
  };
}
