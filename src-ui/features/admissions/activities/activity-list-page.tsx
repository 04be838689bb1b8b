import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import { PageHeader } from '@ui/kit/page-header';
import { useViewModel } from '@ui/di';
import { ActivityCard } from './activity-card';
import { ActivityListVm } from './activity.vm';
import '../shared/admissions.css';
import { PagedListView } from '../shared/paged-list-view';
import '@ui/kit/layout/layout.css';
import { links, PATHS } from '@domain/shell/links';

/** Activities with capacity and dates; sign-up offered only while open with places left. */
function ActivityListPage() {
  const vm = useViewModel(ActivityListVm);
  const [, navigate] = useLocation();
  return (
    <main className="zs-page">
      <PageHeader />
      <PagedListView list={vm.list} route={PATHS.activities} emptyText="暂无活动">
        {(a) => {
          // This person's offer as the server says it (joined: their own; else the public list's).
          const offer = vm.offerOf(a);
          const joined = offer.shown.state === 'signedUp';
          const canSignUp = offer.actions.includes('signUp');
          return (
            <ActivityCard key={a.id} a={a}>
              <Button
                block
                size="small"
                className="ui-mt-8"
                color={canSignUp ? 'primary' : 'default'}
                onClick={() => navigate(links.activitySign({ activityId: a.id }))}
              >
                {joined ? `${offer.shown.label} · 查看` : canSignUp ? '我要报名' : '查看详情'}
              </Button>
            </ActivityCard>
          );
        }}
      </PagedListView>
    </main>
  );
}

export default observer(ActivityListPage);
