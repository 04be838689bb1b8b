import { useEffect, useState } from 'react';
import { SLOW_AFTER_MS, SLOW_TEXT } from '@ui/kit/load-state/slow';

/**
 * What a staff route shows while its screen's code is on the way (the Suspense fallback), the
 * student app's convention (src-ui/app/route-skeleton.tsx): the screen's title at once and a
 * skeleton, never a bare 加载中 page; after 8 s a word says the line is slow, with 重试.
 */
export function StaffRouteSkeleton({ title }: { title: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(t);
  }, []);
  return (
    <section className="staff-page" aria-label={title}>
      <h2 className="staff-title">{title}</h2>
      <div className="staff-route-skeleton" aria-busy="true" aria-label="加载中">
        {slow ? (
          <p className="staff-route-slow" role="status">
            {SLOW_TEXT}{' '}
            <button type="button" className="staff-route-retry" onClick={() => window.location.reload()}>
              重试
            </button>
          </p>
        ) : null}
        <i />
        <i />
        <i />
      </div>
    </section>
  );
}
