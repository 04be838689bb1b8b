import { useEffect, useState } from 'react';
import { findRoute, HOME_ROUTE } from '@domain/shell/routes';
import { PageHeader } from '@ui/kit/page-header';
import { SLOW_AFTER_MS, SLOW_TEXT } from '@ui/kit/load-state/slow';

/** Routes whose screen opens on a form: their skeleton is field rows, the others' cards. */
const FORMS = new Set(['registration', 'checkinConfirm', 'activitySign', 'registrationConfirm']);

/**
 * Issue 28: what a route shows while its screen's code is on the way (the Suspense fallback):
 * the screen's header with title and back at once (none on home, which has its banner) and a
 * skeleton shaped like the screen, never a bare 加载中 page; after 8 s a word says the line is slow
 * with 重试. Plain markup and app.css only: it is part of the first-visit bundle.
 */
export function RouteSkeleton({ path }: { path: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(t);
  }, []);
  const form = FORMS.has(findRoute(path)?.id ?? '');
  return (
    <div className="ui-page">
      {path === HOME_ROUTE ? null : <PageHeader />}
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
