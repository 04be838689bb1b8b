import { checkin } from '@domain/journeys';
import Button from 'antd-mobile/es/components/button';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { RosterStep, RosterStudent } from '@domain/roster/gateway';
import { useViewModel } from '@ui/di';
import { useStaffSession } from '../app/session-context';
import { ListStates } from '../shared/list-states';
import { Pager } from '../shared/pager';
import { RosterGenerate } from './roster-generate';
import { PlacementPage } from './placement-page';
import { RosterImport } from './roster-import';
import { StudentEdit } from './student-edit';
import { RemovedStudents } from './removed-students';
import { RosterVm, type ArrivedFilter } from './roster.vm';
import './roster.css';

/** One labelled native select of the filter bar (usable on a phone and a desktop). */
function Pick({
  label,
  value,
  all,
  options,
  onChange,
}: {
  label: string;
  value: string;
  all: string;
  options: readonly { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  return (
    <label className="staff-field">
      <span>{label}</span>
      <select
        className="staff-select"
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** 已放弃入学 stands before any check-in step. */
const statusOf = (r: RosterStudent) => (r.withdrawn ? '已放弃入学' : r.stepText);

const ARRIVED: { value: ArrivedFilter; label: string }[] = [
  { value: 'yes', label: checkin.states.arrived.label },
  { value: 'no', label: '未到校' },
];

/** 新生名单: the school's new students; 学校管理员 also 从录取生成 and 导入名单. */
export const RosterPage = observer(function RosterPage() {
  const vm = useViewModel(RosterVm);
  const session = useStaffSession();
  const canWrite = session.can('rosterWrite');
  useEffect(() => void vm.start(), [vm]);
  if (vm.panel === 'import') return <RosterImport onBack={() => void vm.back()} />;
  if (vm.panel === 'generate') return <RosterGenerate onBack={() => void vm.back()} />;
  if (vm.panel === 'placement') return <PlacementPage onBack={() => void vm.back()} />;
  if (vm.panel === 'student') return <StudentEdit welcomeId={vm.editing} onBack={() => void vm.back()} />;
  if (vm.panel === 'removed') return <RemovedStudents onBack={() => void vm.back()} />;
  const list = vm.list;
  const f = list.query;
  return (
    <section className="staff-page roster-page" aria-label="新生名单">
      <h2 className="staff-title">新生名单</h2>
      {canWrite ? (
        <div className="staff-actions">
          <Button color="primary" onClick={() => vm.open('generate')}>
            从录取生成
          </Button>
          <Button fill="outline" onClick={() => vm.open('removed')}>
            已删除
          </Button>
          <Button color="primary" fill="outline" onClick={() => vm.open('import')}>
            导入名单
          </Button>
          <Button color="primary" fill="outline" onClick={() => vm.open('placement')}>
            分班 / 分宿
          </Button>
        </div>
      ) : null}
      <div className="staff-toolbar">
        <div className="staff-search">
          <SearchBar
            placeholder="姓名 / 身份证号 / 手机号"
            value={vm.typed}
            onChange={vm.setTyped}
            onSearch={() => void vm.search()}
            // antd-mobile's clear icon is a div with an aria-label (axe: aria-prohibited-attr); 清除筛选 clears.
            clearable={false}
            aria-label="搜索新生"
          />
          <Button size="small" color="primary" fill="outline" onClick={() => void vm.search()}>
            搜索
          </Button>
        </div>
      </div>
      <div className="roster-filters">
        <Pick
          label="招生计划"
          all="全部计划"
          value={f.planId}
          options={vm.options.plans}
          onChange={(v) => void list.set({ planId: v })}
        />
        <Pick
          label="专业"
          all="全部专业"
          value={f.majorId}
          options={vm.options.majors}
          onChange={(v) => void list.set({ majorId: v })}
        />
        <Pick
          label="班级"
          all="全部班级"
          value={f.className}
          options={vm.options.classes.filter(Boolean).map((c) => ({ value: c, label: c }))}
          onChange={(v) => void list.set({ className: v })}
        />
        <Pick
          label="报到环节"
          all="全部环节"
          value={f.step}
          options={vm.options.steps}
          onChange={(v) => void list.set({ step: v as RosterStep | '' })}
        />
        <Pick
          label="是否到校"
          all="全部"
          value={f.arrived === 'all' ? '' : f.arrived}
          options={ARRIVED}
          onChange={(v) => void list.set({ arrived: (v || 'all') as ArrivedFilter })}
        />
      </div>
      <div className="staff-toolbar">
        {vm.filtered ? (
          <Button size="small" onClick={() => void vm.clearFilters()}>
            清除筛选
          </Button>
        ) : null}
        {session.can('unmask') ? (
          <label className="roster-plan">
            <input
              type="checkbox"
              checked={vm.unmask}
              onChange={(e) => void vm.setUnmask(e.target.checked)}
            />
            显示完整证件号和手机号
          </label>
        ) : null}
        {list.status === 'ready' ? <span aria-live="polite">共 {list.total} 人</span> : null}
      </div>
      <ListStates
        vm={list}
        empty={
          vm.filtered ? '没有符合条件的新生' : canWrite ? '名单为空：可从录取生成或导入名单' : '名单为空'
        }
        retry={() => void list.load()}
      />
      {list.status === 'ready' && list.rows.length ? (
        <>
          <div className="staff-table-wrap roster-table-wrap">
            <table className="staff-table" aria-label="新生名单表">
              <thead>
                <tr>
                  <th scope="col">姓名</th>
                  <th scope="col">身份证号</th>
                  <th scope="col">手机号</th>
                  <th scope="col">专业</th>
                  <th scope="col">班级</th>
                  <th scope="col">宿舍</th>
                  <th scope="col">招生计划</th>
                  <th scope="col">报到环节</th>
                  {canWrite ? <th scope="col">操作</th> : null}
                </tr>
              </thead>
              <tbody>
                {list.rows.map((r) => (
                  <tr key={r.welcomeId}>
                    <td>{r.name}</td>
                    <td>{r.idNumber}</td>
                    <td>{r.phone || '—'}</td>
                    <td>{r.major || '未分专业'}</td>
                    <td>{r.className || '未分班'}</td>
                    <td>{r.dormitory || '—'}</td>
                    <td>{r.planName || '—'}</td>
                    <td
                      className={
                        r.withdrawn ? 'staff-status-error' : r.arrived ? 'staff-status-success' : undefined
                      }
                    >
                      {statusOf(r)}
                    </td>
                    {canWrite ? (
                      <td>
                        <Button
                          size="small"
                          fill="outline"
                          onClick={() => vm.edit(r.welcomeId)}
                          aria-label={`修改 ${r.name}`}
                        >
                          修改
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="staff-list roster-cards" aria-label="新生列表">
            {list.rows.map((r) => (
              <li key={r.welcomeId} className="staff-row">
                <div className="staff-row-main">
                  <strong>{r.name}</strong>
                  <span
                    className={
                      r.withdrawn
                        ? 'staff-status staff-status-error'
                        : r.arrived
                          ? 'staff-status staff-status-success'
                          : 'staff-status'
                    }
                  >
                    {statusOf(r)}
                  </span>
                </div>
                <div className="staff-row-sub">
                  <span>{r.idNumber}</span>
                  {r.phone ? <span>{r.phone}</span> : null}
                </div>
                <div className="staff-row-sub">
                  <span>{r.major || '未分专业'}</span>
                  <span>{r.className || '未分班'}</span>
                  {r.dormitory ? <span>{r.dormitory}</span> : null}
                  {r.planName ? <span>{r.planName}</span> : null}
                </div>
                {canWrite ? (
                  <Button
                    size="small"
                    fill="outline"
                    onClick={() => vm.edit(r.welcomeId)}
                    aria-label={`修改 ${r.name}`}
                  >
                    修改
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          <Pager
            page={list.page}
            total={list.total}
            pageSize={list.pageSize}
            onPage={(p) => void list.setPage(p)}
          />
        </>
      ) : null}
    </section>
  );
});
