import Button from 'antd-mobile/es/components/button';
import Image from 'antd-mobile/es/components/image';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { fileViewerUrl } from '@domain/files/download-url';
import { STAFF_PATHS } from '@domain/staff/routes';
import type { StaffFile } from '@domain/staff/types';
import { admissionBadge, feeBadge, reviewBadge, voucherBadge, yuan } from '@domain/staff/wording';
import { chinaTime } from '@domain/use-cases/staff/publish';
import { useViewModel } from '@ui/di';
import { ErrorState, LoadingState } from '@ui/kit/load-state/states';
import { useStaffSession } from '../app/session-context';
import { StateBadge } from '../shared/badge';
import { Notice } from '../shared/notice';
import { ReasonDialog } from '../shared/reason-dialog';
import { ChangeList, CorrectionPanel } from './correction-panel';
import { RegistrationVm } from './registration.vm';
import { ReviewHistory } from './review-history';
import './registration.css';

/** Attachments open in the document viewer served through the gateway (contract/README "Files"). */
const VIEWER_BASE = '/fileapi';
const viewer = (f: StaffFile) => fileViewerUrl(VIEWER_BASE, f.url);

const isImage = (f: StaffFile) => /\.(png|jpe?g|gif|webp|bmp)$/i.test(f.name) || /image/i.test(f.url);

export function Files({ files }: { files: readonly StaffFile[] }) {
  return (
    <div className="staff-files">
      {files.map((f) =>
        isImage(f) ? (
          <a key={f.fileId} href={viewer(f)} target="_blank" rel="noreferrer" aria-label={`查看 ${f.name}`}>
            <Image src={f.url} alt={f.name} width={120} height={120} fit="cover" lazy />
          </a>
        ) : (
          <a key={f.fileId} href={viewer(f)} target="_blank" rel="noreferrer" className="staff-file-link">
            {f.name}
          </a>
        ),
      )}
    </div>
  );
}

/** What a registration says (states, identity, answers, files, order): the page and the review drawer. */
export const RegistrationBody = observer(function RegistrationBody({
  vm,
  canUnmask,
  canCorrect = false,
}: {
  vm: RegistrationVm;
  canUnmask: boolean;
  /** 更正信息 is offered (the page, for the roles the server lets correct). */
  canCorrect?: boolean;
}) {
  const d = vm.detail;
  if (!d) return null;
  const correction = vm.correction;
  const editing = !!correction?.editing;
  return (
    <>
      <div className="staff-row-tags">
        <StateBadge badge={reviewBadge(d.reviewStatus)} />
        <StateBadge badge={feeBadge(d.feeStatus)} />
        {/* No voucher: nothing to say (a registration paid online never has one, 未上传 would mislead). */}
        {d.voucherStatus !== null ? <StateBadge badge={voucherBadge(d.voucherStatus)} /> : null}
        <StateBadge badge={admissionBadge(d.admissionStatus)} />
      </div>
      <dl className="staff-dl">
        <dt>报名编号</dt>
        <dd data-testid="reg-no">{d.regNo}</dd>
        <dt>招生计划</dt>
        <dd>{d.planName}</dd>
        <dt>证件号</dt>
        <dd>{d.idNumber}</dd>
        {d.phone ? (
          <>
            <dt>手机号</dt>
            <dd>{d.phone}</dd>
          </>
        ) : null}
        <dt>费用</dt>
        <dd>{yuan(d.amount)}</dd>
        <dt>提交时间</dt>
        <dd>{chinaTime(d.createdAt)}</dd>
        {d.rejectReason ? (
          <>
            <dt>驳回原因</dt>
            <dd>{d.rejectReason}</dd>
          </>
        ) : null}
      </dl>
      {canUnmask && !vm.unmasked ? (
        <Button size="small" fill="none" color="primary" onClick={() => void vm.unmask()}>
          显示完整证件号和手机号
        </Button>
      ) : null}
      <div className="reg-info-head">
        <h3 className="staff-subtitle">报名信息</h3>
        {canCorrect && correction && vm.form && !editing ? (
          <Button
            size="small"
            fill="outline"
            color="primary"
            className="staff-btn44"
            onClick={vm.startCorrection}
          >
            更正信息
          </Button>
        ) : null}
      </div>
      {correction?.notice?.ok ? (
        <div role="status" className="reg-corrected">
          <p>{correction.notice.text}</p>
          <ChangeList changes={correction.changes} />
        </div>
      ) : null}
      {correction ? <CorrectionPanel vm={correction} /> : null}
      {editing ? null : (
        <dl className="staff-dl" aria-label="报名信息">
          {vm.shownFields.map((f) => (
            <div key={f.prop} className="staff-dl-row">
              <dt>{f.label}</dt>
              <dd>
                {f.signature ? (
                  <img src={f.signature} alt={`${f.label}签名`} className="staff-signature" />
                ) : f.files.length ? (
                  <Files files={f.files} />
                ) : (
                  f.text || <span className="staff-muted">未填写</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {vm.form ? <ReviewHistory events={vm.form.history} /> : null}
      {d.voucherFiles.length ? (
        <>
          <h3 className="staff-subtitle">缴费凭证</h3>
          <Files files={d.voucherFiles} />
        </>
      ) : null}
      {d.order ? (
        <p className="staff-muted">
          订单 {d.order.orderNo} · {yuan(d.order.amount)}
          {d.order.paidAt ? ` · 支付于 ${chinaTime(d.order.paidAt)}` : ''}
        </p>
      ) : null}
    </>
  );
});

export const RegistrationPage = observer(function RegistrationPage({ id }: { id: string }) {
  const vm = useViewModel(RegistrationVm);
  const session = useStaffSession();
  useEffect(() => void vm.open(id), [vm, id]);
  const d = vm.detail;
  return (
    <section className="staff-page" aria-label="报名详情">
      <Link href={STAFF_PATHS.queue} className="staff-back">
        ‹ 返回审核列表
      </Link>
      {vm.status === 'loading' ? <LoadingState onRetry={() => void vm.open(id)} /> : null}
      {vm.status === 'error' ? (
        <ErrorState text={vm.error ?? ''} onRetry={() => void vm.open(id)} home={false} />
      ) : null}
      {vm.status === 'ready' && d ? (
        <>
          <h2 className="staff-title">{d.name}</h2>
          <RegistrationBody vm={vm} canUnmask={session.can('unmask')} canCorrect={session.can('correct')} />
          <Notice vm={vm} />
          {vm.offers('approve') || vm.offers('reject') ? (
            <div className="staff-actions">
              {vm.offers('approve') ? (
                <Button
                  color="primary"
                  disabled={vm.busy}
                  loading={vm.busy && !vm.rejecting}
                  onClick={() => void vm.approve()}
                >
                  通过
                </Button>
              ) : null}
              {vm.offers('reject') ? (
                <Button color="danger" fill="outline" disabled={vm.busy} onClick={vm.openReject}>
                  驳回
                </Button>
              ) : null}
            </div>
          ) : null}
          <ReasonDialog
            visible={vm.rejecting}
            title="驳回原因"
            templates={vm.templates}
            confirmText="确认驳回"
            busy={vm.busy}
            onConfirm={(r) => void vm.reject(r)}
            onClose={vm.closeReject}
          />
        </>
      ) : null}
    </section>
  );
});
