import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { ADMISSION_MODE_LABEL, type AdmissionMode } from '@domain/journeys/lottery';
import type { AdmissionModeDraft } from './admission-mode';

/** 录取方式 (先到先得 / 报名后摇号) and, for a lottery, its priority groups with their places. */
export const AdmissionModeFields = observer(function AdmissionModeFields({
  draft,
}: {
  draft: AdmissionModeDraft;
}) {
  return (
    <fieldset className="plans-majors">
      <legend>录取方式</legend>
      <label className="staff-field">
        <span>录取方式</span>
        <select
          className="staff-select plans-input"
          value={draft.mode}
          onChange={(e) => draft.setMode(e.target.value as AdmissionMode)}
        >
          {(Object.keys(ADMISSION_MODE_LABEL) as AdmissionMode[]).map((m) => (
            <option key={m} value={m}>
              {ADMISSION_MODE_LABEL[m]}
            </option>
          ))}
        </select>
      </label>
      {draft.mode === 'lottery' ? (
        <>
          <p className="staff-muted">
            报名时间内的有效报名都可参加摇号；报名截止后公示名单并摇号。优先类别按顺序摇号，每类在本类内摇号，名额留空表示使用剩余名额。
          </p>
          {draft.groups.map((g, i) => (
            <div key={g.id} className="staff-toolbar">
              <label className="staff-field">
                <span>第{i + 1}个优先类别名称</span>
                <input
                  className="staff-select plans-input"
                  value={g.name}
                  maxLength={40}
                  onChange={(e) => draft.setGroup(i, 'name', e.target.value)}
                />
              </label>
              <label className="staff-field">
                <span>第{i + 1}个优先类别名额</span>
                <input
                  className="staff-select plans-input"
                  inputMode="numeric"
                  value={g.places}
                  placeholder="不限"
                  onChange={(e) => draft.setGroup(i, 'places', e.target.value)}
                />
              </label>
              {draft.groups.length > 1 ? (
                <Button fill="outline" onClick={() => draft.removeGroup(i)}>
                  删除{g.name}
                </Button>
              ) : null}
            </div>
          ))}
          <Button fill="outline" onClick={draft.addGroup}>
            添加优先类别
          </Button>
          <label className="staff-field">
            <span>确认入学期限（小时）</span>
            <input
              className="staff-select plans-input"
              inputMode="numeric"
              value={draft.confirmHours}
              onChange={(e) => draft.setConfirmHours(e.target.value)}
            />
          </label>
        </>
      ) : null}
    </fieldset>
  );
});
