import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SEX_TEXT, type Sex } from '@domain/roster/placement';
import type { AssignResult, PlaceUse } from '@domain/roster/placement-gateway';
import { useViewModel } from '@ui/di';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { PlacementVm } from './placement.vm';

const occupancyText = (u: PlaceUse | undefined) =>
  u ? `已有 ${u.used} 人（男 ${u.men} / 女 ${u.women}）` : '';

function Result({ r, label }: { r: AssignResult; label: string }) {
  return (
    <>
      {r.created?.length ? (
        <p role="status">{`${r.dryRun ? '确认后将新建' : '已新建'}：${r.created.join('、')}`}</p>
      ) : null}
      <ul className="staff-list placement-after" aria-label={`${label}：分配后人数`}>
        {r.after.map((u) => (
          <li key={u.name} className="staff-row">
            <strong>{u.name}</strong> {occupancyText(u)}
          </li>
        ))}
      </ul>
      {r.items.length ? (
        // A wide table scrolls sideways on a phone: focusable and named so a keyboard reaches it.
        <div className="staff-table-wrap" tabIndex={0} role="region" aria-label={`${label}（可左右滑动）`}>
          <table className="staff-table" aria-label={label}>
            <thead>
              <tr>
                <th scope="col">姓名</th>
                <th scope="col">专业</th>
                <th scope="col">性别</th>
                <th scope="col">原来</th>
                <th scope="col">分配到</th>
              </tr>
            </thead>
            <tbody>
              {r.items.map((i) => (
                <tr key={i.welcomeId}>
                  <td>{i.name}</td>
                  <td>{i.major || '未分专业'}</td>
                  <td>{i.sexText || '—'}</td>
                  <td>{i.from || '—'}</td>
                  <td className={i.to ? undefined : 'staff-status-error'}>
                    {i.to && i.reason ? `${i.to}（${i.reason}）` : i.to || i.reason}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>没有需要分配的学生。</p>
      )}
    </>
  );
}

/** 分班 / 分宿: the school's classes and rooms, then bulk assignment with a preview before writing. */
export const PlacementPage = observer(function PlacementPage({ onBack }: { onBack: () => void }) {
  const vm = useViewModel(PlacementVm);
  useEffect(() => void vm.load(), [vm]);
  const s = vm.setup;
  const majors = s?.majors ?? [];
  const o = vm.options;
  return (
    <section className="staff-page roster-page placement-page" aria-label="分班分宿">
      <Button size="small" onClick={onBack}>
        返回新生名单
      </Button>
      <h2 className="staff-title">分班 / 分宿</h2>
      <Notice vm={vm} />
      <ListStates vm={vm} empty="" retry={() => void vm.load()} />
      {s ? (
        <label className="staff-field placement-year">
          <span>入学年份</span>
          <select
            className="staff-select"
            value={s.year}
            disabled={vm.busy || vm.status === 'loading'}
            onChange={(e) => void vm.chooseYear(Number(e.target.value))}
          >
            {s.years.map((y) => (
              <option key={y} value={y}>
                {y === s.currentYear ? `${y}级（本届）` : `${y}级`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {vm.status === 'ready' && s ? (
        <>
          <p>
            {s.year}级：未分班 {s.noClass} 人，未分宿舍 {s.noRoom} 人（不含放弃入学的学生）。
          </p>
          <fieldset className="staff-card">
            <legend>班级</legend>
            {vm.classes.length ? null : <p>还没有班级，请添加。</p>}
            {vm.classes.map((c, i) => (
              <div key={i} className="placement-line">
                <label className="staff-field">
                  <span>班级名称</span>
                  <input
                    className="staff-select"
                    value={c.name}
                    maxLength={30}
                    onChange={(e) => vm.setClass(i, { name: e.target.value })}
                  />
                </label>
                <label className="staff-field">
                  <span>专业</span>
                  <select
                    className="staff-select"
                    value={c.majorId}
                    onChange={(e) => vm.setClass(i, { majorId: e.target.value })}
                  >
                    <option value="">不限专业</option>
                    {majors.map((m) => (
                      <option key={m.value} value={m.value}>
                        {m.label}
                      </option>
                    ))}
                  </select>
                </label>
                <CountField
                  label="人数上限"
                  value={c.capacity}
                  onChange={(capacity) => vm.setClass(i, { capacity })}
                />
                <span className="placement-use">
                  {occupancyText(s.classUse.find((u) => u.name === c.name))}
                </span>
                <Button size="small" fill="outline" color="danger" onClick={() => vm.removeClass(i)}>
                  删除班级
                </Button>
              </div>
            ))}
            <Button size="small" fill="outline" onClick={vm.addClass}>
              添加班级
            </Button>
          </fieldset>
          <fieldset className="staff-card">
            <legend>宿舍</legend>
            {vm.rooms.length ? null : <p>还没有宿舍，请添加。</p>}
            {vm.rooms.map((r, i) => (
              <div key={i} className="placement-line">
                <label className="staff-field">
                  <span>宿舍名称</span>
                  <input
                    className="staff-select"
                    value={r.name}
                    maxLength={30}
                    onChange={(e) => vm.setRoom(i, { name: e.target.value })}
                  />
                </label>
                <label className="staff-field">
                  <span>性别</span>
                  <select
                    className="staff-select"
                    value={r.sex}
                    onChange={(e) => vm.setRoom(i, { sex: e.target.value as Sex })}
                  >
                    <option value="0">{SEX_TEXT['0']}生</option>
                    <option value="1">{SEX_TEXT['1']}生</option>
                  </select>
                </label>
                <CountField label="床位数" value={r.beds} onChange={(beds) => vm.setRoom(i, { beds })} />
                <span className="placement-use">
                  {occupancyText(s.roomUse.find((u) => u.name === r.name))}
                </span>
                <Button size="small" fill="outline" color="danger" onClick={() => vm.removeRoom(i)}>
                  删除宿舍
                </Button>
              </div>
            ))}
            <Button size="small" fill="outline" onClick={vm.addRoom}>
              添加宿舍
            </Button>
          </fieldset>
          <div className="staff-actions">
            <Button color="primary" loading={vm.busy} disabled={!vm.dirty} onClick={() => void vm.save()}>
              保存班级和宿舍
            </Button>
          </div>

          <fieldset className="staff-card">
            <legend>批量分配</legend>
            <div className="placement-kinds" role="radiogroup" aria-label="分配内容">
              {(
                [
                  ['class', '按专业分班'],
                  ['dorm', '分宿舍'],
                ] as const
              ).map(([k, text]) => (
                <label key={k} className="roster-plan">
                  <input
                    type="radio"
                    name="placement-kind"
                    checked={o.kind === k}
                    onChange={() => vm.setKind(k)}
                  />
                  {text}
                </label>
              ))}
            </div>
            <div className="placement-kinds" role="radiogroup" aria-label="分配方式">
              {(
                [
                  ['plan', o.kind === 'class' ? '按专业自动分配' : '按班级自动分配'],
                  ['import', o.kind === 'class' ? '按导入名单的“班级”列' : '按导入名单的“宿舍”列'],
                ] as const
              ).map(([k, text]) => (
                <label key={k} className="roster-plan">
                  <input
                    type="radio"
                    name="placement-source"
                    checked={o.source === k}
                    onChange={() => vm.setOption({ source: k })}
                  />
                  {text}
                </label>
              ))}
            </div>
            <p className="placement-hint">
              {o.source === 'import'
                ? `按导入名单时填写的${o.kind === 'class' ? '班级' : '宿舍'}分配；名单中的名称尚未建立时列出，可在确认时新建${
                    o.kind === 'class' ? '（人数上限为该班导入人数）' : '（按学生性别，床位数为导入人数）'
                  }。`
                : o.kind === 'class'
                  ? '学生分入本专业的班级（专业不限的班级收其他学生），不超过人数上限。'
                  : '按班级顺序入住同性别宿舍，不超过床位数。'}
            </p>
            <div className="placement-majors" aria-label="只分配这些专业">
              {majors.map((m) => (
                <label key={m.value} className="roster-plan">
                  <input
                    type="checkbox"
                    checked={o.majorIds.includes(m.value)}
                    onChange={() => vm.toggleMajor(m.value)}
                  />
                  {m.label}
                </label>
              ))}
            </div>
            {o.source === 'import' ? (
              <label className="roster-plan">
                <input
                  type="checkbox"
                  checked={o.createMissing}
                  onChange={(e) => vm.setOption({ createMissing: e.target.checked })}
                />
                {o.kind === 'class' ? '新建名单中缺少的班级' : '新建名单中缺少的宿舍'}
              </label>
            ) : (
              <label className="roster-plan">
                <input
                  type="checkbox"
                  checked={o.keepPlaced}
                  onChange={(e) => vm.setOption({ keepPlaced: e.target.checked })}
                />
                保留已分配的学生
              </label>
            )}
            {o.kind === 'class' && o.source === 'plan' ? (
              <label className="roster-plan">
                <input
                  type="checkbox"
                  checked={o.balanceSex}
                  onChange={(e) => vm.setOption({ balanceSex: e.target.checked })}
                />
                男女均衡
              </label>
            ) : null}
            <div className="staff-actions">
              <Button color="primary" fill="outline" loading={vm.busy} onClick={() => void vm.dryRun()}>
                预览分配结果
              </Button>
              {vm.preview ? (
                <Button color="primary" loading={vm.busy} onClick={() => void vm.confirm()}>
                  确认分配
                </Button>
              ) : null}
            </div>
          </fieldset>
          {vm.preview ? <Result r={vm.preview} label="分配预览" /> : null}
          {vm.done ? <Result r={vm.done} label="分配结果" /> : null}
        </>
      ) : null}
    </section>
  );
});

/** A class's 人数上限 or a room's 床位数: 1–500 (the placement setup rule). */
function CountField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <label className="staff-field">
      <span>{label}</span>
      <input
        className="staff-select"
        type="number"
        inputMode="numeric"
        min={1}
        max={500}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </label>
  );
}
