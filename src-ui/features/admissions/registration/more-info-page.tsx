import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import { PageHeader } from '@ui/kit/page-header';
import { useViewModel } from '@ui/di';
import { RichText } from '@ui/kit/rich-text/rich-text';
import { PlanSummary } from './plan-summary';
import { RegistrationVm } from './registration.vm';
import '../shared/admissions.css';
import { withQuery } from '../shared/query';
import { LoadStates } from '@ui/kit/load-state/load-states';
import '@ui/kit/layout/layout.css';
import { PATHS } from '@domain/shell/links';

/** More information about a plan: its description and contact. */
function EnrollmentMoreInfoPage() {
  const vm = useViewModel(RegistrationVm);
  const search = useSearch();
  const [, navigate] = useLocation();
  const planId = new URLSearchParams(search).get('planId');
  useEffect(() => void vm.init(planId), [vm, planId]);
  const plan = vm.plan;
  return (
    <main className="zs-page">
      <PageHeader />
      <LoadStates vm={vm} onRetry={() => void vm.init(planId)} />
      {plan ? (
        <>
          <PlanSummary plan={plan} left={vm.limit?.left} />
          <section className="zs-section">
            <h2 className="zs-section-title">计划说明</h2>
            {plan.description ? <RichText html={plan.description} /> : <p className="zs-muted">暂无说明</p>}
          </section>
          {plan.contact ? (
            <section className="zs-section">
              <h2 className="zs-section-title">咨询电话</h2>
              <a href={`tel:${plan.contact}`}>{plan.contact}</a>
            </section>
          ) : null}
          <div className="ui-pad-12">
            <Button block color="primary" onClick={() => navigate(withQuery(PATHS.registration, search, {}))}>
              {vm.closedReason ? '返回' : '去报名'}
            </Button>
          </div>
        </>
      ) : null}
    </main>
  );
}

export default observer(EnrollmentMoreInfoPage);
