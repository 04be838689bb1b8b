import { lazy, Suspense, useId, useState } from 'react';
import { Icon } from '@ui/kit/icon';
import '@ui/kit/layout/layout.css';
import '@ui/features/checkin/shared/checkin.css';

// The ID keyboard (antd-mobile NumberKeyboard) loads on the first focus: the entry stays light.
const IdKeyboard = lazy(() =>
  import('@ui/kit/dynamic-form/id-keyboard').then((m) => ({ default: m.IdKeyboard })),
);

interface Props {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  error?: string | null;
  maxLength?: number;
  required?: boolean;
  autoComplete?: string;
  /** An identity number: a digit keyboard with X instead of the system (Chinese) keyboard (issue 14). */
  idKeyboard?: boolean;
}

/**
 * A labelled text input with a clear button and its error under it: a native input styled as
 * antd-mobile's (`.zs-input` in src/app.css), so the check-in entry loads no form library.
 */
export function TextField({
  label,
  value,
  onChange,
  placeholder = '请输入',
  error,
  maxLength,
  required,
  autoComplete,
  idKeyboard,
}: Props) {
  const id = useId();
  const [pad, setPad] = useState<boolean | null>(null);
  return (
    <div className="ck-field">
      <label htmlFor={id} className="ck-field-label">
        {required ? <span className="ck-required">* </span> : null}
        {label}
      </label>
      <div className="zs-input">
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete={idKeyboard ? 'off' : autoComplete}
          inputMode={idKeyboard ? 'none' : undefined}
          onFocus={idKeyboard ? () => setPad(true) : undefined}
          onBlur={idKeyboard ? () => setPad(false) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? id + '-err' : undefined}
        />
        {value ? (
          <button type="button" className="zs-input-clear" onClick={() => onChange('')}>
            <Icon name="close" label="清除内容" />
          </button>
        ) : null}
      </div>
      {idKeyboard && pad !== null ? (
        <Suspense fallback={null}>
          <IdKeyboard
            visible={pad}
            value={value}
            max={maxLength}
            onChange={onChange}
            onClose={() => setPad(false)}
          />
        </Suspense>
      ) : null}
      {error ? (
        <p id={id + '-err'} role="alert" className="ui-error ck-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
