import { observer } from 'mobx-react-lite';
import type { PagedList } from '@ui/features/admissions/shared/paged-list';
import { formatChinaTime } from '@ui/features/admissions/shared/format';
import { LoadMore } from '@ui/features/admissions/shared/load-more';
import { PullRefresh } from '@ui/features/admissions/shared/pull-refresh';
import { EmptyState } from '@ui/kit/load-state/states';
import type { CmsItem } from './home-types';

/** The CMS list: pull to refresh, scroll to load the next page, covers lazy-loaded (native loading=lazy). */
export const CmsList = observer(function CmsList({
  list,
  onOpen,
}: {
  list: PagedList<CmsItem>;
  onOpen: (id: string) => void;
}) {
  return (
    <PullRefresh onRefresh={list.refresh}>
      {list.status === 'empty' ? <EmptyState text="暂无内容" /> : null}
      {/* The first screen's own light skeleton (first-screen budget); the list's status drives it. */}
      {list.status === 'loading' ? <div className="zs-list-skeleton" aria-hidden="true" /> : null}
      <ul className="zs-cms-list">
        {list.items.map((item) => (
          <li key={item.id}>
            <button type="button" className="zs-cms-item" onClick={() => onOpen(item.id)}>
              {item.coverUrl ? (
                <img
                  src={item.coverUrl}
                  loading="lazy"
                  decoding="async"
                  width={72}
                  height={54}
                  alt=""
                  className="zs-cover"
                />
              ) : null}
              <span className="zs-cms-text">
                <span className="zs-wrap zs-cms-title">{item.title}</span>
                <span className="zs-muted">
                  {formatChinaTime(item.publishTime, false)}
                  {item.author ? ` · ${item.author}` : ''}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {list.status !== 'loading' ? (
        <LoadMore loadMore={list.loadMore} hasMore={list.hasMore} count={list.items.length} />
      ) : null}
    </PullRefresh>
  );
});
