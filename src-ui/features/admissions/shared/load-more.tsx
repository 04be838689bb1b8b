import { useEffect, useRef } from 'react';

/**
 * Calls loadMore while the end of the list is near the screen (IntersectionObserver), one call at a
 * time, and says '加载中…' or, under a non-empty list (`count` items), '没有更多了'. Replaces
 * antd-mobile InfiniteScroll, which brings ahooks and lodash to the first screen.
 */
export function LoadMore({
  hasMore,
  loadMore,
  count = 0,
}: {
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
  count?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(loadMore);
  useEffect(() => {
    more.current = loadMore;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    let busy = false;
    let live = true;
    const io = new IntersectionObserver(
      (entries) => {
        if (busy || !entries.some((e) => e.isIntersecting)) return;
        busy = true;
        void Promise.resolve(more.current())
          .catch(() => {})
          .finally(() => {
            busy = false;
            // Observe again so a still-visible end (a short page) asks for the next one.
            if (live) {
              io.unobserve(el);
              io.observe(el);
            }
          });
      },
      { rootMargin: '0px 0px 250px 0px' },
    );
    io.observe(el);
    return () => {
      live = false;
      io.disconnect();
    };
  }, [hasMore]);
  return (
    <div ref={ref} className="zs-load-more">
      {hasMore ? (
        <span className="zs-muted">加载中…</span>
      ) : count ? (
        <span className="zs-muted">没有更多了</span>
      ) : null}
    </div>
  );
}
