import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LoadMore } from './load-more';
import type { PagedList } from './paged-list';
import { PullRefresh } from './pull-refresh';
import { LoadStates } from '@ui/kit/load-state/load-states';

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
      {/* Until the first page answers, hold a screen's height: the footer below must not be pushed down (CLS). */}
      {list.status === 'loading' ? (
        <div className="zs-list-placeholder">
          <LoadStates vm={list} onRetry={list.refresh} rows={4} />
        </div>
      ) : (
        <LoadStates vm={list} onRetry={list.refresh} empty={emptyText} />
      )}
      {list.items.map(children)}
      {list.status === 'loading' || (list.error && list.items.length) ? null : (
        <LoadMore loadMore={list.loadMore} hasMore={list.hasMore} count={list.items.length} />
      )}
    </PullRefresh>
  );
}

export const PagedListView = observer(PagedListViewInner) as typeof PagedListViewInner;
