import { observer } from 'mobx-react-lite';
import { DESK, useWide } from '../shared/use-wide';
import type { DrawLine, LotteryVm } from './lottery.vm';

const Outcome = ({ l }: { l: DrawLine }) => (
  <span className={l.admitted ? 'lottery-won' : 'lottery-wait'}>{l.outcome}</span>
);

/** The published result: a table from 1024 px, a list on a phone (one of them in the page, never both). */
export const LotteryResult = observer(function LotteryResult({ vm }: { vm: LotteryVm }) {
  const wide = useWide(DESK);
  const lines = vm.lines;
  if (!lines.length) return null;
  return (
    <section aria-labelledby="lottery-result-title">
      <h3 id="lottery-result-title" className="staff-subtitle">
        摇号结果（{lines.filter((l) => l.admitted).length} 人中签，{lines.filter((l) => !l.admitted).length}{' '}
        人候补）
      </h3>
      {wide ? (
        <div className="staff-table-wrap">
          <table className="staff-table" aria-label="摇号结果">
            <thead>
              <tr>
                <th scope="col">顺序</th>
                <th scope="col">报名编号</th>
                <th scope="col">姓名</th>
                <th scope="col">优先类别</th>
                <th scope="col">摇号结果</th>
                <th scope="col">当前状态</th>
                <th scope="col">确认截止</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => (
                <tr key={l.regNo}>
                  <td>{l.rank}</td>
                  <td>{l.regNo}</td>
                  <td>{l.name}</td>
                  <td>{l.group}</td>
                  <td>
                    <Outcome l={l} />
                  </td>
                  <td>{l.state}</td>
                  <td>{l.deadline}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ol className="lottery-list" aria-label="摇号结果">
          {lines.map((l) => (
            <li key={l.regNo} className="staff-row lottery-line">
              <div className="staff-row-main">
                <strong>第 {l.rank} 位</strong>
                <span>{l.regNo}</span>
                <span>{l.name}</span>
                <Outcome l={l} />
              </div>
              <div className="staff-row-sub">
                <span>{l.group}</span>
                <span>{l.state}</span>
                {l.deadline ? <span>确认截止 {l.deadline}</span> : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});

/** 候补递补: places passed on from the waitlist, each with the deadline to confirm. */
export const LotteryOffers = observer(function LotteryOffers({ vm }: { vm: LotteryVm }) {
  if (!vm.view?.draw?.drawnAt) return null;
  const offers = vm.offers;
  return (
    <section aria-labelledby="lottery-offers-title">
      <h3 id="lottery-offers-title" className="staff-subtitle">
        候补递补
      </h3>
      {offers.length ? (
        <ul className="staff-list lottery-offers" aria-label="候补递补">
          {offers.map((l) => (
            <li key={l.regNo} className="staff-row">
              <div className="staff-row-main">
                <strong>{l.name}</strong>
                <span>{l.regNo}</span>
                <span>原{l.outcome}</span>
              </div>
              <div className="staff-row-sub">
                <span>{l.state}</span>
                <span>请于 {l.deadline} 前确认入学</span>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="staff-hint">
          暂无候补递补：中签者放弃或逾期未确认时，名额按摇号顺序递补给候补第 1 位。
        </p>
      )}
    </section>
  );
});
