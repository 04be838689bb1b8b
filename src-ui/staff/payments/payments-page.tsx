import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { orderOptions } from '@domain/staff/transitions';
import { feeBadge, yuan } from '@domain/staff/wording';
import { chinaTime } from '@domain/use-cases/staff/publish';
import { useViewModel } from '@ui/di';
import { useStaffSession } from '../app/session-context';
import { StateBadge } from '../shared/badge';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { Pager } from '../shared/pager';
import { ReasonDialog } from '../shared/reason-dialog';
import { FEE_FILTERS, PaymentsVm } from './payments.vm';

export const PaymentsPage = observer(function PaymentsPage() {
  const vm = useViewModel(PaymentsVm);
  const session = useStaffSession();
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="staff-page" aria-label="缴费订单">
      <h2 className="staff-title">缴费订单</h2>
      <label className="staff-field">
        <span>缴费状态</span>
        <select
          aria-label="缴费状态"
          className="staff-select"
          value={vm.feeStatus ?? ''}
          onChange={(e) => void vm.setFeeStatus(e.target.value ? Number(e.target.value) : null)}
        >
          {FEE_FILTERS.map((f) => (
            <option key={f.label} value={f.code ?? ''}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      <Notice vm={vm} />
      <ListStates vm={vm} empty="暂无订单" retry={() => void vm.load()} />
      {vm.status === 'ready' ? (
        <ul className="staff-list" aria-label="订单列表">
          {vm.rows.map((r) => {
            const o = orderOptions(r.feeStatus);
            return (
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
                <div className="staff-actions">
                  {o.markPaid && session.can('markPaid') ? (
                    <Button
                      size="mini"
                      disabled={vm.busy}
                      onClick={() => vm.ask(r.registrationId, 'markPaid')}
                    >
                      线下已缴
                    </Button>
                  ) : null}
                  {o.refund && session.can('refund') ? (
                    <Button
                      size="mini"
                      color="danger"
                      fill="outline"
                      disabled={vm.busy}
                      onClick={() => vm.ask(r.registrationId, 'refund')}
                    >
                      退费
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Pager page={vm.page} total={vm.total} pageSize={vm.pageSize} onPage={(p) => void vm.setPage(p)} />
      <ReasonDialog
        visible={vm.asking !== null}
        title={vm.asking?.action === 'refund' ? '退费原因' : '线下缴费说明'}
        confirmText={vm.asking?.action === 'refund' ? '确认退费' : '确认已缴'}
        busy={vm.busy}
        onConfirm={(r) => void vm.confirm(r)}
        onClose={vm.close}
      />
    </section>
  );
});
