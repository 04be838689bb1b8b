import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LoadMore } from './load-more';
import type { PagedList } from './paged-list';
import { PullRefresh } from './pull-refresh';
import { EmptyState, ErrorState, LoadingState } from '@ui/kit/load-state/states';

/**
 * A kept-alive paged list (brief section 4): read again each time its route is shown,
 * pull to refresh, load more on scroll, with the error and empty states.
 */
function PagedListViewInner<T>({
  list,
  route,
  emptyText,
  children,
}: {
  list: PagedList<T>;
  route: string;
  emptyText: string;
  children: (item: T) => ReactNode;
}) {
  const [path] = useLocation();
  const shown = path === route;
  useEffect(() => {
    if (shown) void list.refresh();
  }, [list, shown]);
  return (
    <PullRefresh onRefresh={list.refresh}>
      {list.error && !list.items.length ? <ErrorState text={list.error} onRetry={list.refresh} /> : null}
      {list.empty ? <EmptyState text={emptyText} /> : null}
      {/* Until the first page answers, hold a screen's height: the footer below must not be pushed down (CLS). */}
      {!list.loaded && !list.items.length ? (
        <div className="zs-list-placeholder">
          <LoadingState rows={4} onRetry={list.refresh} />
        </div>
      ) : null}
      {list.items.map(children)}
      {!list.loaded || (list.error && list.items.length) ? null : (
        <LoadMore loadMore={list.loadMore} hasMore={list.hasMore} count={list.items.length} />
      )}
    </PullRefresh>
  );
}

export const PagedListView = observer(PagedListViewInner) as typeof PagedListViewInner;
