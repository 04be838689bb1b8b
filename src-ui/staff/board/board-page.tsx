import { checkin } from '@domain/journeys';
import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { observer } from 'mobx-react-lite';
import { type ComponentProps, useEffect } from 'react';
import { BOARD_LIVE_TEXT, percentText, telHref } from '@domain/checkin-desk/board';
import type { ArrivalCount } from '@domain/checkin-desk/board-gateway';
import { useViewModel } from '@ui/di';
import { ListStates } from '../shared/list-states';
import { BoardVm } from './board.vm';
import { StackedChart } from './stacked-chart';
import './board.css';

/** 按专业 / 按班级 / 按招生计划: the numbers of a chart as a table (its text alternative). */
function CountTable({
  id,
  caption,
  head,
  rows,
}: {
  id: string;
  caption: string;
  head: string;
  rows: ArrivalCount[];
}) {
  return (
    <table id={id} className="board-table" aria-label={caption}>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">{checkin.states.arrived.label}</th>
          <th scope="col">应到</th>
          <th scope="col">到校率</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.name}</th>
            <td>{r.arrived}</td>
            <td>{r.total}</td>
            <td>{percentText(r.arrived, r.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const LiveBadge = observer(function LiveBadge({ vm }: { vm: BoardVm }) {
  return (
    <span
      className={`board-live board-live-${vm.live}`}
      role="status"
      aria-label={`连接状态：${BOARD_LIVE_TEXT[vm.live]}`}
    >
      <i aria-hidden="true" />
      {BOARD_LIVE_TEXT[vm.live]}
    </span>
  );
});

/** 到校看板 (issue 16 item 4): live arrivals by plan, major, class and desk step, and who is still missing. */
/** One 按… section: its chart (when given) and the same numbers as a table. */
function Breakdown({
  id,
  by,
  rows,
  bars,
}: {
  id: string;
  by: string;
  rows: ArrivalCount[];
  bars?: ComponentProps<typeof StackedChart>['data'];
}) {
  return (
    <>
      <h3 className="staff-subtitle">按{by}</h3>
      {bars && <StackedChart label={`各${by}到校人数条形图，数值见下表`} data={bars} describedBy={id} />}
      <CountTable id={id} caption={`按${by}到校人数`} head={by} rows={rows} />
    </>
  );
}

export const BoardPage = observer(function BoardPage() {
  const vm = useViewModel(BoardVm);
  useEffect(() => {
    void vm.start();
    return vm.stop;
  }, [vm]);
  const t = vm.totals;
  const b = vm.board;
  return (
    <section className="staff-page board" aria-label="到校看板">
      <div className="board-head">
        <h2 className="staff-title">到校看板</h2>
        <LiveBadge vm={vm} />
        {b ? (
          <span className="staff-muted" data-testid="board-updated">
            更新于 {vm.updatedText()}
          </span>
        ) : null}
      </div>
      <ListStates vm={vm} empty="暂无新生数据" retry={() => void vm.load()} />
      {b && t && b.total > 0 ? (
        <>
          <div className="board-totals" aria-label="到校总数">
            <div className="board-stat board-stat-main">
              <span>{checkin.states.arrived.label}</span>
              <strong data-testid="board-arrived">{t.arrived}</strong>
            </div>
            <div className="board-stat">
              <span>应到</span>
              <strong data-testid="board-total">{t.total}</strong>
            </div>
            <div className="board-stat">
              <span>未到</span>
              <strong data-testid="board-missing">{t.missing}</strong>
            </div>
            <div className="board-rate">
              <span>
                到校率 <strong data-testid="board-percent">{percentText(t.arrived, t.total)}</strong>
              </span>
              <ProgressBar percent={t.percent} aria-hidden="true" />
            </div>
          </div>

          <h3 className="staff-subtitle">报到环节进度</h3>
          <StackedChart
            label="各报到环节办理人数条形图，数值见下表"
            data={vm.stepBars}
            describedBy="board-steps"
          />
          <table id="board-steps" className="board-table" aria-label="报到环节进度">
            <thead>
              <tr>
                <th scope="col">环节</th>
                <th scope="col">已办理</th>
                <th scope="col">应办</th>
                <th scope="col">完成率</th>
              </tr>
            </thead>
            <tbody>
              {vm.steps.map((s) => (
                <tr key={s.key}>
                  <th scope="row">{s.name}</th>
                  <td>{s.done}</td>
                  <td>{s.total}</td>
                  <td>{s.percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>

          <Breakdown id="board-majors" by="专业" rows={b.byMajor} bars={vm.majorBars} />
          <Breakdown id="board-classes" by="班级" rows={b.byClass} bars={vm.classBars} />
          <Breakdown id="board-plans" by="招生计划" rows={b.byPlan} />

          <h3 className="staff-subtitle">未到校名单（{b.notArrived.length}人）</h3>
          {b.notArrived.length === 0 ? (
            <p className="staff-hint">全部新生已到校</p>
          ) : (
            <ul className="board-missing" aria-label="未到校名单">
              {vm.notArrived.map((s) => {
                const tel = telHref(s.phone);
                const emergency = telHref(s.emergencyPhone);
                return (
                  <li key={s.welcomeId} className="board-person" aria-label={s.name}>
                    <div className="board-person-main">
                      <strong>{s.name}</strong>
                      <span className="staff-muted">
                        {s.className || '未分班'}
                        {s.major ? ` · ${s.major}` : ''}
                      </span>
                    </div>
                    <div className="board-person-contacts">
                      {tel ? (
                        <a href={tel} aria-label={`拨打${s.name}的电话 ${s.phone}`}>
                          {s.phone}
                        </a>
                      ) : (
                        <span className="staff-muted">{s.phone || '未留电话'}</span>
                      )}
                      {s.emergencyContact || s.emergencyPhone ? (
                        <span className="staff-muted">
                          紧急联系人 {s.emergencyContact}{' '}
                          {emergency ? (
                            <a
                              href={emergency}
                              aria-label={`拨打紧急联系人${s.emergencyContact}的电话 ${s.emergencyPhone}`}
                            >
                              {s.emergencyPhone}
                            </a>
                          ) : (
                            s.emergencyPhone
                          )}
                        </span>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          {b.notArrived.length > vm.notArrived.length ? (
            <Button size="small" fill="outline" block onClick={vm.showMore}>
              显示更多（还有 {b.notArrived.length - vm.notArrived.length} 人）
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
});
