/** A route with the current query kept (orgId/tenantId from the entry link) and some parameters set. */
export function withQuery(
  path: string,
  currentSearch: string,
  params: Record<string, string | null>,
): string {
  const q = new URLSearchParams(currentSearch);
  for (const [k, v] of Object.entries(params)) {
    if (v === null) q.delete(k);
    else q.set(k, v);
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
