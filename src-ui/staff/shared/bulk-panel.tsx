import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { observer } from 'mobx-react-lite';
import type { BulkVm } from './bulk.vm';

/** The dry run's count to confirm, then the progress of the run and its result. */
export const BulkPanel = observer(function BulkPanel({ vm, title }: { vm: BulkVm; title: string }) {
  const open = vm.step === 'confirm' || vm.step === 'running' || vm.step === 'done';
  return (
    <>
      {vm.error ? (
        <div role="alert" className="staff-notice staff-notice-error">
          {vm.error}
        </div>
      ) : null}
      <Popup
        visible={open}
        bodyClassName="staff-sheet"
        onMaskClick={vm.step === 'running' ? undefined : vm.cancel}
      >
        <div role="dialog" aria-label={title}>
          <h3 className="staff-sheet-title">{title}</h3>
          {vm.step === 'confirm' ? (
            <>
              <p role="status" className="staff-dry-run">
                {vm.summary}
              </p>
              {vm.dry?.skipped.length ? (
                <ul className="staff-skipped">
                  {vm.dry.skipped.slice(0, 5).map((s) => (
                    <li key={s.id}>{s.reason}</li>
                  ))}
                </ul>
              ) : null}
              <div className="staff-sheet-actions">
                <Button onClick={vm.cancel}>取消</Button>
                <Button color="primary" disabled={!vm.dry?.count} onClick={() => void vm.confirm()}>
                  确认{vm.verb} {vm.dry?.count ?? 0} 条
                </Button>
              </div>
            </>
          ) : (
            <>
              <ProgressBar percent={vm.percent} text aria-label="进度" />
              <p role="status" className="staff-dry-run">
                {vm.step === 'done' ? `完成：${vm.progressText}` : vm.progressText}
              </p>
              <div className="staff-sheet-actions">
                <Button color="primary" disabled={vm.step !== 'done'} onClick={vm.cancel}>
                  关闭
                </Button>
              </div>
            </>
          )}
        </div>
      </Popup>
    </>
  );
});
