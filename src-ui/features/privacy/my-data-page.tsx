import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { chinaTimeText } from '@domain/time/china-time';
import { useViewModel } from '@ui/di';
import { EmptyState } from '@ui/kit/load-state/states';
import { LoadStates } from '@ui/kit/load-state/load-states';
import { PageHeader } from '@ui/kit/page-header';
import { RichText } from '@ui/kit/rich-text/rich-text';
import { DELETE_REASON_MAX } from '@domain/use-cases/privacy/privacy';
import { MyDataVm } from './my-data.vm';
import './privacy.css';

/** Saves the copy as a file where the browser can (WeChat's web view cannot: the text is shown to copy). */
function download(fileName: string, json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 个人信息 (PIPL art. 44–47): see the notice, export one's data, ask the school to delete it. */
export const MyDataPage = observer(function MyDataPage() {
  const vm = useViewModel(MyDataVm);
  const [showNotice, setShowNotice] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => void vm.load(), [vm]);
  const now = vm.now();
  return (
    <main className="zs-page">
      <PageHeader title="个人信息" />
      <LoadStates vm={vm} onRetry={() => void vm.load()} />
      {vm.loginNeeded ? (
        <EmptyState text="登录后查看您的个人信息">
          <Button color="primary" onClick={vm.login}>
            去登录
          </Button>
        </EmptyState>
      ) : null}
      {vm.status === 'ready' && vm.notice ? (
        <>
          <section className="ui-card" aria-labelledby="pv-notice">
            <h2 id="pv-notice" className="pv-card-title">
              {vm.notice.title}
            </h2>
            <div className="pv-row">
              <span className="ui-muted">状态</span>
              <span>
                {vm.notice.acceptedAt
                  ? `已同意 · ${chinaTimeText(vm.notice.acceptedAt, now)}`
                  : '尚未同意（报名或确认信息前会请您阅读）'}
              </span>
            </div>
            <Button block fill="outline" color="primary" onClick={() => setShowNotice((v) => !v)}>
              {showNotice ? '收起告知' : '查看告知全文'}
            </Button>
            {showNotice ? <RichText html={vm.notice.content} testId="privacy-notice" /> : null}
          </section>

          <section className="ui-card" aria-labelledby="pv-export">
            <h2 id="pv-export" className="pv-card-title">
              我的信息
            </h2>
            <p className="ui-muted">学校保存的您的报名、活动报名和同意记录，可查看或导出为文件。</p>
            <Button block color="primary" loading={vm.exporting} onClick={() => void vm.exportData()}>
              查看并导出我的信息
            </Button>
            {vm.copy ? (
              <>
                <p role="status">
                  共 {vm.copy.data.registrations.length} 条报名记录、{vm.copy.data.activities.length}{' '}
                  条活动报名
                </p>
                <dl className="pv-copy">
                  <div className="pv-row">
                    <dt className="ui-muted">手机号</dt>
                    <dd>{vm.copy.data.account.phone ?? '未绑定'}</dd>
                  </div>
                  <div className="pv-row">
                    <dt className="ui-muted">微信</dt>
                    <dd>{vm.copy.data.account.hasWechat ? '已关联' : '未关联'}</dd>
                  </div>
                  {vm.copy.data.registrations.map((r) => (
                    <div key={r.id} className="pv-row">
                      <dt className="ui-muted">{r.planName}</dt>
                      <dd>
                        {r.name} · {r.idNumber} · {chinaTimeText(r.createdAt, now)}
                      </dd>
                    </div>
                  ))}
                  {vm.copy.data.activities.map((a) => (
                    <div key={`${a.activityName}${a.createdAt}`} className="pv-row">
                      <dt className="ui-muted">{a.activityName}</dt>
                      <dd>
                        {a.name} · {a.phone}
                      </dd>
                    </div>
                  ))}
                </dl>
                {/* Beside the JSON: a page in Chinese to read, print or save as PDF (issue 23). */}
                <Button
                  block
                  color="primary"
                  fill="outline"
                  loading={vm.opening}
                  onClick={() => void vm.openReadable()}
                >
                  查看可打印版本
                </Button>
                <Button block fill="outline" onClick={() => download(vm.copy!.fileName, vm.copy!.json)}>
                  下载文件（JSON）
                </Button>
                {/* WeChat's web view cannot save files: the full copy is also here to read or copy. */}
                <details>
                  <summary className="pv-summary">全部数据（{vm.copy.fileName}）</summary>
                  <pre className="pv-json" aria-label="我的信息（JSON）">
                    {vm.copy.json}
                  </pre>
                </details>
              </>
            ) : null}
          </section>

          <section className="ui-card" aria-labelledby="pv-delete">
            <h2 id="pv-delete" className="pv-card-title">
              删除我的信息
            </h2>
            {vm.requests.length ? (
              <ul className="ui-plain-list" aria-label="删除申请">
                {vm.requests.map((r) => (
                  <li key={r.id} className="pv-row">
                    <span>{chinaTimeText(r.createdAt, now)} 提交</span>
                    <span>
                      {r.statusText}
                      {r.decisionReason ? `：${r.decisionReason}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            {vm.openRequest ? (
              <p className="ui-muted">学校将在15个工作日内处理您的申请。</p>
            ) : (
              <>
                <p className="ui-muted">
                  学校同意后，您的报名信息和材料将被删除且无法恢复；已缴费用的记录按财务规定保留。
                </p>
                <label className="ui-text-14" htmlFor="pv-reason">
                  申请原因（选填）
                </label>
                <textarea
                  id="pv-reason"
                  className="pv-reason"
                  maxLength={DELETE_REASON_MAX}
                  value={vm.reason}
                  onChange={(e) => vm.setReason(e.target.value)}
                />
                {vm.reasonError ? (
                  <p role="alert" className="ui-error">
                    {vm.reasonError}
                  </p>
                ) : null}
                {confirming ? (
                  <div role="group" aria-label="确认删除申请" className="pv-confirm">
                    <p>学校同意后，报名信息和材料将被删除且无法恢复。确定提交申请？</p>
                    <div className="pv-actions">
                      <Button block onClick={() => setConfirming(false)}>
                        取消
                      </Button>
                      <Button
                        block
                        color="danger"
                        loading={vm.requesting}
                        onClick={async () => {
                          if (await vm.requestDeletion()) setConfirming(false);
                        }}
                      >
                        提交申请
                      </Button>
                    </div>
                  </div>
                ) : (
                  <Button block color="danger" fill="outline" onClick={() => setConfirming(true)}>
                    申请删除我的信息
                  </Button>
                )}
              </>
            )}
          </section>
        </>
      ) : null}
    </main>
  );
});

export default MyDataPage;
