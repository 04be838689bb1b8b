import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { LETTER_BODY_MAX, LETTER_PLACEHOLDERS, LETTER_TITLE_MAX } from '@domain/admissions/admission-letter';
import { TextField } from './fields';
import type { SettingsVm } from './settings.vm';

/**
 * 录取通知书 (issue 26 item 6): title and body with placeholders, a button per placeholder that
 * inserts it where the caret is, and the letter as an applicant reads it (sample values).
 */
export const LetterEditor = observer(function LetterEditor({ vm }: { vm: SettingsVm }) {
  const l = vm.draft!.texts.admissionLetter;
  const sample = vm.letterSample;
  const body = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const insert = (token: string) => {
    const el = body.current;
    const at = vm.insertLetterToken(
      token,
      el?.selectionStart ?? l.body.length,
      el?.selectionEnd ?? l.body.length,
    );
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at, at);
    });
  };
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
      <div className="settings-field">
        <label className="settings-label" htmlFor={id}>
          通知书正文
        </label>
        <div className="settings-tokens" role="group" aria-label="插入占位符">
          {LETTER_PLACEHOLDERS.map((p) => (
            <button
              key={p.token}
              type="button"
              className="settings-button settings-token"
              aria-label={`插入${p.label} ${p.token}`}
              onClick={() => insert(p.token)}
            >
              {p.token}
              <span className="settings-token-label">{p.label}</span>
            </button>
          ))}
        </div>
        <textarea
          id={id}
          ref={body}
          aria-describedby={`${id}-hint`}
          className="settings-input settings-area"
          rows={6}
          maxLength={LETTER_BODY_MAX}
          value={l.body}
          onChange={(e) => vm.edit((d) => (d.texts.admissionLetter.body = e.target.value))}
        />
        <span id={`${id}-hint`} className="settings-hint">
          可用占位符：{LETTER_PLACEHOLDERS.map((p) => `${p.token}（${p.label}）`).join('、')}
          。其他花括号内容无法保存。
        </span>
      </div>
      {sample ? (
        <section className="settings-letter" aria-label="录取通知书示例">
          <p className="settings-hint settings-m0">示例（以“张三”为例）：</p>
          <h5 className="settings-letter-title">{sample.title}</h5>
          <p className="settings-letter-body">{sample.body}</p>
        </section>
      ) : null}
    </>
  );
});
