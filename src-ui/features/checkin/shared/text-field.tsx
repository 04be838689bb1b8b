import { useId } from 'react';
import { Icon } from '@ui/kit/icon';
import '@ui/kit/layout/layout.css';
import '@ui/features/checkin/shared/checkin.css';

interface Props {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  error?: string | null;
  maxLength?: number;
  required?: boolean;
  autoComplete?: string;
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
}: Props) {
  const id = useId();
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
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? id + '-err' : undefined}
        />
        {value ? (
          <button type="button" className="zs-input-clear" onClick={() => onChange('')}>
            <Icon name="close" label="清除内容" />
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={id + '-err'} role="alert" className="ui-error ck-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
