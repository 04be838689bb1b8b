import { createColumnHelper } from '@tanstack/react-table';
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { offers } from '@domain/staff/transitions';
import type { OrderRow } from '@domain/staff/types';
import { feeBadge, yuan } from '@domain/staff/wording';
import { chinaTime } from '@domain/use-cases/staff/publish';
import { useViewModel } from '@ui/di';
import { StateBadge } from '../shared/badge';
import { actionsColumn, DataTable, SortButton } from '../shared/data-table';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { Pager } from '../shared/pager';
import { PlanPicker } from '../shared/plan-picker';
import { ReasonDialog } from '../shared/reason-dialog';
import { DESK, useWide } from '../shared/use-wide';
import { FEE_FILTERS, PaymentsVm } from './payments.vm';

const col = createColumnHelper<OrderRow>();
const ALL = 'all';

/** 缴费订单: a table at a desk, cards on a phone; 线下已缴 and 退费 confirmed naming whose ¥ it is. */
export const PaymentsPage = observer(function PaymentsPage() {
  const vm = useViewModel(PaymentsVm);
  const desk = useWide(DESK);
  const list = vm.list;
  useEffect(() => void list.open(), [list]);
  const asc = list.query.sort === 'timeAsc';
  // Exactly the row's actions from the server (by role and fee state): no client rule.
  const actions = (r: OrderRow) => (
    <>
      {offers(r, 'markPaid') ? (
        <Button
          size="small"
          disabled={list.busy}
          aria-label={`${r.name}线下已缴`}
          onClick={() => vm.ask(r.registrationId, 'markPaid')}
        >
          线下已缴
        </Button>
      ) : null}
      {offers(r, 'refund') ? (
        <Button
          size="small"
          color="danger"
          fill="outline"
          disabled={list.busy}
          aria-label={`为${r.name}退费`}
          onClick={() => vm.ask(r.registrationId, 'refund')}
        >
          退费
        </Button>
      ) : null}
    </>
  );
  const columns = [
    col.accessor('name', { header: '姓名' }),
    col.accessor('planName', { header: '招生计划' }),
    col.accessor('amount', {
      header: '金额',
      cell: (c) => <span className="staff-dt-num">{yuan(c.getValue())}</span>,
    }),
    col.accessor('orderNo', { header: '订单号', cell: (c) => c.getValue() || '—' }),
    col.accessor('paidAt', {
      id: 'paid',
      header: () => (
        <SortButton
          title="支付时间"
          asc={asc}
          ascText="最早在前"
          descText="最新在前"
          onTurn={() => void vm.turnSort()}
        />
      ),
      cell: (c) => {
        const v = c.getValue();
        return v ? chinaTime(v) : '—';
      },
    }),
    col.accessor('feeStatus', { header: '状态', cell: (c) => <StateBadge badge={feeBadge(c.getValue())} /> }),
    actionsColumn<OrderRow>(actions),
  ];
  const asking = vm.rowOf(vm.asking?.id);
  const refund = vm.asking?.action === 'refund';
  const tabTitle = (f: (typeof FEE_FILTERS)[number]) => {
    const n = vm.countOf(f.code);
    return n === null ? f.label : `${f.label} (${n})`;
  };
  return (
    <section
      className={desk ? 'staff-page staff-work staff-desk' : 'staff-page staff-work'}
      aria-label="缴费订单"
    >
      <h2 className="staff-title">缴费订单</h2>
      <div className="staff-dt-toolbar">
        <PlanPicker
          plans={list.plans}
          value={list.query.planId}
          onChange={(id) => void list.set({ planId: id })}
        />
        {desk ? null : (
          <Button size="small" fill="outline" onClick={() => void vm.turnSort()}>
            支付时间：{asc ? '最早在前 ↑' : '最新在前 ↓'}
          </Button>
        )}
      </div>
      <Tabs
        activeKey={list.query.feeStatus === null ? ALL : String(list.query.feeStatus)}
        onChange={(k) => void list.set({ feeStatus: k === ALL ? null : Number(k) })}
      >
        {FEE_FILTERS.map((f) => (
          <Tabs.Tab key={f.code === null ? ALL : String(f.code)} title={tabTitle(f)} />
        ))}
      </Tabs>
      <Notice vm={list} />
      <ListStates vm={list} empty="暂无订单" retry={() => void list.load()} />
      {list.status === 'ready' && list.rows.length > 0 && desk ? (
        <DataTable
          label="订单列表"
          data={list.rows}
          columns={columns}
          rowId={(r) => r.registrationId}
          rowLabel={(r) => r.name}
          sortedBy={{ column: 'paid', asc }}
          openId={vm.asking?.id ?? null}
        />
      ) : null}
      {list.status === 'ready' && !desk ? (
        <ul className="staff-list" aria-label="订单列表">
          {list.rows.map((r) => (
            <li key={r.registrationId} className="staff-row" aria-label={r.name}>
              <div className="staff-row-main">
                <strong>{r.name}</strong>
                <span className="staff-muted">{r.planName}</span>
              </div>
              <div className="staff-row-sub">
                <span>{yuan(r.amount)}</span>
                {r.orderNo ? <span>订单号 {r.orderNo}</span> : null}
                {r.paidAt ? <span>支付于 {chinaTime(r.paidAt)}</span> : null}
              </div>
              <StateBadge badge={feeBadge(r.feeStatus)} />
              <div className="staff-actions">{actions(r)}</div>
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        page={list.page}
        total={list.total}
        pageSize={list.pageSize}
        onPage={(p) => void list.setPage(p)}
      />
      <ReasonDialog
        visible={vm.asking !== null}
        title={
          asking
            ? refund
              ? `为${asking.name}退费 ${yuan(asking.amount)}`
              : `确认${asking.name}已线下缴费 ${yuan(asking.amount)}`
            : refund
              ? '退费'
              : '线下缴费'
        }
        subject={
          asking
            ? `${asking.name} · ${asking.planName}${asking.orderNo ? ` · 订单号 ${asking.orderNo}` : ''} · ${
                refund ? `退还 ${yuan(asking.amount)}` : `应缴 ${yuan(asking.amount)}`
              }`
            : undefined
        }
        confirmText={refund ? `确认退费 ${asking ? yuan(asking.amount) : ''}`.trim() : '确认已缴'}
        busy={list.busy}
        onConfirm={(r) => void vm.confirm(r)}
        onClose={vm.close}
      />
    </section>
  );
});
