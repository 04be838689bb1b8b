import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import ResultBlock from 'antd-mobile/es/components/result';
import TextArea from 'antd-mobile/es/components/text-area';
import { PageHeader } from '@ui/kit/page-header';
import { useViewModel } from '@ui/di';
import { SavedIndicator } from '@ui/drafts/saved-indicator';
import { ActivityCard } from './activity-card';
import { ActivitySignVm } from './activity.vm';
import { LoginFirstDialog, SubmitError } from '../registration/dead-end-parts';
import Dialog from 'antd-mobile/es/components/dialog';
import Tag from 'antd-mobile/es/components/tag';
import { activitySignup } from '@domain/journeys/activity-signup';
import '../shared/admissions.css';
import { LoadStates } from '@ui/kit/load-state/load-states';
import '@ui/kit/layout/layout.css';
import { PATHS } from '@domain/shell/links';

/** Sign up for one activity. */
function ActivitySignPage() {
  const vm = useViewModel(ActivitySignVm);
  const activityId = new URLSearchParams(useSearch()).get('activityId');
  const [, navigate] = useLocation();
  const [ask, setAsk] = useState(false);
  useEffect(() => void vm.init(activityId), [vm, activityId]);
  const a = vm.activity;
  const offer = vm.offer;
  // Exactly what the server offers this person now: 已报名 (取消报名 when offered), the form when
  // 立即报名 is offered, else the server's reason. Nothing shows until the offer is loaded.
  return (
    <main className="zs-page">
      <PageHeader />
      <LoadStates vm={vm} onRetry={() => void vm.init(activityId)} />
      {a && offer ? (
        <ActivityCard a={a}>
          {a.description ? (
            <p className="zs-wrap" style={{ fontSize: 14, whiteSpace: 'pre-line' }}>
              {a.description}
            </p>
          ) : null}
        </ActivityCard>
      ) : null}
      {offer && vm.joined ? (
        <section className="zs-section" aria-label="报名状态">
          {vm.done ? <ResultBlock status="success" title="报名成功" description="请按时参加活动" /> : null}
          <div className="zs-row">
            <span>我的报名</span>
            <Tag color={offer.shown.tone}>{offer.shown.label}</Tag>
          </div>
          {vm.refusal ? <SubmitError text={vm.refusal} onRetry={() => void vm.cancel()} /> : null}
          <div className="zs-row ui-mt-12" style={{ gap: 12 }}>
            {vm.cancellable ? (
              <Button className="ui-grow" loading={vm.cancelling} onClick={() => setAsk(true)}>
                {activitySignup.actionLabel.cancel}
              </Button>
            ) : (
              <span className="zs-muted">报名已截止，如需取消请联系学校</span>
            )}
            <Button className="ui-grow" onClick={() => navigate(PATHS.activities)}>
              返回活动列表
            </Button>
          </div>
        </section>
      ) : offer && !vm.canSignUp ? (
        <NoticeBar color="alert" content={offer.refusal ?? offer.shown.label} wrap />
      ) : offer ? (
        <form
          className="zs-section"
          aria-label="活动报名"
          onSubmit={(e) => {
            e.preventDefault();
            void vm.submit();
          }}
        >
          <label htmlFor="act-name" className="zs-muted">
            姓名
          </label>
          <Input id="act-name" value={vm.name} onChange={(v) => vm.set('name', v)} placeholder="请输入姓名" />
          {vm.errors.name ? <div className="zs-error-text">{vm.errors.name}</div> : null}
          <label htmlFor="act-phone" className="zs-muted ui-block ui-mt-8">
            手机号
          </label>
          <Input
            id="act-phone"
            type="tel"
            value={vm.phone}
            onChange={(v) => vm.set('phone', v)}
            onBlur={vm.checkPhone}
            inputMode="tel"
            placeholder="请输入11位手机号"
            maxLength={11}
          />
          {vm.errors.phone ? <div className="zs-error-text">{vm.errors.phone}</div> : null}
          <label htmlFor="act-remark" className="zs-muted ui-block ui-mt-8">
            备注（选填）
          </label>
          <TextArea
            id="act-remark"
            value={vm.remark}
            onChange={(v) => vm.set('remark', v)}
            maxLength={200}
            showCount
            rows={2}
          />
          {vm.refusal ? <SubmitError text={vm.refusal} onRetry={() => void vm.submit()} /> : null}
          <div className="zs-row ui-mt-12">
            <SavedIndicator savedAt={vm.savedAt} />
            <Button
              type="submit"
              color="primary"
              className="ui-grow"
              loading={vm.submitting}
              loadingText="提交中"
              disabled={vm.submitting}
            >
              提交报名
            </Button>
          </div>
        </form>
      ) : null}
      <Dialog
        visible={ask}
        title="取消报名"
        content="确定取消该活动的报名吗？名额将释放给其他人。"
        onClose={() => setAsk(false)}
        closeOnAction
        actions={[
          [
            { key: 'keep', text: '再想想' },
            { key: 'cancel', text: '取消报名', danger: true, onClick: () => void vm.cancel() },
          ],
        ]}
      />
      <LoginFirstDialog
        visible={vm.loginPrompt}
        what="已填写的内容会保存，登录后将自动提交报名"
        onLogin={vm.goLogin}
        onClose={vm.dismissLogin}
      />
    </main>
  );
}

export default observer(ActivitySignPage);
