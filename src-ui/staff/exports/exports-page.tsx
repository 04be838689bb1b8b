import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '@ui/di';
import { ErrorState, LoadingState } from '@ui/kit/load-state/states';
import { useStaffSession } from '../app/session-context';
import { Notice } from '../shared/notice';
import { PlanPicker } from '../shared/plan-picker';
import { ExportsVm } from './exports.vm';

export const ExportsPage = observer(function ExportsPage() {
  const vm = useViewModel(ExportsVm);
  const session = useStaffSession();
  useEffect(() => void vm.open(), [vm]);
  return (
    <section className="staff-page" aria-label="数据导出">
      <h2 className="staff-title">数据导出</h2>
      {vm.status === 'loading' ? <LoadingState onRetry={() => void vm.open()} /> : null}
      {vm.status === 'error' ? (
        <ErrorState text={vm.error ?? ''} onRetry={() => void vm.open()} home={false} />
      ) : null}
      {vm.status === 'ready' ? (
        <div className="staff-card">
          <PlanPicker plans={vm.plans} value={vm.planId} onChange={vm.setPlan} allowAll={false} />
          {session.can('unmask') ? (
            <Checkbox checked={vm.unmask} onChange={vm.setUnmask}>
              导出完整证件号和手机号
            </Checkbox>
          ) : null}
          <p className="staff-muted">
            Excel 每个报名字段一列，另含审核、缴费、录取状态和时间；附件按学生姓名命名打包。
          </p>
          <div className="staff-actions">
            <Button color="primary" loading={vm.busy} disabled={vm.busy} onClick={() => void vm.xlsx()}>
              导出Excel
            </Button>
            <Button color="primary" fill="outline" disabled={vm.busy} onClick={() => void vm.attachments()}>
              导出附件（zip）
            </Button>
          </div>
          <Notice vm={vm} />
        </div>
      ) : null}
    </section>
  );
});
