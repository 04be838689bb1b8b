import { observer } from 'mobx-react-lite';
import { ChinaDateField } from '../shared/china-date-field';
import { type ReactNode, useId } from 'react';
import { Notice } from '../shared/notice';
import type { SectionKey, SettingsVm } from './settings.vm';

/** A label, the control it names and an optional hint that describes it (ids tied together). */
function Labelled(props: {
  label: string;
  hint?: string;
  control: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="settings-field">
      <label className="settings-label" htmlFor={id}>
        {props.label}
      </label>
      {props.control(id, props.hint ? `${id}-hint` : undefined)}
      {props.hint ? (
        <span id={`${id}-hint`} className="settings-hint">
          {props.hint}
        </span>
      ) : null}
    </div>
  );
}

/** The placeholder of a write-only secret's input. */
export const KEEP = '留空则不修改';

/** A labelled text input (native: the label is the accessible name, 44 px high). */
export function TextField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  hint?: string;
  maxLength?: number;
  type?: 'text' | 'tel' | 'url' | 'password' | 'date';
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <Labelled
      label={props.label}
      hint={props.hint}
      control={(id, describedBy) => (
        <input
          id={id}
          aria-describedby={describedBy}
          className="settings-input"
          type={props.type ?? 'text'}
          value={props.value}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete ?? 'off'}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    />
  );
}

/** A labelled date in China time with the zh-CN picker (shared/china-date-field.tsx). */
export function DateField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  hint?: string;
}) {
  return (
    <Labelled
      label={props.label}
      hint={props.hint}
      control={(id, describedBy) => (
        <ChinaDateField
          id={id}
          label={props.label}
          precision="day"
          value={props.value}
          describedBy={describedBy}
          className="settings-input"
          onChange={props.onChange}
        />
      )}
    />
  );
}

export function AreaField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  hint?: string;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <Labelled
      label={props.label}
      hint={props.hint}
      control={(id, describedBy) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          className="settings-input settings-area"
          rows={props.rows ?? 5}
          value={props.value}
          maxLength={props.maxLength}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    />
  );
}

export function CheckField(props: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  hint?: string;
}) {
  return (
    <label className="settings-check">
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />
      <span>
        <span className="settings-label">{props.label}</span>
        {props.hint ? <span className="settings-hint settings-block">{props.hint}</span> : null}
      </span>
    </label>
  );
}

/** One section of the form: its heading, fields, the notice of its last save and 保存. */
export const SettingsSection = observer(function SettingsSection({
  vm,
  id,
  title,
  children,
}: {
  vm: SettingsVm;
  id: SectionKey;
  title: string;
  children: ReactNode;
}) {
  return (
    <form
      id={`settings-${id}`}
      className="settings-card"
      aria-labelledby={`settings-${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void vm.save(id);
      }}
    >
      <h3 id={`settings-${id}-title`} className="settings-card-title">
        {title}
      </h3>
      {children}
      {vm.noticeAt === id ? <Notice vm={vm} /> : null}
      <div className="settings-actions">
        <button type="submit" className="settings-button settings-primary" disabled={vm.busy}>
          {vm.savingSection === id ? '保存中…' : `保存${title}`}
        </button>
      </div>
    </form>
  );
});
