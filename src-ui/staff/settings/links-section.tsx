import { observer } from 'mobx-react-lite';
import { MAX_QUICK_LINKS } from '@domain/staff/school-settings';
import { SettingsSection, TextField } from './fields';
import type { SettingsVm } from './settings.vm';

/** 快捷入口: the home's links to the school's own services, each with the URL a student would open. */
export const LinksSection = observer(function LinksSection({ vm }: { vm: SettingsVm }) {
  const links = vm.draft!.quickLinks;
  return (
    <SettingsSection vm={vm} id="links" title="快捷入口">
      <p className="settings-hint">
        链接可使用占位符 {'{{orgId}}'} {'{{tenantId}}'} {'{{userInfoId}}'} {'{{trueName}}'} {'{{account}}'}{' '}
        {'{{accesstoken}}'}，学生点击时自动填入。最多 {MAX_QUICK_LINKS} 个。
      </p>
      {links.length === 0 ? <p className="settings-hint">暂无快捷入口</p> : null}
      <ol className="settings-links">
        {links.map((l, i) => (
          <li key={i} className="settings-link">
            <TextField
              label={`入口 ${i + 1} 名称`}
              value={l.title}
              maxLength={12}
              onChange={(v) => vm.setLink(i, { title: v })}
            />
            <TextField
              label={`入口 ${i + 1} 链接`}
              type="url"
              value={l.url}
              maxLength={500}
              onChange={(v) => vm.setLink(i, { url: v })}
            />
            <p className="settings-preview">
              <span className="settings-label">预览：</span>
              <span className="settings-preview-url">{vm.previews[i] ?? ''}</span>
            </p>
            <div className="settings-row-actions">
              <button
                type="button"
                className="settings-button"
                disabled={i === 0}
                onClick={() => vm.moveLink(i, -1)}
                aria-label={`上移入口 ${i + 1}`}
              >
                上移
              </button>
              <button
                type="button"
                className="settings-button"
                disabled={i === links.length - 1}
                onClick={() => vm.moveLink(i, 1)}
                aria-label={`下移入口 ${i + 1}`}
              >
                下移
              </button>
              <button
                type="button"
                className="settings-button settings-danger"
                onClick={() => vm.removeLink(i)}
                aria-label={`删除入口 ${i + 1}`}
              >
                删除
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="settings-button" disabled={!vm.canAddLink} onClick={vm.addLink}>
        添加入口
      </button>
    </SettingsSection>
  );
});
