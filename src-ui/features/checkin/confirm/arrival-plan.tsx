import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import Stepper from 'antd-mobile/es/components/stepper';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useViewModel } from '@ui/di';
import { ARRIVAL_TEXT, ARRIVE_MODES, ArrivalPlanVm, type ArriveMode } from './arrival-plan.vm';
import type { CheckinSetting } from '../shared/checkin-api';
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
      <h3 className="ck-arrival-title">到校信息登记</h3>
      <p className="ui-muted ck-arrival-lead">
        {vm.window
          ? `报到时间：${setting.reportStart} 至 ${setting.reportEnd}`
          : '请填写预计到校的方式和日期'}
      </p>
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
        <span className="ui-text-14">陪同人数</span>
        <Stepper
          min={0}
          max={5}
          digits={0}
          value={vm.companions}
          onChange={(v) => vm.setCompanions(v ?? 0)}
          aria-label="陪同人数"
        />
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
