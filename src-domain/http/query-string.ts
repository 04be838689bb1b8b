/** Adds encoded parameters to a URL part that has no fragment ('/a', '/a?x=1'). */
export function addQueryParams(url: string, params: Record<string, string>): string {
  const pairs = Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  if (!pairs.length) return url;
  const sep = !url.includes('?') ? '?' : /[?&]$/.test(url) ? '' : '&';
  return url + sep + pairs.join('&');
}

/** Appends encoded query parameters to a URL, before any '#fragment'. */
export function appendQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  if (hashAt < 0) return addQueryParams(url, params);
  return addQueryParams(url.slice(0, hashAt), params) + url.slice(hashAt);
}

/** Drops the named parameters from a raw query string ('?a=1&b=2'), keeping the others as written; unchanged when none is there. */
export function dropQueryParams(query: string, names: readonly string[]): string {
  const body = query.startsWith('?') ? query.slice(1) : query;
  const pairs = body.split('&');
  const kept = pairs.filter((pair) => !names.includes(safeDecode(pair.split('=')[0]!)));
  if (kept.length === pairs.length) return query;
  const rest = kept.filter((pair) => pair !== '');
  return rest.length ? '?' + rest.join('&') : '';
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}
