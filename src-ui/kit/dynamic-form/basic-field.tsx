import CascadePicker from 'antd-mobile/es/components/cascade-picker';
import Input from 'antd-mobile/es/components/input';
import Picker from 'antd-mobile/es/components/picker';
import { useId, useState } from 'react';
import { DEFAULT_PLACEHOLDER } from '@domain/forms/form-field';
import { Icon } from '../icon';
import { FieldError, FieldLabel } from './field-label';
import { optionText } from './option-labels';
import { isTree, type FieldProps, type PickerOption, type RegionNode } from './types';

/** What a locked, empty field says (never 请输入 / 请选择, which invite a tap). */
export const LOCKED_EMPTY = '未填写';

const ROW = { display: 'flex', alignItems: 'center', gap: 12, minHeight: 24 } as const;

/** A text cell, or a picker cell when the field has options or is a link (spec section 2.5 "Other fields"). */
export function BasicField({
  field,
  fieldKey,
  value,
  options,
  error,
  onChange,
  onFieldTap,
  onBlur,
}: FieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const placeholder = field.placeholder || DEFAULT_PLACEHOLDER;
  const disabled = !!field.disabled;
  const isPicker = !!options || !!field.isLink;

  if (!isPicker) {
    return (
      <div>
        <div style={ROW}>
          <FieldLabel field={field} htmlFor={id} />
          <Input
            id={id}
            style={{ flex: 1, '--text-align': 'right' } as React.CSSProperties}
            value={value == null ? '' : String(value)}
            placeholder={disabled || field.readonly ? LOCKED_EMPTY : placeholder}
            disabled={disabled}
            readOnly={!!field.readonly}
            type={field.inputType === 'tel' ? 'tel' : undefined}
            inputMode={field.inputType === 'tel' ? 'tel' : undefined}
            maxLength={typeof field.maxLength === 'number' ? field.maxLength : undefined}
            onChange={(v) => onChange(fieldKey, v, field)}
            onBlur={() => onBlur?.(field, value)}
            onClick={() => !disabled && onFieldTap?.(field)}
          />
        </div>
        <FieldError message={error} />
      </div>
    );
  }

  // Disabled fields ignore taps (spec section 5).
  const tap = () => {
    if (disabled) return;
    onFieldTap?.(field);
    if (options && !field.readonly) setOpen(true);
  };
  const close = () => {
    setOpen(false);
    onBlur?.(field, value);
  };
  const text = optionText(options, value);
  return (
    <div>
      <div
        style={{ ...ROW, minHeight: 44, cursor: disabled ? 'default' : 'pointer' }}
        role="button"
        aria-disabled={disabled}
        tabIndex={disabled ? -1 : 0}
        onClick={tap}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && tap()}
      >
        <FieldLabel field={field} />
        <span
          style={{
            flex: 1,
            textAlign: 'right',
            color: text ? 'var(--adm-color-text)' : 'var(--zs-placeholder)',
          }}
        >
          {/* A locked cell is not tappable-looking: no 请选择, no arrow (issue 14). */}
          {text || (disabled || field.readonly ? LOCKED_EMPTY : placeholder)}
        </span>
        {disabled ? null : <Icon name="right" label="" color="var(--adm-color-light)" />}
      </div>
      <FieldError message={error} />
      {options && isTree(options) ? (
        <CascadePicker
          title={field.label}
          options={options as RegionNode[]}
          visible={open}
          value={Array.isArray(value) ? value.map(String) : []}
          onConfirm={(v) => onChange(fieldKey, v.filter((x) => x != null).map(String), field)}
          onClose={close}
        />
      ) : options ? (
        <Picker
          title={field.label}
          columns={[(options as readonly PickerOption[]).map((o) => ({ label: o.label, value: o.value }))]}
          visible={open}
          value={value == null || value === '' ? [] : [value as string | number]}
          onConfirm={(v) => onChange(fieldKey, v[0] ?? null, field)}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
