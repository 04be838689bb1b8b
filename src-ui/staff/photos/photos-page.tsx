import Button from 'antd-mobile/es/components/button';
import Image from 'antd-mobile/es/components/image';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { facePhoto } from '@domain/journeys';
import { PHOTO_REASONS } from '@domain/staff/reasons';
import { photoOptions } from '@domain/staff/transitions';
import { photoBadge } from '@domain/staff/wording';
import { useViewModel } from '@ui/di';
import { StateBadge } from '../shared/badge';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { Pager } from '../shared/pager';
import { ReasonDialog } from '../shared/reason-dialog';
import { StatusTabs } from '../shared/status-tabs';
import { PhotosVm } from './photos.vm';

const LABELS = {
  pending: facePhoto.states.reviewing.label,
  approved: facePhoto.states.approved.label,
  rejected: facePhoto.states.rejected.label,
};

export const PhotosPage = observer(function PhotosPage() {
  const vm = useViewModel(PhotosVm);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="staff-page" aria-label="人脸照片">
      <h2 className="staff-title">人脸照片</h2>
      <StatusTabs value={vm.filter} labels={LABELS} onChange={(f) => void vm.setFilter(f)} />
      <Notice vm={vm} />
      <ListStates vm={vm} empty="暂无照片" retry={() => void vm.load()} />
      {vm.status === 'ready' ? (
        <ul className="staff-grid" aria-label="照片列表">
          {vm.rows.map((r) => {
            const o = photoOptions(r.photoStatus);
            return (
              <li key={r.welcomeId} className="staff-grid-cell" aria-label={`${r.name}的照片`}>
                <Image src={r.url} alt={`${r.name}的人脸照片`} fit="cover" className="staff-photo" />
                <div className="staff-row-main">
                  <strong>{r.name}</strong>
                  {r.studentNo ? <span className="staff-muted">{r.studentNo}</span> : null}
                </div>
                <StateBadge badge={photoBadge(r.photoStatus)} />
                {r.rejectReason ? <div className="staff-muted">驳回原因：{r.rejectReason}</div> : null}
                <div className="staff-actions">
                  {o.approve ? (
                    <Button
                      color="primary"
                      size="mini"
                      disabled={vm.busy}
                      onClick={() => void vm.approve(r.welcomeId)}
                    >
                      通过
                    </Button>
                  ) : null}
                  {o.reject ? (
                    <Button
                      color="danger"
                      fill="outline"
                      size="mini"
                      disabled={vm.busy}
                      onClick={() => vm.openReject(r.welcomeId)}
                    >
                      驳回
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
        visible={vm.rejecting !== null}
        title="驳回照片"
        templates={PHOTO_REASONS}
        confirmText="确认驳回"
        busy={vm.busy}
        onConfirm={(r) => void vm.reject(r)}
        onClose={vm.closeReject}
      />
    </section>
  );
});
