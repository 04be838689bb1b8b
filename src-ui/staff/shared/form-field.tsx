import { useId } from 'react';
import { ChinaDateField } from './china-date-field';

export type FormFieldKind = 'text' | 'number' | 'chinaTime' | 'multiline';

/** One labelled field of a staff editor, its error read out with it (aria-describedby). */
export function FormField({
  label,
  value,
  error,
  onChange,
  kind = 'text',
  maxLength,
}: {
  label: string;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  kind?: FormFieldKind;
  maxLength?: number;
}) {
  const id = useId();
  const describedBy = error ? `${id}-err` : undefined;
  const common = {
    id,
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      {kind === 'chinaTime' ? (
        <ChinaDateField
          id={id}
          label={label}
          value={value}
          onChange={onChange}
          describedBy={describedBy}
          invalid={!!error}
          className=""
        />
      ) : kind === 'multiline' ? (
        <textarea {...common} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={kind}
          inputMode={kind === 'number' ? 'numeric' : undefined}
          min={kind === 'number' ? 1 : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error ? (
        <span id={describedBy} className="manage-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
