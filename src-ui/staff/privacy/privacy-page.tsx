import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { decidable, type DataRequestStatus } from '@domain/privacy/data-request';
import { chinaTime } from '@domain/use-cases/staff/publish';
import { useViewModel } from '@ui/di';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { PRIVACY_FILTERS, StaffPrivacyVm } from './privacy.vm';

const TONE = { 0: 'warning', 1: 'success', 2: 'danger' } as const;

export const PrivacyPage = observer(function PrivacyPage() {
  const vm = useViewModel(StaffPrivacyVm);
  const [confirming, setConfirming] = useState<string | null>(null);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="staff-page" aria-label="个人信息申请">
      <h2 className="staff-title">个人信息申请</h2>
      <p className="staff-muted">
        家长申请删除个人信息：同意后其报名信息与材料被删除（缴费记录按财务规定保留）。
      </p>
      <Tabs
        activeKey={String(vm.filter)}
        onChange={(k) => void vm.setFilter(k === 'all' ? 'all' : (Number(k) as DataRequestStatus))}
      >
        {PRIVACY_FILTERS.map((f) => (
          <Tabs.Tab key={String(f.key)} title={f.label} />
        ))}
      </Tabs>
      <Notice vm={vm} />
      <ListStates vm={vm} empty="暂无申请" retry={() => void vm.load()} />
      {vm.status === 'ready' ? (
        <ul className="staff-list" aria-label="申请列表">
          {vm.rows.map((r) => (
            <li key={r.id} className="staff-row" aria-label={`${r.applicantName || '家长'}的申请`}>
              <div className="staff-row-main">
                <strong>{r.applicantName || '（未填姓名）'}</strong>
                <span className={`staff-status staff-status-${TONE[r.status]}`}>{r.statusText}</span>
              </div>
              <div className="staff-row-sub staff-muted">
                <span>提交于 {chinaTime(r.createdAt)}</span>
                <span>报名记录 {r.registrations} 条</span>
              </div>
              <div>申请原因：{r.reason || '未填写'}</div>
              {r.decisionReason ? <div className="staff-muted">处理说明：{r.decisionReason}</div> : null}
              {decidable(r.status) ? (
                <>
                  <label className="staff-muted" htmlFor={`pv-${r.id}`}>
                    处理说明（不同意时必填）
                  </label>
                  <textarea
                    id={`pv-${r.id}`}
                    className="staff-textarea"
                    maxLength={200}
                    value={vm.reasons[r.id] ?? ''}
                    onChange={(e) => vm.setReason(r.id, e.target.value)}
                  />
                  <div className="staff-actions">
                    {confirming === r.id ? (
                      <>
                        <span>删除后无法恢复，确定同意？</span>
                        <Button
                          color="danger"
                          disabled={vm.busy}
                          onClick={() => void vm.decide(r.id, true).then(() => setConfirming(null))}
                        >
                          确定同意删除
                        </Button>
                        <Button onClick={() => setConfirming(null)}>取消</Button>
                      </>
                    ) : (
                      <>
                        <Button color="primary" fill="outline" onClick={() => setConfirming(r.id)}>
                          同意删除
                        </Button>
                        <Button disabled={vm.busy} onClick={() => void vm.decide(r.id, false)}>
                          不同意
                        </Button>
                      </>
                    )}
                  </div>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});
