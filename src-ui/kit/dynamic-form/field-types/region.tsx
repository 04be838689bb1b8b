import { observer } from 'mobx-react-lite';
import { regionLevelOf } from '@domain/forms/answers/field-def';
import { REGION_LEVELS } from '@domain/forms/designer';
import { registerFieldTypeUi, type SettingsProps } from './define';
import { SettingRow } from '../setting-row';

const RegionLevel = observer(function RegionLevel({ vm, field: f }: SettingsProps) {
  return (
    <SettingRow label="精确到" hint="家长从省开始逐级选择；答案保存为地区名称">
      {(id) => (
        <select
          id={id}
          className="staff-input forms-input"
          value={regionLevelOf(f)}
          onChange={(e) => vm.setRegionLevel(f.prop, Number(e.target.value))}
        >
          {REGION_LEVELS.map((l) => (
            <option key={l.level} value={l.level}>
              {l.label}
            </option>
          ))}
        </select>
      )}
    </SettingRow>
  );
});

export default registerFieldTypeUi({
  type: 'region',
  settings: { region: { placeholder: true, Extra: RegionLevel } },
});
