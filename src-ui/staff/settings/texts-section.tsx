import { observer } from 'mobx-react-lite';
import { RichEditor } from '../shared/rich-editor';
import { CheckField, SettingsSection, TextField } from './fields';
import { LetterEditor } from './letter-editor';
import type { SettingsVm } from './settings.vm';

export const RICH_HINT =
  '与新闻公告相同的编辑器：回车分段，工具栏可设标题、加粗、列表和链接；家长看到的与这里一致，保存时服务器会清除脚本等不安全内容。';

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
      <RichEditor
        label="承诺书内容"
        initial={t.promise.content}
        hint={RICH_HINT}
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
      <RichEditor
        label="隐私政策内容"
        initial={t.privacy.content}
        hint={RICH_HINT}
        onChange={(v) => vm.edit((d) => (d.texts.privacy.content = v))}
      />
      <LetterEditor vm={vm} />
    </SettingsSection>
  );
});
