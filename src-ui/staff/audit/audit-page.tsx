import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ROLE_LABEL } from '@domain/staff/roles';
import type { StaffRole } from '@domain/staff/types';
import { chinaTime } from '@domain/use-cases/staff/publish';
import { useViewModel } from '@ui/di';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { Pager } from '../shared/pager';
import { AuditVm } from './audit.vm';

const roleText = (r: string | null) => (r && r in ROLE_LABEL ? ROLE_LABEL[r as StaffRole] : (r ?? '-'));

export const AuditPage = observer(function AuditPage() {
  const vm = useViewModel(AuditVm);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="staff-page" aria-label="操作日志">
      <h2 className="staff-title">操作日志</h2>
      <div className="staff-toolbar">
        <Input placeholder="按操作筛选，如 registration.approve" value={vm.action} onChange={vm.setAction} />
        <Button size="small" onClick={() => void vm.search()}>
          筛选
        </Button>
        <Button size="small" fill="outline" disabled={vm.busy} onClick={() => void vm.exportCsv()}>
          导出CSV
        </Button>
      </div>
      <Notice vm={vm} />
      <ListStates vm={vm} empty="暂无记录" retry={() => void vm.load()} />
      {vm.status === 'ready' && vm.rows.length ? (
        <div className="staff-table-wrap">
          <table className="staff-table" aria-label="操作日志列表">
            <thead>
              <tr>
                <th>时间</th>
                <th>账号</th>
                <th>角色</th>
                <th>操作</th>
                <th>对象</th>
                <th>地址</th>
              </tr>
            </thead>
            <tbody>
              {vm.rows.map((r) => (
                <tr key={r.id}>
                  <td>{chinaTime(r.at)}</td>
                  <td>{r.staffId ?? '-'}</td>
                  <td>{roleText(r.role)}</td>
                  <td>{r.action}</td>
                  <td>{r.target ?? '-'}</td>
                  <td>{r.ip ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager page={vm.page} total={vm.total} pageSize={vm.pageSize} onPage={(p) => void vm.setPage(p)} />
    </section>
  );
});
