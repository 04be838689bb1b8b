import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import {
  NOTICE_AUDIENCE_LABEL,
  NOTICE_BODY_MAX,
  NOTICE_FILTER_LABEL,
  NOTICE_FILTERS,
  NOTICE_TITLE_MAX,
  type NoticeAudience,
  type NoticeFilter,
} from '@domain/staff/mass-notice';
import { chinaTimeText } from '@domain/time/china-time';
import { useViewModel } from '@ui/di';
import { EmptyState, ErrorState, LoadingState } from '@ui/kit/load-state/states';
import { Notice } from '../shared/notice';
import { ConfirmSendDialog } from './confirm-send-dialog';
import { MassNoticeVm } from './mass-notice.vm';
import '../shared/manage.css';
import './mass-notice.css';

const count = (s: string) => [...s].length;

/** One labelled input with its error and its length read out. */
const TextField = observer(function TextField({
  vm,
  field,
  label,
  max,
  multiline = false,
}: {
  vm: MassNoticeVm;
  field: 'title' | 'body';
  label: string;
  max: number;
  multiline?: boolean;
}) {
  const id = useId();
  const err = vm.errors[field];
  const value = vm.draft[field];
  const common = {
    id,
    value,
    'aria-invalid': err ? true : undefined,
    'aria-describedby': `${id}-len${err ? ` ${id}-err` : ''}`,
  };
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(e) => vm.set(field, e.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(e) => vm.set(field, e.target.value)} />
      )}
      <span id={`${id}-len`} className={count(value.trim()) > max ? 'manage-error' : 'manage-muted'}>
        {count(value.trim())} / {max}字
      </span>
      {err ? (
        <span id={`${id}-err`} className="manage-error">
          {err}
        </span>
      ) : null}
    </div>
  );
});

const Recipients = observer(function Recipients({ vm }: { vm: MassNoticeVm }) {
  if (vm.previewStatus === 'idle') return <p className="manage-muted">选择招生计划后，这里列出收件人。</p>;
  // New students: imported and generated alike, reached on WeChat, the account's phone or the roster's.
  if (vm.previewStatus === 'loading') return <LoadingState onRetry={() => void vm.loadPreview()} />;
  if (vm.previewStatus === 'error')
    return <ErrorState text={vm.previewError ?? ''} onRetry={() => void vm.loadPreview()} home={false} />;
  const p = vm.preview!;
  return (
    <>
      <p className="notice-count" role="status">
        将发送给 <strong>{p.count}</strong> 人
        {p.recipients.length < p.count ? `（下表列出前${p.recipients.length}人）` : ''}
      </p>
      {p.excluded.map((e) => (
        <p key={e.reason} className="manage-muted">
          不发送：{e.reason} {e.count}人
        </p>
      ))}
      {p.count === 0 ? (
        <EmptyState
          text={
            vm.draft.audience === 'students'
              ? '没有符合条件的新生，请换一个专业或班级'
              : '没有符合条件的收件人，请换一个报名状态'
          }
        />
      ) : (
        <div
          className="staff-table-wrap notice-recipients"
          tabIndex={0}
          role="region"
          aria-label="收件人列表"
        >
          <table className="staff-table manage-table">
            <thead>
              <tr>
                <th scope="col">姓名</th>
                <th scope="col">手机号</th>
                <th scope="col">通知方式</th>
              </tr>
            </thead>
            <tbody>
              {p.recipients.map((r, i) => (
                <tr key={`${r.name}-${i}`}>
                  <td>
                    <strong>{r.name}</strong>
                  </td>
                  <td data-label="手机号">{r.phone || '—'}</td>
                  <td data-label="通知方式">{r.channelText}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
});

/** New students on the roster (issue 34 item 10): all of them, or one 专业 and/or one 班级. */
const StudentScope = observer(function StudentScope({ vm }: { vm: MassNoticeVm }) {
  const majorId = useId();
  const classId = useId();
  return (
    <>
      <div className="staff-field">
        <label htmlFor={majorId}>专业</label>
        <select
          id={majorId}
          value={vm.draft.majorId}
          onChange={(e) => vm.choose({ majorId: e.target.value })}
        >
          <option value="">全部专业</option>
          {vm.roster.majors.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      <div className="staff-field">
        <label htmlFor={classId}>班级</label>
        <select
          id={classId}
          value={vm.draft.className}
          onChange={(e) => vm.choose({ className: e.target.value })}
        >
          <option value="">全部班级</option>
          {vm.roster.classes.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
    </>
  );
});

const History = observer(function History({ vm }: { vm: MassNoticeVm }) {
  const now = new Date();
  if (!vm.rows.length) return <EmptyState text="还没有群发记录" />;
  return (
    <div className="staff-table-wrap">
      <table className="staff-table manage-table">
        <thead>
          <tr>
            <th scope="col">通知标题</th>
            <th scope="col">发送时间</th>
            <th scope="col">发送人</th>
            <th scope="col">招生计划</th>
            <th scope="col">收件范围</th>
            <th scope="col">人数</th>
          </tr>
        </thead>
        <tbody>
          {vm.rows.map((s) => (
            <tr key={s.id}>
              <td>
                <strong>{s.title}</strong>
              </td>
              <td data-label="发送时间">{chinaTimeText(s.createdAt, now)}</td>
              <td data-label="发送人">{s.staffName}</td>
              <td data-label="招生计划">{s.planName}</td>
              <td data-label="收件范围">{s.scopeText}</td>
              <td data-label="人数">{s.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** 群发通知: the draft and its recipients side by side at 1280 px, stacked at 375 px; the history below. */
export const MassNoticePage = observer(function MassNoticePage() {
  const vm = useViewModel(MassNoticeVm);
  const planId = useId();
  const filterId = useId();
  const audienceId = useId();
  useEffect(() => void vm.open(), [vm]);
  return (
    <section className="staff-page manage-page notice-page" aria-label="群发通知">
      <h2 className="staff-title">群发通知</h2>
      {vm.status === 'loading' ? <LoadingState onRetry={() => void vm.open()} /> : null}
      {vm.status === 'error' ? (
        <ErrorState text={vm.error ?? ''} onRetry={() => void vm.open()} home={false} />
      ) : null}
      {vm.status === 'ready' ? (
        <>
          <div className="notice-layout">
            <form
              className="staff-card manage-form"
              aria-label="编写通知"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                vm.ask();
              }}
            >
              <div className="manage-form-grid">
                <div className="staff-field">
                  <label htmlFor={audienceId}>收件人</label>
                  <select
                    id={audienceId}
                    value={vm.draft.audience}
                    onChange={(e) => vm.choose({ audience: e.target.value as NoticeAudience })}
                  >
                    {(['applicants', 'students'] as const).map((a) => (
                      <option key={a} value={a}>
                        {NOTICE_AUDIENCE_LABEL[a]}
                      </option>
                    ))}
                  </select>
                </div>
                {vm.draft.audience === 'students' ? (
                  <StudentScope vm={vm} />
                ) : (
                  <>
                    <div className="staff-field">
                      <label htmlFor={planId}>招生计划</label>
                      <select
                        id={planId}
                        value={vm.draft.planId}
                        aria-invalid={vm.errors.planId ? true : undefined}
                        onChange={(e) => vm.choose({ planId: e.target.value })}
                      >
                        <option value="">请选择招生计划</option>
                        {vm.plans.map((p) => (
                          <option key={p.id} value={p.id}>
                            {p.name}
                          </option>
                        ))}
                      </select>
                      {vm.errors.planId ? <span className="manage-error">{vm.errors.planId}</span> : null}
                    </div>
                    <div className="staff-field">
                      <label htmlFor={filterId}>报名状态</label>
                      <select
                        id={filterId}
                        value={vm.draft.filter}
                        onChange={(e) => vm.choose({ filter: e.target.value as NoticeFilter })}
                      >
                        {NOTICE_FILTERS.map((f) => (
                          <option key={f} value={f}>
                            {NOTICE_FILTER_LABEL[f]}
                          </option>
                        ))}
                      </select>
                    </div>
                  </>
                )}
              </div>
              <TextField vm={vm} field="title" label="通知标题" max={NOTICE_TITLE_MAX} />
              <TextField vm={vm} field="body" label="通知内容" max={NOTICE_BODY_MAX} multiline />
              <p className="manage-muted">
                以学校名义发送：已绑定微信的发微信订阅消息，其余发短信。每所学校每天最多群发
                {vm.quota?.limit ?? ''}次{vm.quota ? `，今天已发${vm.quota.used}次` : ''}。
              </p>
              {vm.limitText ? (
                <p className="manage-error" role="alert">
                  {vm.limitText}
                </p>
              ) : null}
              <Notice vm={vm} />
              <div className="staff-actions">
                <Button type="submit" color="primary" loading={vm.busy} disabled={vm.busy || !!vm.limitText}>
                  发送通知
                </Button>
              </div>
            </form>
            <section className="staff-card notice-preview" aria-labelledby={`${planId}-rcpt`}>
              <h3 id={`${planId}-rcpt`} className="notice-heading">
                收件人预览
              </h3>
              <Recipients vm={vm} />
            </section>
          </div>
          <section className="notice-history" aria-labelledby={`${planId}-hist`}>
            <h3 id={`${planId}-hist`} className="notice-heading">
              群发记录
            </h3>
            <History vm={vm} />
          </section>
        </>
      ) : null}
      <ConfirmSendDialog
        open={vm.confirming}
        question={vm.question}
        lines={[...vm.scopeLines, `通知标题：${vm.draft.title.trim()}`]}
        busy={vm.busy}
        onConfirm={() => void vm.confirmSend()}
        onClose={vm.closeConfirm}
      />
    </section>
  );
});
