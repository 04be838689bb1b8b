import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '@ui/di';
import { ListStates } from '@ui/staff/shared/list-states';
import { PlanCountsVm } from './plan-counts.vm';

/** INTEGRATING.md's worked example (file 2 of 3): 计划概览, each plan with its 待审核 count. */
export const PlanCountsPage = observer(function PlanCountsPage() {
  const vm = useViewModel(PlanCountsVm);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="staff-page" aria-label="计划概览">
      <h2 className="staff-title">计划概览</h2>
      <ListStates vm={vm} retry={() => void vm.load()} empty="还没有招生计划" />
      {vm.status === 'ready' && vm.rows.length ? (
        <ul className="staff-list" aria-label="计划列表">
          {vm.rows.map((p) => (
            <li key={p.id}>
              {p.name}：待审核 {p.counts.pending} 条
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});
