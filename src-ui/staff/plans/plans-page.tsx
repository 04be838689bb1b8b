import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '@ui/di';
import { StateBadge } from '../shared/badge';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { PlanEditor } from './plan-editor';
import { type PlanLine, PlansVm } from './plans.vm';
import './plans.css';

const Actions = observer(function Actions({ vm, line }: { vm: PlansVm; line: PlanLine }) {
  return (
    <div className="plans-actions">
      {line.actions.map((a) => (
        <Button
          key={a}
          size="small"
          fill="outline"
          color={a === 'close' ? 'danger' : 'primary'}
          disabled={vm.busy}
          aria-label={`${vm.actionLabel(a)}：${line.row.name}`}
          onClick={() => void vm.act(a, line.row)}
        >
          {vm.actionLabel(a)}
        </Button>
      ))}
    </div>
  );
});

/** 招生计划 (a region inside the shell's main; its own h1): a table on a wide screen, cards on a phone; 新建 / 编辑 / 关闭 / 重新开放 / 复制. */
export const PlansPage = observer(function PlansPage() {
  const vm = useViewModel(PlansVm);
  useEffect(() => void vm.load(), [vm]);
  if (vm.editor)
    return (
      <section className="staff-page plans-page" aria-label="招生计划">
        <h1 className="staff-title">招生计划</h1>
        <PlanEditor vm={vm.editor} onSave={() => void vm.saveEditor()} onCancel={vm.closeEditor} />
      </section>
    );
  return (
    <section className="staff-page plans-page" aria-label="招生计划">
      <div className="staff-toolbar">
        <h1 className="staff-title staff-grow">招生计划</h1>
        <Button color="primary" size="small" onClick={() => vm.openEditor(null)}>
          新建计划
        </Button>
      </div>
      <Notice vm={vm} />
      <ListStates vm={vm} empty="还没有招生计划，点击“新建计划”开始" retry={() => void vm.load()} />
      {vm.status === 'ready' && vm.rows.length ? (
        <>
          <div className="staff-table-wrap plans-table">
            <table className="staff-table" aria-label="招生计划列表">
              <thead>
                <tr>
                  <th scope="col">计划名称</th>
                  <th scope="col">状态</th>
                  <th scope="col">报名时间</th>
                  <th scope="col">已报名 / 名额</th>
                  <th scope="col">报名费</th>
                  <th scope="col">报名表</th>
                  <th scope="col">操作</th>
                </tr>
              </thead>
              <tbody>
                {vm.lines.map((l) => (
                  <tr key={l.row.id}>
                    <td className="plans-name">{l.row.name}</td>
                    <td>
                      <StateBadge badge={l.badge} />
                    </td>
                    <td>{l.window}</td>
                    <td>{l.places}</td>
                    <td>{l.fee}</td>
                    <td>{l.form}</td>
                    <td>
                      <Actions vm={vm} line={l} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="staff-list plans-cards" aria-label="招生计划卡片">
            {vm.lines.map((l) => (
              <li key={l.row.id} className="staff-card plans-card">
                <div className="plans-card-head">
                  <strong className="plans-name">{l.row.name}</strong>
                  <StateBadge badge={l.badge} />
                </div>
                <dl className="plans-facts">
                  <dt>报名时间</dt>
                  <dd>{l.window}</dd>
                  <dt>已报名 / 名额</dt>
                  <dd>{l.places}</dd>
                  <dt>报名费</dt>
                  <dd>{l.fee}</dd>
                  <dt>报名表</dt>
                  <dd>{l.form}</dd>
                </dl>
                <Actions vm={vm} line={l} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
});
