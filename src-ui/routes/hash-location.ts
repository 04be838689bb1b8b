import { useSyncExternalStore } from 'react';
import { routePath } from '@domain/shell/routes';

/*
 * Hash routing with the route's query inside the hash (e.g. #/orientation/enrollment/details?id=1),
 * so the page query (orgId, tenantId, tn) survives in-app navigation. wouter's own
 * use-hash-location would move the query before the '#' and drop the entry parameters.
 */

const subscribe = (cb: () => void) => {
  addEventListener('hashchange', cb);
  addEventListener('popstate', cb);
  return () => {
    removeEventListener('hashchange', cb);
    removeEventListener('popstate', cb);
  };
};

const currentPath = () => routePath(location.hash.replace(/^#/, '') || '/');
const currentSearch = () => {
  const at = location.hash.indexOf('?');
  return at < 0 ? '' : location.hash.slice(at + 1);
};

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export function navigate(to: string, opts: NavigateOptions = {}): void {
  const oldURL = location.href;
  const url = new URL(oldURL);
  url.hash = to.startsWith('/') ? to : `/${to}`;
  history[opts.replace ? 'replaceState' : 'pushState'](opts.state ?? null, '', url.href);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

/** wouter location hook: [route path without its query, navigate]. */
export function useHashRoute(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigate];
}
useHashRoute.hrefs = (href: string) => `#${href}`;

/** wouter search hook: the query inside the hash. */
export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}
