import Input from 'antd-mobile/es/components/input';
import { useId } from 'react';
import { ERROR_STYLE } from './page-style';

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

/** A labelled text input with its error under it. */
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
    <div style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <label htmlFor={id} style={{ display: 'block', fontSize: 14, color: '#333', marginBottom: 6 }}>
        {required ? <span style={{ color: '#ff3141' }}>* </span> : null}
        {label}
      </label>
      <Input
        id={id}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        maxLength={maxLength}
        clearable
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id + '-err' : undefined}
      />
      {error ? (
        <p id={id + '-err'} role="alert" style={{ ...ERROR_STYLE, marginTop: 4 }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
