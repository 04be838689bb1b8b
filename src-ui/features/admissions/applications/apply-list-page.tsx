import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { Application } from '@domain/ports/applications-gateway';
import { feeState, lottery, registrationReview, voucher, voucherState } from '@domain/journeys';
import { PageHeader } from '@ui/kit/page-header';
import { useViewModel } from '@ui/di';
import { ApplyListVm } from './apply-list.vm';
import { StatusTimeline } from './status-timeline';
import { VoucherPopup } from './voucher-popup';
import '../shared/admissions.css';
import { formatChinaTime } from '../shared/format';
import { ContinueInWechatPopup, PaySheet } from './pay-sheet';
import { LoadStates } from '@ui/kit/load-state/load-states';
import '@ui/kit/layout/layout.css';
import { links, PATHS } from '@domain/shell/links';

const Actions = observer(function Actions({ vm, r }: { vm: ApplyListVm; r: Application }) {
  const [, navigate] = useLocation();
  const edit = () => navigate(links.registration({ planId: r.planId, registrationId: r.registrationId }));
  const buttons = [];
  const editAction = vm.editAction(r);
  if (editAction) {
    const resubmit = editAction === 'resubmit';
    buttons.push(
      <Button key="edit" size="small" color={resubmit ? 'primary' : 'default'} onClick={edit}>
        {resubmit ? registrationReview.actionLabel.resubmit : '修改报名信息'}
      </Button>,
    );
  }
  const payAction = vm.payAction(r);
  if (payAction) {
    buttons.push(
      <Button
        key="pay"
        size="small"
        color="primary"
        loading={!!vm.paying[r.registrationId]}
        loadingText="正在发起支付"
        disabled={!!vm.paying[r.registrationId]}
        onClick={() => void vm.pay(r.registrationId)}
      >
        {vm.payLabel(r)}
      </Button>,
    );
  }
  if (feeState(r.feeStatus) === 'pending') {
    buttons.push(
      <Button key="refresh" size="small" onClick={() => vm.refreshPay(r.registrationId)}>
        刷新支付状态
      </Button>,
    );
  }
  if (vm.canUploadVoucher(r)) {
    for (const m of vm.offlineMethodsFor(r)) {
      buttons.push(
        <Button key={m.id} size="small" onClick={() => void vm.payOffline(r.registrationId, m.id)}>
          {voucherState(r.voucherStatus) === 'rejected' && m.id === 'voucher'
            ? voucher.actionLabel.reupload
            : m.label}
        </Button>,
      );
    }
  }
  // 报名后摇号: 确认入学 / 放弃 a won or offered place before its deadline (the server offers them).
  for (const a of vm.seatActions(r)) {
    const confirm = a === 'confirmSeat';
    buttons.push(
      <Button
        key={a}
        size="small"
        color={confirm ? 'success' : 'default'}
        onClick={() => void vm.answerSeat(r.registrationId, confirm ? 'confirm' : 'decline')}
      >
        {lottery.actionLabel[a]}
      </Button>,
    );
  }
  // The server offers viewResult once the published result holds a place (never before publication).
  if (vm.canViewResult(r)) {
    buttons.push(
      <Button key="result" size="small" color="success" onClick={() => navigate(PATHS.result)}>
        查看录取结果
      </Button>,
    );
  }
  if (!buttons.length) return null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8, justifyContent: 'flex-end' }}>
      {buttons}
    </div>
  );
});

/** My applications: each registration as a status timeline with its next action. */
function ApplyListPage() {
  const vm = useViewModel(ApplyListVm);
  const [path, navigate] = useLocation();
  // Kept alive (brief section 4): reload when the route is shown again or the page comes back from paying.
  const shown = path === PATHS.applications;
  useEffect(() => {
    if (shown) void vm.load();
  }, [vm, shown]);
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && void vm.load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      vm.dispose();
    };
  }, [vm]);
  return (
    <main className="zs-page">
      <PageHeader />
      {vm.loginNeeded ? (
        <section className="zs-section ui-text-center">
          <p>登录后查看您的报名记录</p>
          <Button color="primary" onClick={vm.login}>
            去登录
          </Button>
        </section>
      ) : null}
      <LoadStates
        vm={vm}
        onRetry={() => void vm.load()}
        empty="您还没有报名记录"
        emptyAction={
          <div className="ui-pad-16">
            <Button block color="primary" onClick={() => navigate(PATHS.plans)}>
              去报名
            </Button>
          </div>
        }
      />
      <PullToRefresh
        onRefresh={vm.load}
        pullingText="下拉刷新"
        canReleaseText="释放立即刷新"
        refreshingText="加载中"
        completeText="刷新成功"
      >
        {vm.items.map((r) => (
          <article key={r.registrationId} className="zs-card" aria-label={`${r.planName}报名`}>
            <div className="zs-row">
              <h2 className="zs-card-title ui-m0">{r.planName}</h2>
              <span className="zs-muted ui-flex-none">{formatChinaTime(r.createdAt, false)}</span>
            </div>
            <div className="zs-muted zs-wrap">
              {r.name} · {r.idNumber.replace(/^(.{6}).*(.{4})$/, '$1********$2')}
            </div>
            <div className="zs-muted">
              报名编号 <span className="zs-reg-no-inline">{r.regNo}</span>
            </div>
            <StatusTimeline registration={r} processing={!!vm.confirming[r.registrationId]} />
            {vm.unfinished(r) ? (
              <p className="zs-error-text ui-mt-0" role="status">
                支付未完成，请重新支付
              </p>
            ) : null}
            <Actions vm={vm} r={r} />
          </article>
        ))}
      </PullToRefresh>
      {vm.status !== 'loading' ? (
        <footer className="ui-pad-16 ui-text-center">
          {/* The privacy notice sends families to 个人信息与隐私 on home and here (issue 23, defect 7). */}
          <Button fill="none" className="zs-account-action" onClick={() => navigate(PATHS.privacy)}>
            个人信息与隐私
          </Button>
          {!vm.loginNeeded && vm.canBindPhone ? (
            <Button fill="none" className="zs-account-action" onClick={vm.bindPhone}>
              绑定手机号
            </Button>
          ) : null}
          {vm.loginNeeded ? null : (
            <Button
              fill="none"
              className="zs-account-action"
              loading={vm.loggingOut}
              onClick={() => void vm.logout()}
            >
              退出登录
            </Button>
          )}
        </footer>
      ) : null}
      <ContinueInWechatPopup vm={vm} />
      <PaySheet vm={vm} />
      <Popup
        visible={vm.instructions !== null}
        onMaskClick={vm.closeInstructions}
        bodyStyle={{ borderRadius: '12px 12px 0 0', padding: 16 }}
      >
        <h2 className="zs-section-title">{vm.instructions?.title}</h2>
        {vm.instructions?.lines.map((line) => (
          <p key={line} className="zs-wrap ui-mt-0">
            {line}
          </p>
        ))}
        <div className="ui-flex-gap-12">
          <Button className="ui-grow" onClick={vm.closeInstructions}>
            关闭
          </Button>
          <Button
            className="ui-grow"
            color="primary"
            onClick={() => {
              if (vm.instructions) vm.openVoucher(vm.instructions.registrationId);
            }}
          >
            上传缴费凭证
          </Button>
        </div>
      </Popup>
      <VoucherPopup vm={vm} />
    </main>
  );
}

export default observer(ApplyListPage);
