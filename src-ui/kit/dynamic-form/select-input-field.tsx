import Input from 'antd-mobile/es/components/input';
import { useId } from 'react';
import { SELECT_INPUT_MAX } from '@domain/forms/answers';
import { DEFAULT_PLACEHOLDER, SELECT_TAG_PLACEHOLDER } from '@domain/forms/form-field';
import { FieldError, FieldLabel } from './field-label';
import type { FieldProps } from './types';

/** A text input (at most 18 characters, spec section 5) with a tag button on the right. */
export function SelectInputField({
  field,
  fieldKey,
  value,
  error,
  onChange,
  onFieldTap,
  onBlur,
}: FieldProps) {
  const id = useId();
  const disabled = !!field.disabled;
  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <FieldLabel field={field} htmlFor={id} />
        <Input
          id={id}
          style={{ flex: 1 }}
          value={value == null ? '' : String(value)}
          maxLength={SELECT_INPUT_MAX}
          placeholder={field.placeholder || DEFAULT_PLACEHOLDER}
          disabled={disabled}
          readOnly={!!field.readonly}
          onChange={(v) => onChange(fieldKey, v, field)}
          onBlur={() => onBlur?.(field, value)}
        />
        <button
          type="button"
          className="zs-select-tag"
          disabled={disabled}
          onClick={() => onFieldTap?.(field)}
          style={{
            flexShrink: 0,
            minHeight: 44,
            border: '1px solid var(--adm-color-primary)',
            borderRadius: 4,
            background: 'transparent',
            color: 'var(--adm-color-primary)',
            padding: '2px 8px',
            fontSize: 13,
          }}
        >
          {field.selectLabel || SELECT_TAG_PLACEHOLDER}
        </button>
      </div>
      <FieldError message={error} />
    </div>
  );
}
