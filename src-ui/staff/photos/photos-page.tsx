import { createColumnHelper } from '@tanstack/react-table';
import Image from 'antd-mobile/es/components/image';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { facePhoto } from '@domain/journeys';
import { PHOTO_REASONS } from '@domain/staff/reasons';
import { offers } from '@domain/staff/transitions';
import type { PhotoRow } from '@domain/staff/types';
import { photoBadge } from '@domain/staff/wording';
import { useViewModel } from '@ui/di';
import { StateBadge } from '../shared/badge';
import { actionsColumn, ApproveReject, DataTable, StateCell } from '../shared/data-table';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { Pager } from '../shared/pager';
import { ReasonDialog } from '../shared/reason-dialog';
import { StatusTabs } from '../shared/status-tabs';
import { DESK, useWide } from '../shared/use-wide';
import { PhotosVm } from './photos.vm';

const LABELS = {
  pending: facePhoto.states.reviewing.label,
  approved: facePhoto.states.approved.label,
  rejected: facePhoto.states.rejected.label,
};

const col = createColumnHelper<PhotoRow>();

/** 人脸照片: a table at a desk (photo, name, 学号, state, actions), a grid of photos on a phone. */
export const PhotosPage = observer(function PhotosPage() {
  const vm = useViewModel(PhotosVm);
  const list = vm.list;
  const desk = useWide(DESK);
  useEffect(() => void list.load(), [list]);
  const actions = (r: PhotoRow) => (
    <ApproveReject
      allowed={{ approve: offers(r, 'approvePhoto'), reject: offers(r, 'rejectPhoto') }}
      busy={list.busy}
      onApprove={() => void vm.approve(r.welcomeId)}
      onReject={() => vm.openReject(r.welcomeId)}
    />
  );
  const columns = [
    col.accessor('url', {
      id: 'thumb',
      header: '照片',
      cell: ({ row: { original: r } }) => (
        <a className="staff-dt-thumb staff-dt-face" href={r.url} target="_blank" rel="noreferrer">
          <img src={r.url} alt={`${r.name}的人脸照片`} />
        </a>
      ),
    }),
    col.accessor('name', { header: '姓名' }),
    col.accessor('studentNo', { header: '学号', cell: (c) => c.getValue() || '—' }),
    col.accessor('photoStatus', {
      header: '状态',
      cell: ({ row: { original: r } }) => (
        <StateCell tag={<StateBadge badge={photoBadge(r.photoStatus)} />} reason={r.rejectReason} />
      ),
    }),
    actionsColumn<PhotoRow>(actions),
  ];
  const rejecting = vm.rowOf(vm.rejecting);
  return (
    <section
      className={desk ? 'staff-page staff-work staff-desk' : 'staff-page staff-work'}
      aria-label="人脸照片"
    >
      <h2 className="staff-title">人脸照片</h2>
      <StatusTabs
        value={list.query.status}
        labels={LABELS}
        counts={list.counts}
        onChange={(f) => void list.set({ status: f })}
      />
      <Notice vm={list} />
      <ListStates vm={list} empty="暂无照片" retry={() => void list.load()} />
      {list.status === 'ready' && list.rows.length > 0 && desk ? (
        <DataTable
          label="照片列表"
          data={list.rows}
          columns={columns}
          rowId={(r) => r.welcomeId}
          rowLabel={(r) => `${r.name}的照片`}
          openId={vm.rejecting}
        />
      ) : null}
      {list.status === 'ready' && !desk ? (
        <ul className="staff-grid" aria-label="照片列表">
          {list.rows.map((r) => (
            <li key={r.welcomeId} className="staff-grid-cell" aria-label={`${r.name}的照片`}>
              <Image src={r.url} alt={`${r.name}的人脸照片`} fit="cover" className="staff-photo" />
              <div className="staff-row-main">
                <strong>{r.name}</strong>
                {r.studentNo ? <span className="staff-muted">{r.studentNo}</span> : null}
              </div>
              <StateBadge badge={photoBadge(r.photoStatus)} />
              {r.rejectReason ? <div className="staff-muted">驳回原因：{r.rejectReason}</div> : null}
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
        visible={vm.rejecting !== null}
        title={rejecting ? `驳回${rejecting.name}的人脸照片` : '驳回人脸照片'}
        subject={
          rejecting ? (
            <span className="staff-dialog-who">
              <img src={rejecting.url} alt="" className="staff-dialog-face" />
              {rejecting.name}
              {rejecting.studentNo ? ` · 学号 ${rejecting.studentNo}` : ''}
            </span>
          ) : undefined
        }
        templates={PHOTO_REASONS}
        confirmText="确认驳回"
        busy={list.busy}
        onConfirm={(r) => void vm.reject(r)}
        onClose={vm.closeReject}
      />
    </section>
  );
});
