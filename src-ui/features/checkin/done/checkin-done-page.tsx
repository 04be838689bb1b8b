import Button from 'antd-mobile/es/components/button';
import ResultBlock from 'antd-mobile/es/components/result';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PATHS } from '@domain/shell/links';
import { PageHeader } from '@ui/kit/page-header';
import { useViewModel } from '@ui/di';
import { LoadStates } from '@ui/kit/load-state/load-states';
import { CheckinHomeVm } from '../home/checkin-home.vm';
import { SchoolContact } from './school-contact';
import '@ui/kit/layout/layout.css';
import '@ui/features/checkin/shared/checkin.css';
import { PlacementCard } from '../shared/placement-card';

/**
 * 报到完成 (issue 14): a screen of its own after the last step — what the student now has
 * (学号, 专业, 班级, 宿舍), where to go next and the school's phone. With a step still open it
 * names that step instead, so the screen is never a false "done".
 */
function CheckinDonePage() {
  const vm = useViewModel(CheckinHomeVm);
  const [, navigate] = useLocation();
  useEffect(() => void vm.load(), [vm]);
  const d = vm.detail;
  return (
    <div className="ui-page">
      <PageHeader title="报到完成" />
      <main className="ui-page-main">
        {/* The state of the load; the content below shows once the record is loaded. */}
        <LoadStates vm={vm} onRetry={() => void vm.load()} />
        {d && vm.next ? (
          <section className="ui-card" aria-label="报到进度">
            <ResultBlock
              status="waiting"
              title="报到尚未完成"
              description={`还差 ${vm.steps.length - vm.doneCount} 步：${vm.next.title}`}
            />
            {vm.main ? (
              <Button
                block
                color={vm.main.waiting ? 'default' : 'primary'}
                size="large"
                onClick={() => {
                  if (vm.main?.to) navigate(vm.main.to);
                }}
              >
                {vm.main.label}
              </Button>
            ) : null}
          </section>
        ) : null}
        {d && !vm.next ? (
          <>
            <ResultBlock
              status="success"
              title="报到完成"
              description={`${d.name}同学，欢迎加入${d.schoolName}！报到手续已全部完成。`}
            />
            <PlacementCard detail={d} label="我的入学信息" />
            <section className="ui-card" aria-label="接下来">
              <h3 className="ck-section-title">接下来</h3>
              <ol style={{ paddingLeft: 20, margin: 0, lineHeight: 1.8 }}>
                <li>到校时出示报到码，在迎新现场核验</li>
                <li>按“更多信息”中的报到地点和时间到校</li>
              </ol>
              <SchoolContact />
            </section>
            <div className="ui-pad-16" style={{ display: 'grid', gap: 12 }}>
              <Button block color="primary" onClick={() => navigate(PATHS.checkinProcedure)}>
                查看报到码
              </Button>
              <Button block onClick={() => navigate(PATHS.checkinHome, { replace: true })}>
                返回首页
              </Button>
            </div>
          </>
        ) : null}
      </main>
    </div>
  );
}

export default observer(CheckinDonePage);
