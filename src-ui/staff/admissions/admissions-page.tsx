import { createColumnHelper } from '@tanstack/react-table';
import Button from 'antd-mobile/es/components/button';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import {
  ADMISSION_EVENT_LABEL,
  type AdmissionDecision,
  type StaffRegistrationAction,
} from '@domain/journeys';
import { admissionBadge, feeBadge } from '@domain/staff/wording';
import type { RegistrationRow } from '@domain/staff/types';
import { useViewModel } from '@ui/di';
import { ChinaDateField } from '../shared/china-date-field';
import { CheckCell, DataTable } from '../shared/data-table';
import { DESK, useWide } from '../shared/use-wide';
import { StateBadge } from '../shared/badge';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { Pager } from '../shared/pager';
import { PlanPicker } from '../shared/plan-picker';
import { useStaffSession } from '../app/session-context';
import { AdmissionsVm, BULK_DECISIONS } from './admissions.vm';
import { DecisionDialog } from './decision-dialog';

const BULK_LABEL: Readonly<Record<AdmissionDecision, string>> = {
  admit: '批量录取',
  preAdmit: '批量预录取',
  decline: '批量不录取',
};

/** Exactly the actions the server offers on the row now (none for a role that may not decide). */
const RowActions = observer(function RowActions({ vm, r }: { vm: AdmissionsVm; r: RegistrationRow }) {
  const can = (a: StaffRegistrationAction) => vm.offers(r, a);
  return (
    <div className="staff-actions">
      {can('admit') ? (
        <Button color="primary" disabled={vm.busy} onClick={() => vm.ask('admit', r)}>
          {ADMISSION_EVENT_LABEL.admit}
        </Button>
      ) : null}
      {can('preAdmit') ? (
        <Button fill="outline" color="primary" disabled={vm.busy} onClick={() => vm.ask('preAdmit', r)}>
          {ADMISSION_EVENT_LABEL.preAdmit}
        </Button>
      ) : null}
      {can('decline') ? (
        <Button fill="outline" color="danger" disabled={vm.busy} onClick={() => vm.ask('decline', r)}>
          {ADMISSION_EVENT_LABEL.decline}
        </Button>
      ) : null}
      {can('undo') ? (
        <Button fill="outline" disabled={vm.busy} onClick={() => void vm.undo(r)}>
          撤销决定
        </Button>
      ) : null}
      {can('revoke') ? (
        <Button fill="outline" color="danger" disabled={vm.busy} onClick={() => vm.askRevoke(r)}>
          撤销录取
        </Button>
      ) : null}
    </div>
  );
});

/** Why no decision can be taken, or why 录取 was revoked. */
function RowNotes({ r }: { r: RegistrationRow }) {
  return (
    <>
      {r.blocked ? <p className="staff-muted admit-why">不能录取：{r.blocked}</p> : null}
      {r.admissionReason ? <p className="staff-muted admit-why">撤销原因：{r.admissionReason}</p> : null}
    </>
  );
}

/** One applicant on a phone: a tick box (44 px), whom, the fee and decision, 录取专业, the actions. */
const Row = observer(function Row({ vm, r }: { vm: AdmissionsVm; r: RegistrationRow }) {
  return (
    <li className="staff-row admit-row" aria-label={r.name}>
      {vm.canTick ? (
        <label className="admit-check">
          <input
            type="checkbox"
            checked={vm.isSelected(r.id)}
            onChange={(e) => vm.toggle(r.id, e.target.checked)}
            aria-label={`选择 ${r.name}`}
          />
        </label>
      ) : null}
      <div className="admit-body">
        <div className="staff-row-main">
          <strong>{r.name}</strong>
          <span className="staff-muted">
            {r.regNo} · {r.idNumber}
          </span>
        </div>
        <div className="staff-row-tags">
          <StateBadge badge={feeBadge(r.feeStatus)} />
          <StateBadge badge={admissionBadge(r.admissionStatus)} />
        </div>
        {r.admittedMajor ? <p className="staff-muted">录取专业：{r.admittedMajor}</p> : null}
        <RowNotes r={r} />
        <RowActions vm={vm} r={r} />
      </div>
    </li>
  );
});

const col = createColumnHelper<RegistrationRow>();

/** 录取管理 at a desk (issue 34 item 22): one table row per applicant with its 意向专业 and 录取专业. */
const AdmitTable = observer(function AdmitTable({ vm }: { vm: AdmissionsVm }) {
  const columns = [
    ...(vm.canTick
      ? [
          col.display({
            id: 'select',
            header: '选择',
            cell: (c) => (
              <CheckCell
                label={`选择 ${c.row.original.name}`}
                checked={vm.isSelected(c.row.original.id)}
                onChange={() => vm.toggle(c.row.original.id, !vm.isSelected(c.row.original.id))}
              />
            ),
          }),
        ]
      : []),
    col.accessor('name', { header: '姓名', cell: (c) => <strong>{c.getValue()}</strong> }),
    col.accessor('regNo', { header: '报名编号' }),
    col.accessor('idNumber', { header: '证件号' }),
    col.accessor('major', { header: '意向专业', cell: (c) => c.getValue() || '—' }),
    col.accessor('admittedMajor', { header: '录取专业', cell: (c) => c.getValue() || '—' }),
    col.accessor('feeStatus', { header: '缴费', cell: (c) => <StateBadge badge={feeBadge(c.getValue())} /> }),
    col.accessor('admissionStatus', {
      header: '录取状态',
      cell: (c) => (
        <>
          <StateBadge badge={admissionBadge(c.getValue())} />
          <RowNotes r={c.row.original} />
        </>
      ),
    }),
    col.display({ id: 'actions', header: '操作', cell: (c) => <RowActions vm={vm} r={c.row.original} /> }),
  ];
  return (
    <DataTable
      label="录取列表"
      data={vm.rows}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => r.name}
      selected={new Set(vm.selected)}
      canSelect={() => vm.canTick}
    />
  );
});

export const AdmissionsPage = observer(function AdmissionsPage() {
  const vm = useViewModel(AdmissionsVm);
  const session = useStaffSession();
  const desk = useWide(DESK);
  useEffect(() => {
    void vm.open();
    return vm.close;
  }, [vm]);
  return (
    <section
      className={desk ? 'staff-page admit-page staff-desk' : 'staff-page admit-page'}
      aria-label="录取管理"
    >
      <h2 className="staff-title">录取管理</h2>
      <div className="staff-toolbar">
        <PlanPicker
          plans={vm.plans}
          value={vm.planId}
          onChange={(id) => void vm.setPlan(id)}
          allowAll={false}
        />
        <div className="staff-search">
          {/* No clear icon: antd-mobile's is a div with aria-label (axe aria-prohibited-attr). */}
          <SearchBar
            placeholder="姓名 / 证件号 / 手机号"
            value={vm.search}
            onChange={vm.setSearch}
            onSearch={() => void vm.applySearch()}
            clearable={false}
          />
          <Button color="primary" fill="outline" onClick={() => void vm.applySearch()}>
            搜索
          </Button>
        </div>
      </div>
      {session.can('publishResults') ? (
        <div className="staff-card staff-publish" aria-label="公布结果">
          <p className="staff-muted">{vm.publishedText}</p>
          <label className="staff-field">
            <span>公布时间</span>
            <ChinaDateField
              label="公布时间"
              precision="second"
              value={vm.publishAt}
              onChange={vm.setPublishAt}
            />
          </label>
          <Button color="primary" fill="outline" disabled={vm.busy} onClick={() => void vm.publish()}>
            定时公布结果
          </Button>
          <div className="staff-actions admit-publish-now">
            <Button fill="outline" disabled={vm.busy} onClick={() => void vm.previewLetter()}>
              预览录取通知书
            </Button>
            {vm.published ? null : (
              <Button color="primary" disabled={vm.busy} onClick={vm.askPublishNow}>
                立即公布结果
              </Button>
            )}
          </div>
        </div>
      ) : (
        <p className="staff-muted">{vm.publishedText}</p>
      )}
      {vm.canTick ? (
        <div className="staff-toolbar admit-bulk" aria-label="批量决定">
          <label className="admit-check admit-check-all">
            <input
              type="checkbox"
              checked={vm.allOnPageSelected}
              onChange={(e) => vm.toggleAll(e.target.checked)}
            />
            全选本页
          </label>
          <span aria-live="polite">已选 {vm.selected.length} 人</span>
          {BULK_DECISIONS.filter((d) => vm.bulkOffered(d)).map((d) => (
            <Button
              key={d}
              color={d === 'decline' ? 'danger' : 'primary'}
              fill={d === 'admit' ? 'solid' : 'outline'}
              disabled={vm.busy || !vm.selected.length}
              onClick={() => void vm.askBulk(d)}
            >
              {BULK_LABEL[d]}
            </Button>
          ))}
        </div>
      ) : null}
      <Notice vm={vm} />
      <ListStates vm={vm} empty="暂无审核通过的报名" retry={() => void vm.open()} />
      {vm.status === 'ready' && desk && vm.rows.length > 0 ? <AdmitTable vm={vm} /> : null}
      {vm.status === 'ready' && !desk ? (
        <ul className="staff-list" aria-label="录取列表">
          {vm.rows.map((r) => (
            <Row key={r.id} vm={vm} r={r} />
          ))}
        </ul>
      ) : null}
      <Pager page={vm.page} total={vm.total} pageSize={vm.pageSize} onPage={(p) => void vm.setPage(p)} />
      <DecisionDialog vm={vm} />
    </section>
  );
});
