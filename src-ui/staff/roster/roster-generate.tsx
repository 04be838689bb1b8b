import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { GenerateResult } from '@domain/roster/gateway';
import { MAPPING_TARGETS } from '@domain/roster/mapping';
import { useViewModel } from '@ui/di';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { RosterGenerateVm } from './roster-generate.vm';

const ACTION_TEXT = { create: '新增', update: '更新', skip: '跳过' } as const;

function Items({ result, label }: { result: GenerateResult; label: string }) {
  if (!result.items.length) return <p>所选计划中没有已录取的报名。</p>;
  return (
    <ul className="staff-list" aria-label={label}>
      {result.items.map((i) => (
        <li key={i.registrationId} className="staff-row">
          <div className="staff-row-main">
            <strong>{i.name}</strong>
            <span className={i.action === 'skip' ? 'roster-skip' : 'staff-status-success'}>
              {ACTION_TEXT[i.action]}
            </span>
          </div>
          <div className="staff-row-sub">
            <span>{i.idNumber}</span>
            <span>{i.planName}</span>
            {i.reason ? <span>{i.reason}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** 从录取生成: choose plans, the field mapping (set once), 预览 (dry run), 确认生成. */
export const RosterGenerate = observer(function RosterGenerate({ onBack }: { onBack: () => void }) {
  const vm = useViewModel(RosterGenerateVm);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="staff-page roster-page" aria-label="从录取生成">
      <Button size="small" onClick={onBack}>
        返回新生名单
      </Button>
      <h2 className="staff-title">从录取生成</h2>
      <p>所选招生计划中“已录取”的报名生成新生名单；同一身份证号已在名单中的会更新，不会重复。</p>
      <Notice vm={vm} />
      <ListStates vm={vm} empty="学校还没有招生计划" retry={() => void vm.load()} />
      {vm.status === 'ready' && vm.plans.length ? (
        <>
          <fieldset className="staff-card">
            <legend>选择招生计划</legend>
            {vm.plans.map((p) => (
              <label key={p.value} className="roster-plan">
                <input
                  type="checkbox"
                  checked={vm.chosen.includes(p.value)}
                  onChange={() => vm.toggle(p.value)}
                />
                {p.label}
              </label>
            ))}
          </fieldset>
          {vm.mapping ? (
            <div className="staff-card">
              <Button size="small" fill="outline" aria-expanded={vm.showMapping} onClick={vm.toggleMapping}>
                {vm.showMapping ? '收起字段对应' : '字段对应设置'}
              </Button>
              <span> {vm.mapping.saved ? '已按学校设置' : '使用默认对应（报名表标准字段）'}</span>
              {vm.showMapping ? (
                <>
                  <div className="roster-mapping">
                    {MAPPING_TARGETS.map((t) => (
                      <label key={t.key} className="staff-field">
                        <span>
                          {t.label}
                          {t.required ? '（必填）' : ''}
                        </span>
                        {/* Named by the target alone: inside the label, the options' text joined the name. */}
                        <select
                          className="staff-select"
                          aria-label={t.label}
                          value={vm.mapping!.mapping[t.key]}
                          onChange={(e) => vm.setMapping(t.key, e.target.value)}
                        >
                          <option value="">不导入</option>
                          {vm.mapping!.fields.map((f) => (
                            <option key={f.value} value={f.value}>
                              {f.label}
                            </option>
                          ))}
                        </select>
                      </label>
                    ))}
                  </div>
                  <Button
                    color="primary"
                    fill="outline"
                    disabled={vm.busy}
                    onClick={() => void vm.saveMapping()}
                  >
                    保存字段对应
                  </Button>
                </>
              ) : null}
            </div>
          ) : null}
          <div className="staff-actions">
            <Button color="primary" fill="outline" disabled={vm.busy} onClick={() => void vm.dryRun()}>
              预览生成结果
            </Button>
            {vm.preview ? (
              <Button color="primary" disabled={vm.busy} loading={vm.busy} onClick={() => void vm.confirm()}>
                确认生成
              </Button>
            ) : null}
          </div>
          {vm.preview ? (
            <div className="staff-card">
              <h3>
                预览：将新增 {vm.preview.created} 人，更新 {vm.preview.updated} 人，跳过 {vm.preview.skipped}{' '}
                人
              </h3>
              <Items result={vm.preview} label="预览列表" />
            </div>
          ) : null}
          {vm.done ? (
            <div className="staff-card">
              <h3>
                已生成：新增 {vm.done.created} 人，更新 {vm.done.updated} 人，跳过 {vm.done.skipped} 人
              </h3>
              <Button color="primary" onClick={onBack}>
                查看新生名单
              </Button>
              <Items result={vm.done} label="生成结果" />
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
});
