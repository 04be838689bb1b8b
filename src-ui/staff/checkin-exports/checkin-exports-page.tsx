import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '@ui/di';
import { ErrorState, LoadingState } from '@ui/kit/load-state/states';
import { useStaffSession } from '../app/session-context';
import { Notice } from '../shared/notice';
import { CheckField } from '../settings/fields';
import { CheckinExportsVm } from './checkin-exports.vm';
import '../settings/settings.css';

/** 报到导出 (学校管理员, 报到老师): Excel of confirmed details, arrival plans and arrivals; face photos as a zip. */
export const CheckinExportsPage = observer(function CheckinExportsPage() {
  const vm = useViewModel(CheckinExportsVm);
  const session = useStaffSession();
  useEffect(() => void vm.open(), [vm]);
  return (
    <section className="staff-page" aria-labelledby="checkin-exports-title">
      <h2 id="checkin-exports-title" className="staff-title">
        报到导出
      </h2>
      {vm.status === 'loading' ? <LoadingState onRetry={() => void vm.open()} /> : null}
      {vm.status === 'error' ? (
        <ErrorState text={vm.error ?? ''} onRetry={() => void vm.open()} home={false} />
      ) : null}
      {vm.status === 'ready' ? (
        <div className="settings-card">
          <div className="settings-field">
            <label className="settings-label" htmlFor="checkin-export-major">
              专业
            </label>
            <select
              id="checkin-export-major"
              className="settings-input"
              value={vm.majorId}
              onChange={(e) => vm.setMajor(e.target.value)}
            >
              <option value="">全部专业</option>
              {vm.majors.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </div>
          <div className="settings-field">
            <label className="settings-label" htmlFor="checkin-export-class">
              班级
            </label>
            <select
              id="checkin-export-class"
              className="settings-input"
              value={vm.className}
              onChange={(e) => vm.setClass(e.target.value)}
            >
              <option value="">全部班级</option>
              {vm.classes.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          {session.can('unmask') ? (
            <CheckField
              label="导出完整证件号和手机号"
              hint="默认脱敏；完整导出会记入操作日志"
              checked={vm.unmask}
              onChange={vm.setUnmask}
            />
          ) : null}
          <p className="settings-hint">
            Excel
            含三张表：确认信息、到校计划、到校记录（是否到校、到校时间，各办理环节的办理人和时间）。人脸照片按“学号_姓名”命名打包。
          </p>
          <div className="settings-actions">
            <button
              type="button"
              className="settings-button settings-primary"
              disabled={vm.busy}
              onClick={() => void vm.xlsx()}
            >
              导出报到数据（Excel）
            </button>
            <button
              type="button"
              className="settings-button"
              disabled={vm.busy}
              onClick={() => void vm.photos()}
            >
              导出人脸照片（zip）
            </button>
          </div>
          <Notice vm={vm} />
        </div>
      ) : null}
    </section>
  );
});
