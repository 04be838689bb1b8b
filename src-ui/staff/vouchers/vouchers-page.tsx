import { createColumnHelper } from '@tanstack/react-table';
import Button from 'antd-mobile/es/components/button';
import Image from 'antd-mobile/es/components/image';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { voucher } from '@domain/journeys';
import { VOUCHER_REASONS } from '@domain/staff/reasons';
import { offers } from '@domain/staff/transitions';
import type { VoucherRow } from '@domain/staff/types';
import { voucherBadge, yuan } from '@domain/staff/wording';
import { chinaTime } from '@domain/use-cases/staff/publish';
import { useViewModel } from '@ui/di';
import { StateBadge } from '../shared/badge';
import { actionsColumn, ApproveReject, DataTable, SortButton, StateCell } from '../shared/data-table';
import { DialogFrame } from '../shared/dialog-frame';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { Pager } from '../shared/pager';
import { PlanPicker } from '../shared/plan-picker';
import { ReasonDialog } from '../shared/reason-dialog';
import { StatusTabs } from '../shared/status-tabs';
import { DESK, useWide } from '../shared/use-wide';
import { VouchersVm } from './vouchers.vm';

const LABELS = {
  pending: voucher.states.reviewing.label,
  approved: voucher.states.approved.label,
  rejected: voucher.states.rejected.label,
};

const col = createColumnHelper<VoucherRow>();
/** Whose voucher and what it should pay, for the dialogs. */
const subjectOf = (r: VoucherRow) => `${r.name} · ${r.planName} · 应缴 ${yuan(r.amount)}`;

/**
 * 凭证审核: a table at a desk (the bank slip as a thumbnail, opened large in the 通过 dialog), cards
 * with the image large on a phone.
 */
export const VouchersPage = observer(function VouchersPage() {
  const vm = useViewModel(VouchersVm);
  const desk = useWide(DESK);
  const list = vm.list;
  useEffect(() => void list.open(), [list]);
  const asc = list.query.sort === 'timeAsc';
  const actions = (r: VoucherRow) => (
    <ApproveReject
      allowed={{ approve: offers(r, 'approveVoucher'), reject: offers(r, 'rejectVoucher') }}
      busy={list.busy}
      who={`${r.name}的凭证`}
      onApprove={() => vm.askApprove(r.registrationId)}
      onReject={() => vm.openReject(r.registrationId)}
    />
  );
  const columns = [
    col.display({
      id: 'thumb',
      header: '凭证',
      cell: ({ row: { original: r } }) =>
        r.files[0] ? (
          <button
            type="button"
            className="staff-dt-thumb"
            aria-label={`查看${r.name}的缴费凭证（${r.files.length} 张）`}
            onClick={() => vm.askApprove(r.registrationId)}
          >
            <img src={r.files[0].url} alt="" />
          </button>
        ) : (
          '—'
        ),
    }),
    col.accessor('name', { header: '姓名' }),
    col.accessor('planName', { header: '招生计划' }),
    col.accessor('amount', {
      header: '应缴金额',
      cell: (c) => <span className="staff-dt-num">{yuan(c.getValue())}</span>,
    }),
    col.accessor('updatedAt', {
      id: 'uploaded',
      header: () => <SortButton title="上传时间" asc={asc} onTurn={() => void vm.turnSort()} />,
      cell: (c) => chinaTime(c.getValue()),
    }),
    col.accessor('voucherStatus', {
      header: '状态',
      cell: ({ row: { original: r } }) => (
        <StateCell tag={<StateBadge badge={voucherBadge(r.voucherStatus)} />} reason={r.voucherReason} />
      ),
    }),
    actionsColumn<VoucherRow>(actions),
  ];
  const approving = vm.rowOf(vm.approving);
  const rejecting = vm.rowOf(vm.rejecting);
  return (
    <section
      className={desk ? 'staff-page staff-work staff-desk' : 'staff-page staff-work'}
      aria-label="凭证审核"
    >
      <h2 className="staff-title">凭证审核</h2>
      <div className="staff-dt-toolbar">
        <PlanPicker
          plans={list.plans}
          value={list.query.planId}
          onChange={(id) => void list.set({ planId: id })}
        />
        {desk ? null : (
          <Button size="small" fill="outline" onClick={() => void vm.turnSort()}>
            上传时间：{asc ? '最早在前 ↑' : '最新在前 ↓'}
          </Button>
        )}
      </div>
      <StatusTabs
        value={list.query.status}
        labels={LABELS}
        counts={list.counts}
        onChange={(f) => void list.set({ status: f })}
      />
      <Notice vm={list} />
      <ListStates vm={list} empty="暂无凭证" retry={() => void list.load()} />
      {list.status === 'ready' && list.rows.length > 0 && desk ? (
        <DataTable
          label="凭证列表"
          data={list.rows}
          columns={columns}
          rowId={(r) => r.registrationId}
          rowLabel={(r) => `${r.name}的凭证`}
          sortedBy={{ column: 'uploaded', asc }}
          openId={vm.approving ?? vm.rejecting}
        />
      ) : null}
      {list.status === 'ready' && !desk ? (
        <ul className="staff-list staff-list-wide" aria-label="凭证列表">
          {list.rows.map((r) => (
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
                <div className="staff-actions">{actions(r)}</div>
              </div>
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
      <DialogFrame
        open={approving !== null}
        title={approving ? `通过${approving.name}的缴费凭证` : '通过缴费凭证'}
        onClose={vm.closeApprove}
      >
        {approving ? (
          <>
            <p className="staff-dialog-subject">{subjectOf(approving)}</p>
            <div className="staff-voucher-large">
              {approving.files.length === 0 ? <p className="staff-muted">未上传凭证图片</p> : null}
              {approving.files.map((f) => (
                <a key={f.fileId} href={f.url} target="_blank" rel="noreferrer">
                  <img src={f.url} alt={`${approving.name}的缴费凭证`} />
                </a>
              ))}
            </div>
            <p>通过后记为已缴费，并通知报名人。</p>
            <div className="staff-sheet-actions">
              <Button onClick={vm.closeApprove}>取消</Button>
              {offers(approving, 'rejectVoucher') ? (
                <Button
                  color="danger"
                  fill="outline"
                  disabled={list.busy}
                  onClick={() => vm.openReject(approving.registrationId)}
                >
                  驳回
                </Button>
              ) : null}
              {offers(approving, 'approveVoucher') ? (
                <Button
                  color="primary"
                  loading={list.busy}
                  disabled={list.busy}
                  onClick={() => void vm.confirmApprove()}
                >
                  确认通过
                </Button>
              ) : null}
            </div>
          </>
        ) : null}
      </DialogFrame>
      <ReasonDialog
        visible={vm.rejecting !== null}
        title={rejecting ? `驳回${rejecting.name}的缴费凭证` : '驳回缴费凭证'}
        subject={rejecting ? subjectOf(rejecting) : undefined}
        templates={VOUCHER_REASONS}
        confirmText="确认驳回"
        busy={list.busy}
        onConfirm={(r) => void vm.reject(r)}
        onClose={vm.closeReject}
      />
    </section>
  );
});
