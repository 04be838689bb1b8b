import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useViewModel } from '@ui/di';
import { Notice } from '../shared/notice';
import { StudentCorrectionsVm } from './student-corrections.vm';

/** 更正身份证号 and 删除 of one roster row (学校管理员), under 修改学生信息. */
export const StudentCorrections = observer(function StudentCorrections({
  welcomeId,
  name,
  onCorrected,
  onRemoved,
}: {
  welcomeId: string;
  name: string;
  onCorrected: () => void;
  onRemoved: () => void;
}) {
  const vm = useViewModel(StudentCorrectionsVm);
  if (!vm.available) return null;
  return (
    <>
      <Notice vm={vm} />
      <fieldset className="staff-card placement-form">
        <legend>更正身份证号</legend>
        <label className="staff-field">
          <span>正确的身份证号</span>
          <input
            className="staff-select"
            value={vm.idNumber}
            maxLength={18}
            autoComplete="off"
            aria-invalid={vm.idProblem ? true : undefined}
            onChange={(e) => vm.setIdNumber(e.target.value)}
          />
        </label>
        {vm.idProblem ? (
          <p role="alert" className="staff-status-error">
            {vm.idProblem}
          </p>
        ) : null}
        <label className="staff-field">
          <span>更正原因</span>
          <input
            className="staff-select"
            value={vm.idReason}
            maxLength={200}
            onChange={(e) => vm.setIdReason(e.target.value)}
          />
        </label>
        <Button
          color="primary"
          fill="outline"
          disabled={!vm.canCorrect}
          loading={vm.busy}
          onClick={() => void vm.correctId(welcomeId).then((ok) => ok && onCorrected())}
        >
          更正身份证号
        </Button>
      </fieldset>
      <fieldset className="staff-card placement-form">
        <legend>删除</legend>
        <p className="placement-hint">
          删除后该学生从名单、现场报到和到校统计中移除；30天内可在“已删除”中恢复，之后不能恢复。
        </p>
        <label className="staff-field">
          <span>删除原因</span>
          <input
            className="staff-select"
            value={vm.removeReason}
            maxLength={200}
            onChange={(e) => vm.setRemoveReason(e.target.value)}
          />
        </label>
        {vm.confirmingRemove ? (
          <div className="staff-actions" role="group" aria-label="确认删除">
            <span>确定删除 {name}？</span>
            <Button
              color="danger"
              loading={vm.busy}
              onClick={() => void vm.remove(welcomeId).then((ok) => ok && onRemoved())}
            >
              确认删除
            </Button>
            <Button onClick={() => vm.askRemove(false)}>取消</Button>
          </div>
        ) : (
          <Button
            color="danger"
            fill="outline"
            disabled={!vm.removeReason.trim()}
            onClick={() => vm.askRemove(true)}
          >
            删除该学生
          </Button>
        )}
      </fieldset>
    </>
  );
});
