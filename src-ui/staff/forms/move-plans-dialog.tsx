import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { DialogFrame } from '../shared/dialog-frame';
import type { FormEditorVm } from './form-editor.vm';

/**
 * After 发布新版本 (issue 34 item 16): the plans still on an earlier version of this form, each ticked;
 * 改用 moves them (audited), so parents fill the new version; registrations already made keep theirs.
 */
export const MovePlansDialog = observer(function MovePlansDialog({ vm }: { vm: FormEditorVm }) {
  const o = vm.moveOffer;
  const title = o ? `招生计划改用第${o.version}版？` : '招生计划改用新版本？';
  return (
    <DialogFrame open={!!o} title={title} onClose={vm.dismissMove}>
      {o ? (
        <>
          <p className="staff-dialog-subject">
            以下招生计划仍在使用旧版本。改用后，家长报名时填写第{o.version}版；已提交的报名保留原版本。
          </p>
          <fieldset className="forms-move-plans">
            <legend>选择要改用新版本的招生计划</legend>
            {o.plans.map((p) => (
              <label key={p.planId} className="forms-move-plan">
                <input
                  type="checkbox"
                  checked={o.chosen.includes(p.planId)}
                  onChange={() => vm.toggleMove(p.planId)}
                />
                <span>
                  {p.name}（现用第{p.formVersion}版）
                </span>
              </label>
            ))}
          </fieldset>
          <div className="staff-sheet-actions">
            <Button onClick={vm.dismissMove}>暂不改用</Button>
            <Button
              color="primary"
              disabled={!o.chosen.length || vm.busy}
              loading={vm.busy}
              onClick={() => void vm.confirmMove()}
            >
              改用第{o.version}版（{o.chosen.length}个计划）
            </Button>
          </div>
        </>
      ) : null}
    </DialogFrame>
  );
});
