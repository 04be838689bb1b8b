import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import SearchBar from 'antd-mobile/es/components/search-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { REVIEW_TABS } from '@domain/staff/queue';
import { staffLinks } from '@domain/staff/routes';
import type { ReviewFilter } from '@domain/staff/types';
import { reviewBadge, feeBadge } from '@domain/staff/wording';
import { useViewModel } from '@ui/di';
import { EmptyState, ErrorState, LoadingState } from '@ui/kit/load-state/states';
import { StateBadge } from '../shared/badge';
import { BulkPanel } from '../shared/bulk-panel';
import { Pager } from '../shared/pager';
import { PlanPicker } from '../shared/plan-picker';
import { DESK, useWide } from '../shared/use-wide';
import { useStaffSession } from '../app/session-context';
import { QueueVm } from './queue.vm';
import { ReviewDrawer } from './review-drawer';
import { ReviewTable } from './review-table';
import './review.css';

export const QueuePage = observer(function QueuePage() {
  const vm = useViewModel(QueueVm);
  const session = useStaffSession();
  const desk = useWide(DESK);
  useEffect(() => void vm.open(), [vm]);
  const canBulk = vm.canBulk;
  const asc = vm.filter.sort === 'submittedAsc';
  return (
    <section
      className={desk ? 'staff-page review-page review-desk' : 'staff-page review-page'}
      aria-label="报名审核"
    >
      <h2 className="staff-title">报名审核</h2>
      <div className="staff-toolbar">
        <PlanPicker plans={vm.plans} value={vm.filter.planId} onChange={(id) => void vm.setPlan(id)} />
        <div className="staff-search">
          <SearchBar
            placeholder="姓名 / 证件号 / 手机号 / 报名编号"
            value={vm.search}
            onChange={vm.setSearch}
            onSearch={() => void vm.applySearch()}
            onClear={() => void vm.clearSearch()}
            clearable={false}
            aria-label="搜索"
          />
          <Button size="small" color="primary" fill="outline" onClick={() => void vm.applySearch()}>
            搜索
          </Button>
        </div>
        {vm.hint ? <span className="staff-hint">{vm.hint}</span> : null}
        {desk ? null : (
          <Button
            size="small"
            fill="outline"
            className="review-sort-phone"
            onClick={() => void vm.turnSort()}
          >
            提交时间：{asc ? '最早在前 ↑' : '最新在前 ↓'}
          </Button>
        )}
        {canBulk ? (
          <Button
            color="primary"
            size="small"
            loading={vm.bulk.step === 'counting'}
            onClick={() => void vm.bulkApprove()}
          >
            {vm.selected.size ? `批量通过（已选 ${vm.selected.size} 条）` : '批量通过'}
          </Button>
        ) : null}
      </div>
      <BulkPanel vm={vm.bulk} title="批量通过" />
      <Tabs activeKey={vm.filter.review} onChange={(k) => void vm.setReview(k as ReviewFilter)}>
        {REVIEW_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={vm.counts ? `${t.label} (${vm.counts[t.key]})` : t.label} />
        ))}
      </Tabs>
      {vm.status === 'loading' ? <LoadingState onRetry={() => void vm.open()} /> : null}
      {vm.status === 'error' ? (
        <ErrorState text={vm.error ?? ''} onRetry={() => void vm.open()} home={false} />
      ) : null}
      {vm.status === 'ready' && vm.rows.length === 0 ? <EmptyState text="暂无报名" /> : null}
      {vm.status === 'ready' && vm.rows.length > 0 && desk ? (
        <ReviewTable vm={vm} canSelect={canBulk} />
      ) : null}
      {vm.status === 'ready' && vm.selectable.length > 0 && canBulk && !desk ? (
        <Checkbox className="staff-select-all" checked={vm.allSelected} onChange={vm.toggleAll}>
          全选本页待审核
        </Checkbox>
      ) : null}
      {vm.status === 'ready' && vm.rows.length > 0 && !desk ? (
        <ul className="staff-list" aria-label="报名列表">
          {vm.rows.map((r) => (
            <li key={r.id} className="staff-row">
              {vm.isSelectable(r) ? (
                <Checkbox
                  className="staff-row-check"
                  aria-label={`选择${r.name}`}
                  checked={vm.selected.has(r.id)}
                  onChange={() => vm.toggle(r.id)}
                />
              ) : null}
              <Link
                href={staffLinks.registration(r.id)}
                className="staff-row-link"
                onClick={(e) => {
                  // The review opens over the list (full screen) with its 通过 / 驳回 / 通过并下一条 bar.
                  e.preventDefault();
                  void vm.drawer.open(r.id);
                }}
              >
                <div className="staff-row-main">
                  <strong>{r.name}</strong>
                  <span className="staff-muted">{r.planName}</span>
                </div>
                <div className="staff-row-sub">
                  <span>报名编号 {r.regNo}</span>
                  <span>证件号 {r.idNumber}</span>
                  {r.phone ? <span>手机 {r.phone}</span> : null}
                </div>
                <div className="staff-row-tags">
                  <StateBadge badge={reviewBadge(r.reviewStatus)} />
                  <StateBadge badge={feeBadge(r.feeStatus)} />
                </div>
                {r.rejectReason ? <div className="staff-muted">驳回原因：{r.rejectReason}</div> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        page={vm.filter.page}
        total={vm.total}
        pageSize={vm.pageSize}
        onPage={(p) => void vm.setPage(p)}
      />
      <ReviewDrawer vm={vm.drawer} canUnmask={session.can('unmask')} canCorrect={session.can('correct')} />
    </section>
  );
});
