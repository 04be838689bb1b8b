import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { AUDIT_ACTION_GROUPS, auditActionLabel } from '@domain/staff/audit-actions';
import { auditChanges, auditReason, changeLine } from '@domain/staff/audit-details';
import { ROLE_LABEL } from '@domain/staff/roles';
import type { AuditRow, StaffRole } from '@domain/staff/types';
import { chinaTime } from '@domain/use-cases/staff/publish';
import { useViewModel } from '@ui/di';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { Pager } from '../shared/pager';
import { AuditVm } from './audit.vm';

/** 学校管理员 / 招生老师 / 报到老师; the platform operator's rows read 平台运营. */
const roleText = (r: string | null) =>
  r === 'operator' ? '平台运营' : r && r in ROLE_LABEL ? ROLE_LABEL[r as StaffRole] : '-';
/** Who by name (an operator row has no account). */
const whoText = (r: AuditRow) => r.staffName ?? (r.role === 'operator' ? '平台运营' : '-');
/** A removed student's row is gone: the name the audit kept. */
const targetText = (r: AuditRow) =>
  r.targetName ?? (typeof r.details.name === 'string' && r.details.name ? r.details.name : '-');

/** 详情: before → after of a correction, and the reason given. */
function Details({ r }: { r: AuditRow }) {
  const changes = auditChanges(r.details);
  const reason = auditReason(r.details);
  if (!changes.length && !reason) return <>-</>;
  return (
    <>
      {changes.map((c) => (
        <div key={c.label}>{changeLine(c)}</div>
      ))}
      {reason ? <div>原因：{reason}</div> : null}
    </>
  );
}

/** 操作日志 in Chinese (issue 24): who by name and role, what, on whom; filtered by a type from the list. */
export const AuditPage = observer(function AuditPage() {
  const vm = useViewModel(AuditVm);
  const list = vm.list;
  useEffect(() => void list.load(), [list]);
  return (
    <section className="staff-page" aria-label="操作日志">
      <h2 className="staff-title">操作日志</h2>
      <div className="staff-toolbar">
        <label className="staff-field">
          <span>操作类型</span>
          <select
            className="staff-select"
            value={list.query.action}
            onChange={(e) => void list.set({ action: e.target.value })}
          >
            <option value="">全部操作</option>
            {AUDIT_ACTION_GROUPS.map((g) => (
              <optgroup key={g.area} label={g.area}>
                {g.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <Button fill="outline" disabled={list.busy} onClick={() => void vm.exportCsv()}>
          导出CSV
        </Button>
      </div>
      <Notice vm={list} />
      <ListStates vm={list} empty="暂无记录" retry={() => void list.load()} />
      {list.status === 'ready' && list.rows.length ? (
        // Scrolls sideways on a phone: focusable so a keyboard can scroll it (axe scrollable-region-focusable).
        <div className="staff-table-wrap" tabIndex={0} role="region" aria-label="操作日志（可左右滚动）">
          <table className="staff-table" aria-label="操作日志列表">
            <thead>
              <tr>
                <th scope="col">时间</th>
                <th scope="col">操作人</th>
                <th scope="col">角色</th>
                <th scope="col">操作</th>
                <th scope="col">对象</th>
                <th scope="col">地址</th>
                <th scope="col">详情</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((r) => (
                <tr key={r.id}>
                  <td>{chinaTime(r.at)}</td>
                  <td>{whoText(r)}</td>
                  <td>{roleText(r.role)}</td>
                  <td>{auditActionLabel(r.action)}</td>
                  <td>{targetText(r)}</td>
                  <td>{r.ip ?? '-'}</td>
                  <td className="staff-audit-details">
                    <Details r={r} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager
        page={list.page}
        total={list.total}
        pageSize={list.pageSize}
        onPage={(p) => void list.setPage(p)}
      />
    </section>
  );
});
