import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { observer } from 'mobx-react-lite';
import type { BulkVm } from './bulk.vm';
import { DialogFrame } from './dialog-frame';

/** The dry run names who would change and who is skipped (with the reason), then the run's progress. */
export const BulkPanel = observer(function BulkPanel({ vm, title }: { vm: BulkVm; title: string }) {
  const open = vm.step === 'confirm' || vm.step === 'running' || vm.step === 'done';
  const decided = vm.dry?.decided ?? [];
  const skipped = vm.dry?.skipped ?? [];
  return (
    <>
      {vm.error ? (
        <div role="alert" className="staff-notice staff-notice-error">
          {vm.error}
        </div>
      ) : null}
      <DialogFrame open={open} title={title} onClose={vm.step === 'running' ? undefined : vm.cancel}>
        {vm.step === 'confirm' ? (
          <>
            <p role="status" className="staff-dry-run">
              将{vm.verb}以下 {decided.length} 人
              {skipped.length ? `，${skipped.length} 人不能${vm.verb}，将跳过` : ''}
            </p>
            {decided.length ? (
              <ul className="staff-names" aria-label={`将${vm.verb}`}>
                {decided.map((x) => (
                  <li key={x.id}>{x.name}</li>
                ))}
              </ul>
            ) : null}
            {skipped.length ? (
              <>
                <h4 className="staff-label">跳过</h4>
                <ul className="staff-skipped" aria-label="跳过">
                  {skipped.map((x) => (
                    <li key={x.id}>
                      {x.name}：{x.reason}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <div className="staff-sheet-actions">
              <Button onClick={vm.cancel}>取消</Button>
              <Button color="primary" disabled={!vm.dry?.count} onClick={() => void vm.confirm()}>
                确认{vm.verb} {vm.dry?.count ?? 0} 人
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
      </DialogFrame>
    </>
  );
});
