import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import { PageHeader } from '@ui/kit/page-header';
import { useViewModel } from '@ui/di';
import { ActivityCard } from './activity-card';
import { ActivityListVm, canSignUp } from './activity.vm';
import '../shared/admissions.css';
import { PagedListView } from '../shared/paged-list-view';
import '@ui/kit/layout/layout.css';
import { links, PATHS } from '@domain/shell/links';
import { activitySignup } from '@domain/journeys/activity-signup';

/** Activities with capacity and dates; sign-up offered only while open with places left. */
function ActivityListPage() {
  const vm = useViewModel(ActivityListVm);
  const [, navigate] = useLocation();
  return (
    <main className="zs-page">
      <PageHeader />
      <PagedListView list={vm.list} route={PATHS.activities} emptyText="暂无活动">
        {(a) => {
          const joined = vm.joined.has(a.id);
          return (
            <ActivityCard key={a.id} a={a}>
              <Button
                block
                size="small"
                className="ui-mt-8"
                color={canSignUp(a) && !joined ? 'primary' : 'default'}
                onClick={() => navigate(links.activitySign({ activityId: a.id }))}
              >
                {joined
                  ? `${activitySignup.states.signedUp.label} · 查看`
                  : canSignUp(a)
                    ? '我要报名'
                    : '查看详情'}
              </Button>
            </ActivityCard>
          );
        }}
      </PagedListView>
    </main>
  );
}

export default observer(ActivityListPage);
