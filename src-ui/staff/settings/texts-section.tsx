import { observer } from 'mobx-react-lite';
import { AreaField, CheckField, SettingsSection, TextField } from './fields';
import { LetterEditor } from './letter-editor';
import type { SettingsVm } from './settings.vm';

const HTML_HINT = '可直接输入文字（每行一段），也可使用简单 HTML；保存时服务器会清除脚本等不安全内容。';

/** 文本: 诚信报名承诺书, 隐私政策 (each change a new version) and the 录取通知书 wording. */
export const TextsSection = observer(function TextsSection({ vm }: { vm: SettingsVm }) {
  const t = vm.draft!.texts;
  const saved = vm.saved!.texts;
  return (
    <SettingsSection vm={vm} id="texts" title="文本">
      <h4 className="settings-sub">诚信报名承诺书</h4>
      <p className="settings-hint">
        当前版本 {saved.promise.version}。修改后，已同意旧版本的报名人在下次提交前需重新同意。
      </p>
      <TextField
        label="承诺书标题"
        value={t.promise.title}
        maxLength={40}
        onChange={(v) => vm.edit((d) => (d.texts.promise.title = v))}
      />
      <AreaField
        label="承诺书内容"
        value={t.promise.content}
        hint={HTML_HINT}
        onChange={(v) => vm.edit((d) => (d.texts.promise.content = v))}
      />
      <CheckField
        label="报名前须阅读并同意"
        checked={t.promise.signRequired}
        onChange={(v) => vm.edit((d) => (d.texts.promise.signRequired = v))}
      />
      <h4 className="settings-sub">隐私政策（个人信息保护告知）</h4>
      <p className="settings-hint">当前版本 {saved.privacy.version}。修改后，用户需重新阅读并同意。</p>
      <TextField
        label="隐私政策标题"
        value={t.privacy.title}
        maxLength={40}
        onChange={(v) => vm.edit((d) => (d.texts.privacy.title = v))}
      />
      <AreaField
        label="隐私政策内容"
        value={t.privacy.content}
        hint={HTML_HINT}
        onChange={(v) => vm.edit((d) => (d.texts.privacy.content = v))}
      />
      <LetterEditor vm={vm} />
    </SettingsSection>
  );
});
