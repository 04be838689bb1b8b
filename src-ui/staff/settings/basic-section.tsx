import { observer } from 'mobx-react-lite';
import { SettingsSection, TextField } from './fields';
import type { SettingsVm } from './settings.vm';

/** 基本信息: name, logo (uploaded, previewed), motto, contact phone. */
export const BasicSection = observer(function BasicSection({ vm }: { vm: SettingsVm }) {
  const b = vm.draft!.basic;
  return (
    <SettingsSection vm={vm} id="basic" title="基本信息">
      <TextField
        label="学校名称"
        value={b.schoolName}
        maxLength={40}
        onChange={(v) => vm.edit((d) => (d.basic.schoolName = v))}
      />
      <div className="settings-field">
        <span className="settings-label" id="settings-logo-label">
          校徽
        </span>
        <div className="settings-logo">
          {b.logoUrl ? (
            <img src={b.logoUrl} alt="校徽预览" width={64} height={64} className="settings-logo-img" />
          ) : (
            // A school logo, not a journey state.
            // eslint-disable-next-line journeys/status-label
            <span className="settings-logo-img settings-logo-none">未上传</span>
          )}
          <label className="settings-button">
            {vm.uploading ? '上传中…' : b.logoUrl ? '更换校徽' : '上传校徽'}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="settings-file"
              aria-labelledby="settings-logo-label"
              disabled={vm.uploading}
              onChange={(e) => {
                const f = e.target.files?.[0];
                e.target.value = '';
                if (f) void vm.uploadLogo(f);
              }}
            />
          </label>
        </div>
        <span className="settings-hint">JPG、PNG 或 WebP，不超过 2 MB，建议正方形</span>
      </div>
      <TextField
        label="校训/简介"
        value={b.motto}
        maxLength={200}
        onChange={(v) => vm.edit((d) => (d.basic.motto = v))}
      />
      <TextField
        label="联系电话"
        type="tel"
        value={b.servicePhone}
        maxLength={20}
        placeholder="如 0571-88886666"
        hint="显示在学生首页，可拨打"
        onChange={(v) => vm.edit((d) => (d.basic.servicePhone = v))}
      />
    </SettingsSection>
  );
});
