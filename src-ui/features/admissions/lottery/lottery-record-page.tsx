import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { DRAW_ALGORITHM } from '@domain/admissions/lottery';
import { useViewModel } from '@ui/di';
import { LoadStates } from '@ui/kit/load-state/load-states';
import { PageHeader } from '@ui/kit/page-header';
import { type CheckState, LotteryRecordVm } from './lottery-record.vm';
import '@ui/kit/layout/layout.css';
import './lottery-record.css';

const Verdict = observer(function Verdict({ check }: { check: CheckState }) {
  switch (check.kind) {
    case 'waiting':
      return <p className="lr-note">尚未摇号：摇号时公开种子，届时可在本页复核摇号结果。</p>;
    case 'checking':
      return (
        <p className="lr-note" role="status">
          正在本机重新计算…
        </p>
      );
    case 'passed':
      return (
        <p className="lr-verdict lr-pass" role="status">
          验证通过：种子与公示的哈希一致，本机重新计算的顺序与公示结果完全相同。
        </p>
      );
    case 'failed':
      return (
        <div className="lr-verdict lr-fail" role="alert">
          <strong>验证不一致</strong>
          <ul>
            {check.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      );
    case 'cannot':
      return (
        <p className="lr-verdict lr-fail" role="alert">
          无法复核：{check.reason}
        </p>
      );
  }
});

/** 摇号公示 (no login): commitment, revealed seed, the published order, and 验证通过 / 验证不一致 computed here. */
function LotteryRecordPage() {
  const vm = useViewModel(LotteryRecordVm);
  const planId = new URLSearchParams(useSearch()).get('planId');
  useEffect(() => void vm.open(planId), [vm, planId]);
  const r = vm.record;
  return (
    <main className="zs-page lr-page">
      <PageHeader />
      <LoadStates vm={vm} onRetry={() => void vm.open(planId)}>
        {() =>
          r ? (
            <>
              <section className="zs-section" aria-labelledby="lr-title">
                <h1 id="lr-title" className="lr-title">
                  {r.schoolName} {r.planName} 摇号公示
                </h1>
                <Verdict check={vm.check} />
                <dl className="lr-facts">
                  <dt>名额</dt>
                  <dd>
                    {r.places} 名（
                    {r.groups
                      .map((g) => `${g.name}${g.places !== undefined ? ` ${g.places} 名` : ''}`)
                      .join('；')}
                    ）
                  </dd>
                  <dt>参加摇号</dt>
                  <dd>{r.entries.length} 人</dd>
                  <dt>承诺（种子的 SHA-256）</dt>
                  <dd>
                    <code className="lr-hash">{r.seedHash}</code>
                  </dd>
                  <dt>承诺公示时间</dt>
                  <dd>{vm.when(r.committedAt)}</dd>
                  {r.seed ? (
                    <>
                      <dt>公开的种子</dt>
                      <dd>
                        <code className="lr-hash">{r.seed}</code>
                      </dd>
                      <dt>摇号时间</dt>
                      <dd>{vm.when(r.drawnAt)}</dd>
                    </>
                  ) : null}
                  {r.observer ? (
                    <>
                      <dt>监督人</dt>
                      <dd>{r.observer}</dd>
                    </>
                  ) : null}
                </dl>
              </section>
              <section className="zs-section" aria-labelledby="lr-rule">
                <h2 id="lr-rule" className="lr-subtitle">
                  摇号规则（{r.algorithm}）
                </h2>
                <p className="lr-note">
                  每个报名编号的摇号值 = HMAC-SHA256(密钥 = 种子, 内容 =
                  报名编号)，十六进制小写；各优先类别依次按摇号值从小到大排序，
                  在名额内中签，其余按类别先后进入候补。摇号前只公布种子的
                  SHA-256，摇号后公开种子，任何人可用本页或自己的程序复核。
                  {r.algorithm !== DRAW_ALGORITHM ? `（本页按 ${DRAW_ALGORITHM} 复核）` : ''}
                </p>
              </section>
              <section className="zs-section" aria-labelledby="lr-order">
                <h2 id="lr-order" className="lr-subtitle">
                  {r.order ? '摇号结果' : '参加摇号的名单（已冻结）'}
                </h2>
                <label className="lr-find">
                  <span>查找报名编号</span>
                  <input
                    inputMode="numeric"
                    value={vm.find}
                    onChange={(e) => vm.setFind(e.target.value)}
                    placeholder="输入报名编号"
                  />
                </label>
                <ol className="lr-list" aria-label={r.order ? '摇号结果' : '参加摇号的名单'}>
                  {vm.lines.map((l) => (
                    <li key={l.regNo} className="lr-line">
                      <span className="lr-rank">{l.rank ? `第 ${l.rank} 位` : ''}</span>
                      <span className="lr-regno">{l.regNo}</span>
                      <span className="lr-group">{l.group}</span>
                      <span className={l.admitted ? 'lr-won' : 'lr-wait'}>{l.outcome}</span>
                    </li>
                  ))}
                </ol>
                {vm.lines.length === 0 ? <p className="lr-note">没有找到该报名编号</p> : null}
              </section>
            </>
          ) : null
        }
      </LoadStates>
    </main>
  );
}

export default observer(LotteryRecordPage);
