import { observer } from 'mobx-react-lite';
import Image from 'antd-mobile/es/components/image';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import List from 'antd-mobile/es/components/list';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { PagedList } from '@ui/screens/enrollment/shared/paged-list';
import { formatChinaTime } from '@ui/screens/enrollment/shared/format';
import { EmptyState } from '@ui/screens/enrollment/shared/states';
import type { CmsItem } from './home-types';

/** The CMS list: pull to refresh, scroll to load the next page, covers lazy-loaded. */
export const CmsList = observer(function CmsList({
  list,
  onOpen,
}: {
  list: PagedList<CmsItem>;
  onOpen: (id: string) => void;
}) {
  return (
    <PullToRefresh onRefresh={list.refresh} pullingText="下拉刷新" canReleaseText="释放立即刷新" refreshingText="加载中" completeText="刷新成功">
      {list.empty ? <EmptyState text="暂无内容" /> : null}
      <List>
        {list.items.map((item) => (
          <List.Item
            key={item.id}
            onClick={() => onOpen(item.id)}
            prefix={
              item.coverUrl ? (
                <Image src={item.coverUrl} lazy width={72} height={54} fit="cover" alt="" style={{ borderRadius: 4 }} />
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
    </PullToRefresh>
  );
});
