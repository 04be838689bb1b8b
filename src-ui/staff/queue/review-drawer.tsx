import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { ErrorState, LoadingState } from '@ui/kit/load-state/states';
import { Notice } from '../shared/notice';
import { ReasonDialog } from '../shared/reason-dialog';
import { DESK, useWide } from '../shared/use-wide';
import { RegistrationBody } from '../registration/registration-page';
import { useReviewKeys, type ReviewKey } from './review-keys';
import type { ReviewDrawerVm } from './review-drawer.vm';

/**
 * The registration beside the list: a right-side drawer at a desk, the whole screen on a phone. Its
 * bar 通过 / 驳回 / 通过并下一条 (each only where the server offers it) stays at the bottom however
 * long the form is.
 */
export const ReviewDrawer = observer(function ReviewDrawer({
  vm,
  canUnmask = false,
  canCorrect = false,
}: {
  vm: ReviewDrawerVm;
  canUnmask?: boolean;
  /** 更正信息 (issue 36 item 4) for the roles the server lets correct. */
  canCorrect?: boolean;
}) {
  const desk = useWide(DESK);
  const reg = vm.reg;
  const d = reg.detail;
  const open = vm.openId !== null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open && reg.status === 'ready') heading.current?.focus();
  }, [open, reg.status, vm.openId]);
  const run = useCallback(
    (k: ReviewKey) => {
      if (k === 'close') return vm.close();
      if (k === 'next') return void vm.step(1);
      if (k === 'previous') return void vm.step(-1);
      // Only what the server offers on the registration shown (the vm checks 通过 itself).
      if (k === 'approve') void vm.approve();
      else if (k === 'approveNext') void vm.approveAndNext();
      else if (k === 'reject' && reg.offers('reject') && !reg.busy) reg.openReject();
    },
    [vm, reg],
  );
  const dialogOpen = useCallback(() => reg.rejecting, [reg]);
  useReviewKeys(open, dialogOpen, run);
  if (!open) return null;
  const ready = reg.status === 'ready' && d && d.id === vm.openId;
  const approve = ready && reg.offers('approve');
  const reject = ready && reg.offers('reject');
  return (
    <div className="review-drawer" role="dialog" aria-modal={!desk} aria-label="报名详情">
      <header className="review-drawer-head">
        <h2 className="staff-title" ref={heading} tabIndex={-1}>
          {ready ? d.name : '报名详情'}
        </h2>
        <Button className="review-drawer-close" fill="outline" onClick={vm.close} aria-label="关闭详情">
          关闭
        </Button>
      </header>
      <div className="review-drawer-body">
        {reg.status === 'loading' ? <LoadingState onRetry={() => void vm.open(vm.openId!)} /> : null}
        {reg.status === 'error' ? (
          <ErrorState text={reg.error ?? ''} onRetry={() => void vm.open(vm.openId!)} home={false} />
        ) : null}
        {ready ? <RegistrationBody vm={reg} canUnmask={canUnmask} canCorrect={canCorrect} /> : null}
      </div>
      <footer className="review-bar">
        <Notice vm={reg} />
        {approve || reject ? (
          <div className="review-bar-actions">
            {approve ? (
              <Button color="primary" disabled={reg.busy} onClick={() => void vm.approve()}>
                通过
              </Button>
            ) : null}
            {reject ? (
              <Button color="danger" fill="outline" disabled={reg.busy} onClick={reg.openReject}>
                驳回
              </Button>
            ) : null}
            {approve ? (
              <Button
                color="primary"
                fill="outline"
                disabled={reg.busy}
                onClick={() => void vm.approveAndNext()}
              >
                通过并下一条
              </Button>
            ) : null}
          </div>
        ) : null}
        {desk ? (
          <p className="review-keys-hint" aria-label="快捷键">
            快捷键：<kbd>A</kbd> 通过 · <kbd>R</kbd> 驳回 · <kbd>N</kbd> 通过并下一条 · <kbd>J</kbd>/
            <kbd>K</kbd> 下一条/上一条 · <kbd>Esc</kbd> 关闭
          </p>
        ) : null}
      </footer>
      <ReasonDialog
        visible={reg.rejecting}
        title="驳回原因"
        templates={reg.templates}
        confirmText="确认驳回"
        busy={reg.busy}
        onConfirm={(r) => void vm.reject(r)}
        onClose={reg.closeReject}
      />
    </div>
  );
});
