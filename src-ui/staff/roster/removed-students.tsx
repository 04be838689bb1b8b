import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { chinaTime } from '@domain/use-cases/staff/publish';
import { useViewModel } from '@ui/di';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { RemovedStudentsVm } from './removed-students.vm';

/** 新生名单 › 已删除: who was removed, when, by whom and why, until when it can be restored. */
export const RemovedStudents = observer(function RemovedStudents({ onBack }: { onBack: () => void }) {
  const vm = useViewModel(RemovedStudentsVm);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="staff-page roster-page" aria-label="已删除的新生">
      <Button size="small" onClick={onBack}>
        返回新生名单
      </Button>
      <h2 className="staff-title">已删除的新生</h2>
      <p className="placement-hint">删除30天内可恢复，恢复后学生按删除前的信息回到名单。</p>
      <Notice vm={vm} />
      <ListStates vm={vm} empty="近30天没有删除的新生" retry={() => void vm.load()} />
      {vm.status === 'ready' && vm.rows.length ? (
        <ul className="staff-list" aria-label="已删除列表">
          {vm.rows.map((r) => (
            <li key={r.welcomeId} className="staff-row" aria-label={r.name}>
              <div className="staff-row-main">
                <strong>{r.name}</strong>
                <span className="staff-muted">{r.entryYear}级</span>
              </div>
              <div className="staff-row-sub">
                <span>{r.idNumber}</span>
                <span>
                  {chinaTime(r.removedAt)} 由{r.removedBy ?? '—'}删除
                </span>
              </div>
              <div className="staff-row-sub">
                <span>原因：{r.reason}</span>
                <span>可恢复至 {chinaTime(r.restorableUntil)}</span>
              </div>
              <Button
                size="small"
                color="primary"
                fill="outline"
                disabled={vm.busy}
                onClick={() => void vm.restore(r)}
                aria-label={`恢复 ${r.name}`}
              >
                恢复
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});
