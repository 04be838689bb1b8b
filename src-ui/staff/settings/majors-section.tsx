import { observer } from 'mobx-react-lite';
import { MAX_MAJORS } from '@domain/staff/school-settings';
import { SettingsSection, TextField } from './fields';
import type { SettingsVm } from './settings.vm';

/** 专业: the school's majors (plans offer them, the roster and classes need them); saved ones are renamed, not deleted. */
export const MajorsSection = observer(function MajorsSection({ vm }: { vm: SettingsVm }) {
  const list = vm.draft!.majors;
  return (
    <SettingsSection vm={vm} id="majors" title="专业">
      <p className="settings-hint">
        招生计划、报名表、新生名单和分班使用这些专业。已保存的专业可以改名，不能删除。
      </p>
      {list.length === 0 ? <p className="settings-hint">尚未设置专业</p> : null}
      <ol className="settings-links">
        {list.map((m, i) => (
          <li key={m.id || `new-${i}`} className="settings-link">
            <TextField
              label={`专业 ${i + 1} 代码`}
              value={m.code}
              maxLength={10}
              onChange={(v) => vm.edit((d) => (d.majors[i]!.code = v))}
            />
            <TextField
              label={`专业 ${i + 1} 名称`}
              value={m.name}
              maxLength={30}
              onChange={(v) => vm.edit((d) => (d.majors[i]!.name = v))}
            />
            {m.id ? null : (
              <div className="settings-row-actions">
                <button
                  type="button"
                  className="settings-button settings-danger"
                  onClick={() => vm.removeMajor(i)}
                  aria-label={`删除专业 ${i + 1}`}
                >
                  删除
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="settings-button"
        disabled={list.length >= MAX_MAJORS}
        onClick={vm.addMajor}
      >
        添加专业
      </button>
    </SettingsSection>
  );
});
