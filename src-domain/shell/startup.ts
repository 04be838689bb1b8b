import { dropQueryParams } from '../http/query-string';

export interface EntryParams {
  orgId?: string;
  tenantId?: string;
  accesstoken?: string;
  /** Network mode from ?tn=, 'none' when absent (spec section 2). */
  manually: string;
}

/** Spec section 2 "Start-up entry parameters", from a query string ('?a=1' or 'a=1'). */
export function readEntryParams(search: string): EntryParams {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const pick = (k: string) => {
    const v = q.get(k);
    return v == null || v === '' ? undefined : v;
  };
  const out: EntryParams = { manually: pick('tn') ?? 'none' };
  const orgId = pick('orgId');
  const tenantId = pick('tenantId');
  const accesstoken = pick('accesstoken');
  if (orgId) out.orgId = orgId;
  if (tenantId) out.tenantId = tenantId;
  if (accesstoken) out.accesstoken = accesstoken;
  return out;
}

/** Both orgId and tenantId in the URL reset the stored user info to them; otherwise null. */
export function entryReset(p: EntryParams): { orgId: string; tenantId: string } | null {
  return p.orgId && p.tenantId ? { orgId: p.orgId, tenantId: p.tenantId } : null;
}

/** Merges the page query and the hash route's query (hash routing puts it after '#/path?'); the hash wins. */
export function entrySearch(loc: { search: string; hash: string }): string {
  const hashQuery = loc.hash.includes('?') ? loc.hash.slice(loc.hash.indexOf('?') + 1) : '';
  const merged = new URLSearchParams(loc.search.startsWith('?') ? loc.search.slice(1) : loc.search);
  new URLSearchParams(hashQuery).forEach((v, k) => merged.set(k, v));
  const s = merged.toString();
  return s ? `?${s}` : '';
}

/** The same URL without accesstoken, in the page query and in the hash route's query (spec section 7, start-up 3). */
export function urlWithoutAccessToken(href: string): string {
  const hashAt = href.indexOf('#');
  const main = hashAt < 0 ? href : href.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  return strip(main) + (hash ? strip(hash) : '');
}

function strip(part: string): string {
  const q = part.indexOf('?');
  if (q < 0) return part;
  return part.slice(0, q) + dropQueryParams(part.slice(q), ['accesstoken']);
}

/** Spec section 9: ysNetType is 1 in manual network mode (manually is not 'none'), otherwise 0. */
export function ysNetType(manually: string): 0 | 1 {
  return manually && manually !== 'none' ? 1 : 0;
}
