import { observer } from 'mobx-react-lite';
import { letterBodyHtml, LETTER_PLACEHOLDERS, LETTER_TITLE_MAX } from '@domain/admissions/admission-letter';
import { RichText } from '@ui/kit/rich-text/rich-text';
import { RichEditor } from '../shared/rich-editor';
import { TextField } from './fields';
import type { SettingsVm } from './settings.vm';

const PLACEHOLDERS = LETTER_PLACEHOLDERS.map((p) => ({
  name: `插入${p.label} ${p.token}`,
  text: p.token,
  label: `${p.token} ${p.label}`,
}));

/**
 * 录取通知书 (issue 26 item 6, issue 34 item 14): the title, and the body in the shared rich editor
 * (paragraphs, bold, headings, lists) with a button per placeholder that puts it at the caret; below
 * it the letter as an applicant reads it (sample values), shown the way the parent's page shows it.
 */
export const LetterEditor = observer(function LetterEditor({ vm }: { vm: SettingsVm }) {
  const l = vm.draft!.texts.admissionLetter;
  const sample = vm.letterSample;
  return (
    <>
      <h4 className="settings-sub">录取通知书</h4>
      <p className="settings-hint">
        录取查询和录取通知二维码显示这份通知书；占位符在显示时换成每位录取学生的信息。
      </p>
      <TextField
        label="通知书标题"
        value={l.title}
        maxLength={LETTER_TITLE_MAX}
        onChange={(v) => vm.edit((d) => (d.texts.admissionLetter.title = v))}
      />
      <RichEditor
        label="通知书正文"
        initial={letterBodyHtml(l.body)}
        inserts={PLACEHOLDERS}
        hint={`与新闻公告相同的编辑器：回车分段，可加粗、设标题和列表；家长看到的与这里一致。可用占位符：${LETTER_PLACEHOLDERS.map((p) => `${p.token}（${p.label}）`).join('、')}，其他花括号内容无法保存。`}
        onChange={(v) => vm.edit((d) => (d.texts.admissionLetter.body = v))}
      />
      {sample ? (
        <section className="settings-letter" aria-label="录取通知书示例">
          <p className="settings-hint settings-m0">示例（以“张三”为例）：</p>
          <h5 className="settings-letter-title">{sample.title}</h5>
          <div className="settings-letter-body">
            <RichText html={letterBodyHtml(sample.body)} testId="letter-sample" />
          </div>
        </section>
      ) : null}
    </>
  );
});
