import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useViewModel } from '@ui/di';
import { ARRIVAL_TEXT, ARRIVE_MODES, ArrivalPlanVm, type ArriveMode } from './arrival-plan.vm';
import type { CheckinSetting } from '@domain/ports/checkin-gateway';
import { reportWindowText } from '@domain/journeys/report-window';
import { TextField } from '../shared/text-field';
import '@ui/kit/layout/layout.css';
import '@ui/features/checkin/shared/checkin.css';

/** 到校信息登记: how and when the student arrives (studentReport). */
function ArrivalPlanInner({ setting }: { setting: Pick<CheckinSetting, 'reportStart' | 'reportEnd'> }) {
  const vm = useViewModel(ArrivalPlanVm);
  const dateId = useId();
  useEffect(() => vm.init(setting), [vm, setting]);
  return (
    <section className="ui-card" aria-label="到校信息登记">
      <h2 className="ck-arrival-title">到校信息登记</h2>
      <p className="ui-muted ck-arrival-lead">{`报到时间：${reportWindowText(setting)}`}</p>
      <div className="ck-arrival-row">
        <div className="ck-arrival-label">到校方式</div>
        <Selector
          options={ARRIVE_MODES.map((m) => ({ label: m.label, value: m.value }))}
          value={vm.mode ? [vm.mode] : []}
          onChange={(v) => v[0] && vm.setMode(v[0] as ArriveMode)}
        />
      </div>
      <div className="ck-arrival-row ck-arrival-row-ruled">
        <label htmlFor={dateId} className="ui-text-14">
          预计到校日期
        </label>
        <input
          id={dateId}
          type="date"
          className="ck-input"
          value={vm.date}
          min={vm.window?.from}
          max={vm.window?.to}
          onChange={(e) => vm.setDate(e.target.value)}
        />
      </div>
      <div className="ck-arrival-row ck-arrival-count">
        <label className="ui-text-14" htmlFor={`${dateId}-companions`}>
          陪同人数
        </label>
        {/* A native select: labelled, 44 px, and no aria-valuenow on a plain input (antd Stepper fails axe). */}
        <select
          id={`${dateId}-companions`}
          className="ck-input ck-count-select"
          value={vm.companions}
          onChange={(e) => vm.setCompanions(Number(e.target.value))}
        >
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {n} 人
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="车次/航班号（选填）"
        value={vm.trafficNo}
        onChange={vm.setTrafficNo}
        maxLength={20}
        placeholder="如 G1234"
      />
      {vm.error ? (
        <p role="alert" className="ui-error">
          {vm.error}
        </p>
      ) : null}
      {vm.savedAt ? (
        <p role="status" className="ck-saved">
          {ARRIVAL_TEXT.saved}
        </p>
      ) : null}
      <Button
        block
        color="primary"
        fill="outline"
        className="ui-mt-12"
        loading={vm.submitting}
        onClick={() => void vm.submit()}
      >
        {vm.savedAt ? '更新到校信息' : '提交到校信息'}
      </Button>
    </section>
  );
}

export const ArrivalPlan = observer(ArrivalPlanInner);
