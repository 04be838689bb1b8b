import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { OutboxRow, OutboxStatus } from '@domain/staff/types';
import { chinaTime } from '@domain/use-cases/staff/publish';
import { useViewModel } from '@ui/di';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { Pager } from '../shared/pager';
import { OUTBOX_FILTERS, OutboxVm } from './outbox.vm';

const TONE = { pending: 'warning', sent: 'success', failed: 'danger' } as const;

/** 发送给 张子涵 · 短信 138****1111 (issue 24: a name and the channel, never an openid or account id). */
const toText = (r: OutboxRow) =>
  [r.recipientName ?? '未知收件人', r.channelText ?? r.channel, r.recipient].filter(Boolean).join(' · ');

export const OutboxPage = observer(function OutboxPage() {
  const vm = useViewModel(OutboxVm);
  const list = vm.list;
  useEffect(() => void list.load(), [list]);
  return (
    <section className="staff-page" aria-label="通知记录">
      <h2 className="staff-title">通知记录</h2>
      <Tabs
        activeKey={list.query.status}
        onChange={(k) => void list.set({ status: k as OutboxStatus | 'all' })}
      >
        {OUTBOX_FILTERS.map((f) => (
          <Tabs.Tab key={f.key} title={f.label} />
        ))}
      </Tabs>
      <Notice vm={list} />
      <ListStates vm={list} empty="暂无通知" retry={() => void list.load()} />
      {list.status === 'ready' ? (
        <ul className="staff-list" aria-label="通知列表">
          {list.rows.map((r) => (
            <li key={r.id} className="staff-row" aria-label={r.title}>
              <div className="staff-row-main">
                <strong>{r.title}</strong>
                <span className={`staff-status staff-status-${TONE[r.status]}`}>{r.statusText}</span>
              </div>
              <div>{r.body}</div>
              <div className="staff-row-sub staff-muted">
                <span>发送给 {toText(r)}</span>
                <span>创建于 {chinaTime(r.createdAt)}</span>
                {r.sentAt ? <span>发送于 {chinaTime(r.sentAt)}</span> : null}
                <span>尝试 {r.attempts} 次</span>
              </div>
              {r.lastError ? <div className="staff-muted">失败原因：{r.lastError}</div> : null}
              {r.heldUntil ? (
                // A result notice waits for the publication time; sending it earlier would tell the result.
                <div className="staff-muted">将于结果公布时间 {chinaTime(r.heldUntil)} 自动发送</div>
              ) : (
                <div className="staff-actions">
                  <Button fill="outline" disabled={list.busy} onClick={() => void vm.resend(r.id)}>
                    重新发送
                  </Button>
                </div>
              )}
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
    </section>
  );
});
