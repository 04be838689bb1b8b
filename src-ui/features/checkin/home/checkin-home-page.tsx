import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { PageHeader } from '@ui/kit/page-header';
import { useViewModel } from '@ui/di';
import { CheckinHomeVm } from './checkin-home.vm';
import { CHECKIN_ROUTES } from '../shared/checkin-routes';
import { PATHS } from '@domain/shell/links';
import { LoadStates } from '@ui/kit/load-state/load-states';
import { StepList } from './step-list';
import '@ui/kit/layout/layout.css';
import '@ui/features/checkin/shared/checkin.css';
import { PlacementCard } from '../shared/placement-card';

/** /orientation/checkin/index: who I am, where I stand, what to do next. */
function CheckinHomePage() {
  const vm = useViewModel(CheckinHomeVm);
  const [, navigate] = useLocation();
  useEffect(() => void vm.load(), [vm]);
  const d = vm.detail;
  return (
    <div className="ui-page">
      <PageHeader />
      <main className="ui-page-main">
        {/* The state of the load; the content below shows once the record is loaded. */}
        <LoadStates vm={vm} onRetry={() => void vm.load()} />
        {d ? (
          <>
            <section className="ui-card ck-home-hero">
              <h2 className="ck-welcome-title">{d.name}，欢迎你</h2>
              <p className="ck-hero-school">{d.schoolName}</p>
              <p className="ck-hero-note">
                {vm.enrollment ? `录取状态：${vm.enrollment.admissionStatusText} · ` : ''}报到状态：
                {vm.statusText}
              </p>
            </section>
            <PlacementCard detail={d} label="我的录取信息" />
            {d.withdrawn ? (
              // 放弃入学 as the school marked it: said first, the steps stay readable.
              <section className="ui-card ck-withdrawn" role="status">
                <h3 className="ck-section-title">已放弃入学</h3>
                <p>
                  学校已将你标记为放弃入学{d.withdrawn.reason ? `（${d.withdrawn.reason}）` : ''}
                  。如有疑问，请联系学校。
                </p>
              </section>
            ) : null}
            <section className="ui-card">
              <h3 className="ck-section-title">报到进度</h3>
              <ProgressBar
                percent={(vm.doneCount / vm.steps.length) * 100}
                text={`${vm.doneCount}/${vm.steps.length}`}
              />
              <StepList steps={vm.steps} />
              {vm.main ? (
                <Button
                  block
                  color={vm.main.waiting ? 'default' : 'primary'}
                  size="large"
                  className="ui-mt-12"
                  onClick={() => {
                    if (vm.main?.to) navigate(vm.main.to);
                  }}
                >
                  {/* The server's words: the next step, or (done by the student) what is awaited. */}
                  {vm.main.label}
                </Button>
              ) : vm.next ? null : (
                <>
                  <p className="ck-done-note">报到手续已全部完成</p>
                  <Link href={PATHS.checkinDone}>查看报到完成 ›</Link>
                </>
              )}
            </section>
            <nav className="ui-card ck-home-links" aria-label="更多">
              <Link href={CHECKIN_ROUTES.notice}>新生须知</Link>
              <Link href={CHECKIN_ROUTES.moreInfo}>更多信息</Link>
              <Link href={CHECKIN_ROUTES.procedure}>报到码</Link>
            </nav>
          </>
        ) : null}
      </main>
    </div>
  );
}

export default observer(CheckinHomePage);
