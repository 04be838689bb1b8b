import Input from 'antd-mobile/es/components/input';
import { useId, useState } from 'react';
import { SELECT_INPUT_MAX } from '@domain/forms/answers';
import { DEFAULT_PLACEHOLDER, SELECT_TAG_PLACEHOLDER } from '@domain/forms/form-field';
import { FieldError, FieldLabel } from './field-label';
import { IdKeyboard } from './id-keyboard';
import { ReadonlyValue } from './readonly-value';
import type { FieldProps } from './types';

/**
 * A text input (at most 18 characters, spec section 5) with a tag button on the right. With
 * `field.wide` the input has a full-width row of its own under the label and the tag (an 18-digit
 * number is never cut off); with `field.idKeyboard` it opens a digit keyboard with X (issue 14).
 */
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
  const [pad, setPad] = useState(false);
  const disabled = !!field.disabled;
  const idPad = field.idKeyboard === true;
  const text = value == null ? '' : String(value);
  if (disabled || field.readonly) {
    // The one read-only look (issue 14): the number as text, the chosen document type beside it.
    return (
      <div>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
          <FieldLabel field={field} htmlFor={id} />
          {field.selectLabel ? <span className="zs-readonly-text">{field.selectLabel}</span> : null}
        </div>
        <div className={field.wide ? 'zs-field-wide-row' : undefined}>
          <ReadonlyValue id={id} text={text} wide={!!field.wide} />
        </div>
      </div>
    );
  }
  const input = (
    <Input
      id={id}
      style={{ flex: 1, ...(field.wide ? { fontSize: 17, letterSpacing: 0.5 } : {}) }}
      value={text}
      maxLength={SELECT_INPUT_MAX}
      placeholder={field.placeholder || DEFAULT_PLACEHOLDER}
      inputMode={idPad ? 'none' : undefined}
      autoComplete="off"
      onChange={(v) => onChange(fieldKey, v, field)}
      onFocus={() => idPad && setPad(true)}
      onBlur={() => {
        setPad(false);
        onBlur?.(field, value);
      }}
    />
  );
  const tag = (
    <button
      type="button"
      className="zs-select-tag"
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
  );
  return (
    <div>
      {field.wide ? (
        <>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
            <FieldLabel field={field} htmlFor={id} />
            {tag}
          </div>
          <div style={{ display: 'flex', marginTop: 8 }}>{input}</div>
        </>
      ) : (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <FieldLabel field={field} htmlFor={id} />
          {input}
          {tag}
        </div>
      )}
      {idPad ? (
        <IdKeyboard
          visible={pad}
          value={text}
          max={SELECT_INPUT_MAX}
          onChange={(v) => onChange(fieldKey, v, field)}
          onClose={() => setPad(false)}
        />
      ) : null}
      <FieldError message={error} />
    </div>
  );
}
