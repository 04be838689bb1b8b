import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useViewModel } from '@ui/di';
import { LoadStates } from '@ui/kit/load-state/load-states';
import { StateBadge } from '../shared/badge';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { LotteryOffers, LotteryResult } from './lottery-result';
import { LotteryVm } from './lottery.vm';
import './lottery.css';

const STAGE_OF_PICK = { open: '未公示', committed: '承诺已公示', drawn: '已摇号' } as const;

/** The commitment and, after the draw, the revealed seed: what the public page lets anyone recompute. */
const Commitment = observer(function Commitment({ vm }: { vm: LotteryVm }) {
  const d = vm.view?.draw;
  if (!d) return null;
  return (
    <section className="staff-card" aria-labelledby="lottery-commit-title">
      <h3 id="lottery-commit-title" className="staff-subtitle">
        摇号承诺
      </h3>
      <dl className="lottery-facts">
        <dt>种子哈希（SHA-256）</dt>
        <dd>
          <code className="lottery-hash">{d.seedHash}</code>
        </dd>
        <dt>公示时间</dt>
        <dd>
          {vm.when(d.committedAt)}（{d.committedBy}）
        </dd>
        <dt>参加摇号</dt>
        <dd>{d.entries.length} 人（名单已冻结）</dd>
        <dt>算法</dt>
        <dd>{d.algorithm}：按 HMAC-SHA256(种子, 报名编号) 升序，优先类别依次摇号</dd>
        {d.seed ? (
          <>
            <dt>公开种子</dt>
            <dd>
              <code className="lottery-hash">{d.seed}</code>
            </dd>
            <dt>摇号时间</dt>
            <dd>
              {vm.when(d.drawnAt)}（{d.drawnBy}）
            </dd>
          </>
        ) : null}
        <dt>监督人</dt>
        <dd>{d.observer || '未填写'}</dd>
      </dl>
      <a className="lottery-public" href={vm.view!.publicPath} target="_blank" rel="noreferrer">
        打开摇号公示页（任何人可复核）
      </a>
    </section>
  );
});

/** 公示摇号名单 / 开始摇号, with the observer's name; the draw asks once more (it cannot be undone). */
const DrawActions = observer(function DrawActions({ vm }: { vm: LotteryVm }) {
  const [asking, setAsking] = useState(false);
  if (!vm.actions.length) return null;
  return (
    <section className="staff-card" aria-label="摇号操作">
      <label className="staff-field">
        <span>监督人（公证员或家长代表）姓名</span>
        <input
          className="staff-input"
          value={vm.observer}
          maxLength={60}
          onChange={(e) => vm.setObserver(e.target.value)}
        />
      </label>
      {vm.actions.includes('commit') ? (
        <>
          <p className="staff-hint">
            公示后报名名单冻结，系统生成随机种子并公开其 SHA-256
            哈希；种子在摇号时公开，任何人可据此复核结果。
          </p>
          <Button color="primary" className="staff-btn44" disabled={vm.busy} onClick={() => void vm.commit()}>
            公示摇号名单
          </Button>
        </>
      ) : null}
      {vm.actions.includes('draw') && !asking ? (
        <Button color="primary" className="staff-btn44" disabled={vm.busy} onClick={() => setAsking(true)}>
          开始摇号
        </Button>
      ) : null}
      {asking ? (
        <div role="alertdialog" aria-label="确认摇号" className="lottery-confirm">
          <p>摇号只能进行一次，结果不能重新生成、撤销或修改。确定开始摇号？</p>
          <div className="staff-actions">
            <Button
              color="danger"
              className="staff-btn44"
              disabled={vm.busy}
              onClick={() => void vm.draw().then(() => setAsking(false))}
            >
              确定摇号
            </Button>
            <Button className="staff-btn44" disabled={vm.busy} onClick={() => setAsking(false)}>
              取消
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
});

const PlanDraw = observer(function PlanDraw({ vm }: { vm: LotteryVm }) {
  const v = vm.view;
  return (
    <LoadStates vm={vm.detail} onRetry={() => void vm.loadPlan()} home={false}>
      {() =>
        v ? (
          <>
            <section className="staff-card" aria-label="计划概况">
              <div className="lottery-head">
                <strong>{v.planName}</strong>
                {vm.badge ? <StateBadge badge={vm.badge} /> : null}
              </div>
              <dl className="lottery-facts">
                <dt>名额</dt>
                <dd>{v.places} 名</dd>
                <dt>优先类别</dt>
                <dd>{vm.groupsText}</dd>
                <dt>报名截止</dt>
                <dd>{vm.when(v.endAt)}</dd>
                <dt>报名人数</dt>
                <dd>{v.rows.length} 人</dd>
                <dt>确认入学期限</dt>
                <dd>中签或递补后 {v.confirmHours} 小时内</dd>
              </dl>
              {v.draw ? (
                <Button size="small" fill="outline" disabled={vm.busy} onClick={() => void vm.exportXlsx()}>
                  导出摇号记录（Excel）
                </Button>
              ) : null}
            </section>
            <Commitment vm={vm} />
            <DrawActions vm={vm} />
            <Notice vm={vm} />
            <LotteryResult vm={vm} />
            <LotteryOffers vm={vm} />
          </>
        ) : null
      }
    </LoadStates>
  );
});

/** 摇号 (学校管理员, 招生老师): a lottery plan's stage, commitment, draw, result and waitlist offers. */
export const LotteryPage = observer(function LotteryPage() {
  const vm = useViewModel(LotteryVm);
  useEffect(() => void vm.open(), [vm]);
  return (
    <section className="staff-page lottery-page" aria-labelledby="lottery-title">
      <h2 id="lottery-title" className="staff-title">
        摇号
      </h2>
      <ListStates
        vm={vm}
        empty="还没有报名后摇号的招生计划：在“招生计划”中把录取方式设为“报名后摇号”"
        retry={() => void vm.open()}
      />
      {vm.status === 'ready' && vm.rows.length ? (
        <>
          <label className="staff-field">
            <span>摇号计划</span>
            <select
              className="staff-select"
              value={vm.planId ?? ''}
              onChange={(e) => void vm.pick(e.target.value)}
            >
              {vm.rows.map((p) => (
                <option key={p.planId} value={p.planId}>
                  {p.name}（{STAGE_OF_PICK[p.stage]}）
                </option>
              ))}
            </select>
          </label>
          <PlanDraw vm={vm} />
        </>
      ) : null}
    </section>
  );
});
