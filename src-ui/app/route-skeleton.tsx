import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { findRoute, HOME_ROUTE, routeTitle } from '@domain/shell/routes';
import { showsPageHeader } from '@domain/shell/runtime';
import { SLOW_AFTER_MS, SLOW_TEXT } from '@ui/kit/load-state/slow';
import { useOptionalRuntime } from '@ui/kit/page-header/use-runtime';

/** Routes whose screen opens on a form: their skeleton is field rows, the others' cards. */
const FORMS = new Set(['registration', 'checkinConfirm', 'activitySign', 'registrationConfirm']);

/**
 * Issue 28: what a route shows while its screen's code is on the way (the Suspense fallback):
 * the screen's header with title and back at once (none on home, which has its banner) and a
 * skeleton shaped like the screen, never a bare 加载中 page; after 8 s a word says the line is slow
 * with 重试. Plain markup and app.css only (PageHeader's look without its icon sprite): it is part
 * of the first-visit bundle.
 */
export function RouteSkeleton({ path }: { path: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(t);
  }, []);
  const [, navigate] = useLocation();
  const runtime = useOptionalRuntime();
  const form = FORMS.has(findRoute(path)?.id ?? '');
  const header = path !== HOME_ROUTE && (!runtime || showsPageHeader(runtime));
  const back = () => (window.history.length > 1 ? window.history.back() : navigate(HOME_ROUTE));
  return (
    <div className="ui-page">
      {header ? (
        <header className="zs-header">
          <button type="button" className="zs-header-back" onClick={back}>
            <svg
              className="zs-icon"
              viewBox="0 0 24 24"
              width="1em"
              height="1em"
              role="img"
              aria-label="返回"
            >
              <path
                d="M15 4l-8 8 8 8"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
          <h1 className="zs-header-title">{routeTitle(path) ?? ''}</h1>
          <div className="zs-header-right" />
        </header>
      ) : null}
      <main
        className={form ? 'zs-route-skeleton zs-route-skeleton-form' : 'zs-route-skeleton'}
        aria-busy="true"
        aria-label="加载中"
      >
        {slow ? (
          <p className="zs-route-slow" role="status">
            {SLOW_TEXT}{' '}
            <button type="button" className="zs-route-retry" onClick={() => window.location.reload()}>
              重试
            </button>
          </p>
        ) : null}
        <i />
        <i />
        <i />
      </main>
    </div>
  );
}
