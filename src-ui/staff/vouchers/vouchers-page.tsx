import Button from 'antd-mobile/es/components/button';
import Image from 'antd-mobile/es/components/image';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { voucher } from '@domain/journeys';
import { VOUCHER_REASONS } from '@domain/staff/reasons';
import { voucherOptions } from '@domain/staff/transitions';
import { voucherBadge, yuan } from '@domain/staff/wording';
import { chinaTime } from '@domain/use-cases/staff/publish';
import { useViewModel } from '@ui/di';
import { StateBadge } from '../shared/badge';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { Pager } from '../shared/pager';
import { ReasonDialog } from '../shared/reason-dialog';
import { StatusTabs } from '../shared/status-tabs';
import { VouchersVm } from './vouchers.vm';

const LABELS = {
  pending: voucher.states.reviewing.label,
  approved: voucher.states.approved.label,
  rejected: voucher.states.rejected.label,
};

export const VouchersPage = observer(function VouchersPage() {
  const vm = useViewModel(VouchersVm);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="staff-page" aria-label="凭证审核">
      <h2 className="staff-title">凭证审核</h2>
      <StatusTabs value={vm.filter} labels={LABELS} onChange={(f) => void vm.setFilter(f)} />
      <Notice vm={vm} />
      <ListStates vm={vm} empty="暂无凭证" retry={() => void vm.load()} />
      {vm.status === 'ready' ? (
        <ul className="staff-list staff-list-wide" aria-label="凭证列表">
          {vm.rows.map((r) => {
            const o = voucherOptions(r.voucherStatus);
            return (
              <li key={r.registrationId} className="staff-row staff-voucher" aria-label={`${r.name}的凭证`}>
                <div className="staff-voucher-images">
                  {r.files.length === 0 ? <p className="staff-muted">未上传凭证图片</p> : null}
                  {r.files.map((f) => (
                    <a key={f.fileId} href={f.url} target="_blank" rel="noreferrer">
                      <Image
                        src={f.url}
                        alt={`${r.name}的缴费凭证`}
                        fit="contain"
                        className="staff-voucher-img"
                      />
                    </a>
                  ))}
                </div>
                <div className="staff-voucher-info">
                  <div className="staff-row-main">
                    <strong>{r.name}</strong>
                    <span className="staff-muted">{r.planName}</span>
                  </div>
                  <div>应缴 {yuan(r.amount)}</div>
                  <div className="staff-muted">上传于 {chinaTime(r.updatedAt)}</div>
                  <StateBadge badge={voucherBadge(r.voucherStatus)} />
                  {r.voucherReason ? <div className="staff-muted">驳回原因：{r.voucherReason}</div> : null}
                  <div className="staff-actions">
                    {o.approve ? (
                      <Button
                        color="primary"
                        size="small"
                        disabled={vm.busy}
                        onClick={() => void vm.approve(r.registrationId)}
                      >
                        通过
                      </Button>
                    ) : null}
                    {o.reject ? (
                      <Button
                        color="danger"
                        fill="outline"
                        size="small"
                        disabled={vm.busy}
                        onClick={() => vm.openReject(r.registrationId)}
                      >
                        驳回
                      </Button>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Pager page={vm.page} total={vm.total} pageSize={vm.pageSize} onPage={(p) => void vm.setPage(p)} />
      <ReasonDialog
        visible={vm.rejecting !== null}
        title="驳回凭证"
        templates={VOUCHER_REASONS}
        confirmText="确认驳回"
        busy={vm.busy}
        onConfirm={(r) => void vm.reject(r)}
        onClose={vm.closeReject}
      />
    </section>
  );
});
