import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { PageHeader } from '@ui/kit/page-header';
import { useViewModel } from '@ui/di';
import { AnswerView } from './answer-view';
import { LoginFirstDialog, SubmitError } from './dead-end-parts';
import { RegistrationSuccess } from './success-view';
import { PromiseConsent } from './promise-consent';
import { PlanSummary } from './plan-summary';
import { RegistrationVm } from './registration.vm';
import '../shared/admissions.css';
import { withQuery } from '../shared/query';
import { EmptyState } from '@ui/kit/load-state/states';
import { LoadStates } from '@ui/kit/load-state/load-states';
import '@ui/kit/layout/layout.css';
import { PATHS } from '@domain/shell/links';

/** Every answer read back before the one submit; the button is disabled while it is in flight. */
function RegistrationConfirmPage() {
  const vm = useViewModel(RegistrationVm);
  const search = useSearch();
  const [, navigate] = useLocation();
  const q = new URLSearchParams(search);
  const planId = q.get('planId');
  const registrationId = q.get('registrationId');
  useEffect(() => void vm.init(planId, registrationId, true), [vm, planId, registrationId]);

  if (vm.submitted) {
    return (
      <main className="zs-page">
        <PageHeader />
        <RegistrationSuccess
          edited={!!registrationId}
          submitted={vm.submitted}
          plan={vm.plan}
          onProgress={() => navigate(PATHS.applications, { replace: true })}
          onHome={() => navigate(PATHS.home, { replace: true })}
        />
      </main>
    );
  }

  const back = () => navigate(withQuery(PATHS.registration, search, {}));
  return (
    <main className="zs-page">
      <PageHeader />
      <LoadStates vm={vm} onRetry={() => void vm.init(planId, registrationId)} />
      {vm.plan && !vm.hasAnswers ? (
        <>
          <EmptyState text="没有待提交的报名信息" />
          <div className="ui-pad-16">
            <Button block color="primary" onClick={back}>
              去填写
            </Button>
          </div>
        </>
      ) : null}
      {vm.plan && vm.hasAnswers ? (
        <>
          <PlanSummary plan={vm.plan} left={vm.limit?.left} />
          {vm.closedReason ? <NoticeBar color="alert" content={vm.closedReason} wrap /> : null}
          <section className="zs-section" aria-label="报名信息确认">
            <h2 className="zs-section-title">请核对报名信息</h2>
            <dl className="ui-m0">
              {vm.visibleFields.map((f) => (
                <div key={f.prop} style={{ padding: '8px 0', borderBottom: '1px solid #f3f3f3' }}>
                  <dt className="zs-muted">{f.label}</dt>
                  <dd className="ui-m-2-0-0">
                    <AnswerView field={f} value={vm.answerOf(f)} viewerUrl={vm.viewerUrl} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          {vm.promise && !registrationId ? (
            <PromiseConsent
              title={vm.promise.title}
              content={vm.promise.content}
              checked={vm.promiseAccepted}
              onChange={vm.setPromiseAccepted}
              missing={vm.promiseMissing}
              attempt={vm.promiseAttempts}
            />
          ) : null}
          {vm.submitError ? (
            <SubmitError
              text={vm.submitError}
              contact={vm.plan.contact}
              onRetry={vm.closedReason || vm.duplicate ? undefined : () => void vm.submit()}
            />
          ) : null}
          <div className="zs-footer">
            <Button onClick={back}>返回修改</Button>
            <Button
              color="primary"
              loading={vm.submitting}
              loadingText="提交中"
              disabled={vm.submitting || !!vm.closedReason}
              onClick={() => void vm.submit()}
            >
              确认提交
            </Button>
          </div>
        </>
      ) : null}
      <LoginFirstDialog
        visible={vm.loginPrompt}
        what="报名信息已保存，登录后将自动提交"
        onLogin={vm.goLogin}
        onClose={vm.dismissLogin}
      />
    </main>
  );
}

export default observer(RegistrationConfirmPage);
