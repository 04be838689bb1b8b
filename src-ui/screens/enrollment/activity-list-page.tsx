import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { PageHeader } from '@ui/components/page-header';
import { useViewModel } from '@ui/di';
import { ActivityCard } from './activities/activity-card';
import { ActivityListVm, canSignUp } from './activities/activity.vm';
import './shared/admissions.css';
import { EmptyState, ErrorState } from './shared/states';

/** Activities with capacity and dates; sign-up offered only while open with places left. */
function ActivityListPage() {
  const vm = useViewModel(ActivityListVm);
  const [path, navigate] = useLocation();
  const list = vm.list;
  const shown = path === '/orientation/enrollment/signList';
  useEffect(() => {
    if (shown) void list.refresh();
  }, [list, shown]);
  return (
    <div className="zs-page">
      <PageHeader />
      <PullToRefresh onRefresh={list.refresh} pullingText="下拉刷新" canReleaseText="释放立即刷新" refreshingText="加载中" completeText="刷新成功">
        {list.error && !list.items.length ? <ErrorState text={list.error} onRetry={list.refresh} /> : null}
        {list.empty ? <EmptyState text="暂无活动" /> : null}
        {list.items.map((a) => (
          <ActivityCard key={a.id} a={a}>
            <Button
              block
              size="small"
              style={{ marginTop: 8 }}
              color={canSignUp(a) ? 'primary' : 'default'}
              onClick={() => navigate(`/orientation/enrollment/ActivitySign?activityId=${encodeURIComponent(a.id)}`)}
            >
              {canSignUp(a) ? '我要报名' : '查看详情'}
            </Button>
          </ActivityCard>
        ))}
        {list.error && list.items.length ? null : (
          <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore}>
            {list.hasMore ? <span className="zs-muted">加载中…</span> : list.items.length ? <span className="zs-muted">没有更多了</span> : null}
          </InfiniteScroll>
        )}
      </PullToRefresh>
    </div>
  );
}

export default observer(ActivityListPage);
