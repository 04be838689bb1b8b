/**
 * Where /platform/login may send the browser back to: a path on this server or a URL of the same
 * origin (no open redirect). The accesstoken goes into the query, before the `#/route` of the SPA.
 */
export function safeRedirect(
  redirect: string | undefined,
  origin: string,
  scope: { tenantId: string; orgId: string },
): ((accesstoken: string) => string) | null {
  const fallback = `/zhxy/mobile/recruit/?orgId=${encodeURIComponent(scope.orgId)}&tenantId=${encodeURIComponent(scope.tenantId)}#/orientation/homepage/index`;
  const raw = redirect ?? fallback;
  const relative = raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\');
  let url: URL;
  try {
    url = new URL(raw, origin || 'http://localhost');
  } catch {
    return null;
  }
  if (!relative && (!origin || url.origin !== origin)) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return (accesstoken) => {
    const u = new URL(url.href);
    u.searchParams.set('accesstoken', accesstoken);
    return relative ? `${u.pathname}${u.search}${u.hash}` : u.href;
  };
}
