import { observer } from 'mobx-react-lite';
import { DESK_ROLE_LABEL, DESK_ROLES, stepRoles } from '@domain/checkin-desk/step-roles';
import { ARRIVE_STEP_KEY } from '@domain/staff/checkin-settings';
import { CheckField, TextField } from '../settings/fields';
import { CheckinSection } from './checkin-section';
import { type CheckinSettingsVm, LIST_LABEL, type ListKey } from './checkin-settings.vm';

/** One option list of the school: code and name per row. */
const OptionList = observer(function OptionList({ vm, list }: { vm: CheckinSettingsVm; list: ListKey }) {
  const items = vm.draft!.options[list];
  const label = LIST_LABEL[list];
  return (
    <>
      <h4 className="settings-sub">{label}</h4>
      <ol className="settings-links">
        {items.map((o, i) => (
          <li key={i} className="settings-link checkin-row">
            <TextField
              label={`${label} ${i + 1} 代码`}
              value={o.value}
              maxLength={2}
              onChange={(v) => vm.edit((d) => (d.options[list][i]!.value = v))}
            />
            <TextField
              label={`${label} ${i + 1} 名称`}
              value={o.label}
              maxLength={20}
              onChange={(v) => vm.edit((d) => (d.options[list][i]!.label = v))}
            />
            <button
              type="button"
              className="settings-button settings-danger"
              disabled={items.length <= 1}
              onClick={() => vm.removeOption(list, i)}
              aria-label={`删除${label} ${i + 1}`}
            >
              删除
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="settings-button"
        disabled={!vm.canAddOption(list)}
        onClick={() => vm.addOption(list)}
      >
        添加{label}
      </button>
    </>
  );
});

/** 选项列表: the school's 学生类别 and 就读方式 (民族、政治面貌、户口性质 follow the national standards). */
export const OptionsSection = observer(function OptionsSection({ vm }: { vm: CheckinSettingsVm }) {
  return (
    <CheckinSection vm={vm} id="options">
      <p className="settings-hint">
        学生确认信息时从这些选项中选择；民族、政治面貌、户口性质使用国家标准代码，不在此修改。
      </p>
      <OptionList vm={vm} list="stuTypes" />
      <OptionList vm={vm} list="dayGoTypes" />
    </CheckinSection>
  );
});

/** 现场办理环节: the desk steps in order; 报到 (arrive) marks the student arrived and always stays. */
export const DeskSection = observer(function DeskSection({ vm }: { vm: CheckinSettingsVm }) {
  const steps = vm.draft!.desk.steps;
  return (
    <CheckinSection vm={vm} id="desk">
      <p className="settings-hint">
        现场报到页面按此顺序显示办理环节，每个账号只看到其角色可办理的环节。“报到”环节标记学生已到校，不能删除。
      </p>
      <ol className="settings-links">
        {steps.map((s, i) => {
          const arrive = s.key === ARRIVE_STEP_KEY;
          return (
            <li key={i} className="settings-link">
              <TextField
                label={`环节 ${i + 1} 名称`}
                value={s.name}
                maxLength={16}
                onChange={(v) => vm.edit((d) => (d.desk.steps[i]!.name = v))}
              />
              {arrive ? (
                <p className="settings-hint">标识：arrive（报到）</p>
              ) : (
                <TextField
                  label={`环节 ${i + 1} 标识`}
                  hint="小写字母开头，可含数字和下划线"
                  value={s.key}
                  maxLength={32}
                  onChange={(v) => vm.edit((d) => (d.desk.steps[i]!.key = v))}
                />
              )}
              <fieldset className="checkin-fieldset">
                <legend className="settings-label">{`环节 ${i + 1} 可办理角色`}</legend>
                <div className="checkin-checks">
                  {DESK_ROLES.map((r) => (
                    <CheckField
                      key={r}
                      label={DESK_ROLE_LABEL[r]}
                      checked={stepRoles(s).includes(r)}
                      onChange={(on) => vm.toggleStepRole(i, r, on)}
                    />
                  ))}
                </div>
              </fieldset>
              <div className="settings-row-actions">
                <button
                  type="button"
                  className="settings-button"
                  disabled={i === 0}
                  onClick={() => vm.moveStep(i, -1)}
                  aria-label={`上移环节 ${i + 1}`}
                >
                  上移
                </button>
                <button
                  type="button"
                  className="settings-button"
                  disabled={i === steps.length - 1}
                  onClick={() => vm.moveStep(i, 1)}
                  aria-label={`下移环节 ${i + 1}`}
                >
                  下移
                </button>
                {arrive ? null : (
                  <button
                    type="button"
                    className="settings-button settings-danger"
                    onClick={() => vm.removeStep(i)}
                    aria-label={`删除环节 ${i + 1}`}
                  >
                    删除
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className="settings-button" disabled={!vm.canAddStep} onClick={vm.addStep}>
        添加环节
      </button>
    </CheckinSection>
  );
});
