import { observer } from 'mobx-react-lite';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Tag from 'antd-mobile/es/components/tag';
import { LinkButton } from '@ui/kit/link-button/link-button';
import { PageHeader } from '@ui/kit/page-header';
import { useViewModel } from '@ui/di';
import { PlanListVm, type PlanSummary } from './plan-list.vm';
import '../shared/admissions.css';
import { formatChinaRange, formatFee, planStateLabel } from '../shared/format';
import { PagedListView } from '../shared/paged-list-view';
import '@ui/kit/layout/layout.css';
import { links, PATHS } from '@domain/shell/links';

const TAG_COLOR = { open: 'success', notStarted: 'default', full: 'danger', closed: 'default' } as const;

function PlanCard({
  plan,
  canRegister,
  registered,
}: {
  plan: PlanSummary;
  canRegister: boolean;
  registered: boolean;
}) {
  const full = plan.state === 'full' || plan.left <= 0;
  return (
    <article className="zs-card" aria-label={plan.name}>
      <div className="zs-row">
        <h2 className="zs-card-title ui-m0">{plan.name}</h2>
        <Tag color={full ? 'danger' : TAG_COLOR[plan.state]}>
          {planStateLabel(full && plan.state !== 'closed' ? 'full' : plan.state)}
        </Tag>
      </div>
      <div className="zs-kv">
        {plan.batch || plan.grade ? (
          <>
            <span>批次/年级</span>
            <span>{[plan.batch, plan.grade].filter(Boolean).join(' · ')}</span>
          </>
        ) : null}
        <span>报名时间</span>
        <span>{formatChinaRange(plan.startTime, plan.endTime)}</span>
        <span>报名费</span>
        <span>{formatFee(plan.fee)}</span>
        <span>剩余名额</span>
        <span>
          {Math.max(0, plan.left)} / {plan.quota}
        </span>
      </div>
      <ProgressBar percent={plan.quota ? (100 * plan.taken) / plan.quota : 0} style={{ margin: '8px 0' }} />
      {/* Issue 35: links, so a tap on the painted list (the same links) is never lost. */}
      {registered ? (
        <LinkButton to={PATHS.applications} block size="small" color="success" fill="outline">
          已报名 · 查看进度
        </LinkButton>
      ) : (
        <LinkButton
          to={links.registration({ planId: plan.id })}
          block
          size="small"
          color={canRegister ? 'primary' : 'default'}
        >
          {canRegister ? '立即报名' : '查看详情'}
        </LinkButton>
      )}
    </article>
  );
}

/** Enrolment plans: places left, dates and fee; full and closed plans marked as such. */
function PlanListPage() {
  const vm = useViewModel(PlanListVm);
  return (
    <main className="zs-page">
      <PageHeader />
      {/* Kept alive (brief section 4): places left are read again each time the list is shown. */}
      <PagedListView list={vm.list} route={PATHS.plans} emptyText="暂无招生计划">
        {(p) => (
          <PlanCard
            key={p.id}
            plan={p}
            canRegister={vm.canRegister(p)}
            registered={vm.registered.has(p.id)}
          />
        )}
      </PagedListView>
      <div className="ui-px-12">
        <LinkButton to={PATHS.applications} block fill="outline" color="primary">
          我的报名
        </LinkButton>
      </div>
    </main>
  );
}

export default observer(PlanListPage);
