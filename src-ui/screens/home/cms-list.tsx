import { observer } from 'mobx-react-lite';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import List from 'antd-mobile/es/components/list';
import type { PagedList } from '@ui/screens/enrollment/shared/paged-list';
import { formatChinaTime } from '@ui/screens/enrollment/shared/format';
import { PullRefresh } from '@ui/screens/enrollment/shared/pull-refresh';
import { EmptyState } from '@ui/screens/enrollment/shared/states';
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
      {list.empty ? <EmptyState text="暂无内容" /> : null}
      <List>
        {list.items.map((item) => (
          <List.Item
            key={item.id}
            onClick={() => onOpen(item.id)}
            prefix={
              item.coverUrl ? (
                <img src={item.coverUrl} loading="lazy" decoding="async" width={72} height={54} alt="" className="zs-cover" />
              ) : undefined
            }
            description={
              <span className="zs-muted">
                {formatChinaTime(item.publishTime, false)}
                {item.author ? ` · ${item.author}` : ''}
              </span>
            }
          >
            <div className="zs-wrap" style={{ fontSize: 15 }}>
              {item.title}
            </div>
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore}>
        {list.hasMore ? <span className="zs-muted">加载中…</span> : list.items.length ? <span className="zs-muted">没有更多了</span> : null}
      </InfiniteScroll>
    </PullRefresh>
  );
});
