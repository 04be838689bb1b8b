import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { lazy, useId, useState } from 'react';
import { DEFAULT_PLACEHOLDER, SELECT_TAG_PLACEHOLDER } from '@domain/forms/form-field';
import { Icon } from '../icon';
import { FieldError, FieldLabel } from './field-label';
import { IdKeyboard } from './id-keyboard';
import { optionText } from './option-labels';
import { LOCKED_EMPTY, ReadonlyValue } from './readonly-value';
import { OnFirstOpen } from '../on-first-open/on-first-open';
import type { FieldProps } from './types';
import './dynamic-form.css';

// Issue 28: the pickers (antd-mobile PickerView and CascadePicker) load on a picker cell's first tap.
const PickerSheet = lazy(() => import('./picker-sheet'));

export { LOCKED_EMPTY };

const ROW = { display: 'flex', alignItems: 'center', gap: 12, minHeight: 24 } as const;

/** A picker cell says 请选择 (issue 14): a template's 请输入 on a picker is replaced. */
export function pickerPlaceholder(placeholder: string | undefined): string {
  return placeholder && !placeholder.startsWith(DEFAULT_PLACEHOLDER) ? placeholder : SELECT_TAG_PLACEHOLDER;
}

/** A locked field: disabled (the school's settings) or read-only (school-assigned). */
export const isLocked = (f: FieldProps['field']) => !!f.disabled || !!f.readonly;

/** A text cell, or a picker cell when the field has options or is a link (spec section 2.5 "Other fields"). */
export function BasicField(props: FieldProps) {
  const { field, options } = props;
  return options || field.isLink ? <PickerCell {...props} /> : <TextCell {...props} />;
}

/**
 * A text cell. `field.wide`: the input on a full-width row under its label (an 18-character
 * identity number is never cut off); `field.idKeyboard`: a digit keyboard with X; `inputType: 'tel'`:
 * the phone keyboard (issue 14), `inputType: 'email'` the email keyboard.
 */
function TextCell({ field, fieldKey, value, error, onChange, onFieldTap, onBlur }: FieldProps) {
  const id = useId();
  const [pad, setPad] = useState(false);
  const text = value == null ? '' : String(value);
  const wide = field.wide === true;
  const label = <FieldLabel field={field} htmlFor={id} />;

  if (isLocked(field)) {
    const shown = <ReadonlyValue id={id} text={text} wide={wide} />;
    return (
      <div>
        {wide ? (
          <>
            {label}
            <div className="zs-field-wide-row">{shown}</div>
          </>
        ) : (
          <div style={ROW}>
            {label}
            {shown}
          </div>
        )}
      </div>
    );
  }

  // 多行文本 (type textarea): a multi-line box under its label, growing with what is typed.
  if (field.type === 'textarea')
    return (
      <div>
        {label}
        <div className="zs-field-wide-row">
          <TextArea
            id={id}
            value={text}
            placeholder={field.placeholder || DEFAULT_PLACEHOLDER}
            rows={3}
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={typeof field.maxLength === 'number' ? field.maxLength : undefined}
            showCount={typeof field.maxLength === 'number'}
            onChange={(v) => onChange(fieldKey, v, field)}
            onBlur={() => onBlur?.(field, value)}
            onFocus={() => onFieldTap?.(field)}
          />
        </div>
        <FieldError message={error} />
      </div>
    );

  const idPad = field.idKeyboard === true;
  // The phone's keyboard for a phone number or an email address.
  const keyboard = field.inputType === 'tel' || field.inputType === 'email' ? field.inputType : undefined;
  const input = (
    <Input
      id={id}
      style={wide ? undefined : ({ flex: 1, '--text-align': 'right' } as React.CSSProperties)}
      value={text}
      placeholder={field.placeholder || DEFAULT_PLACEHOLDER}
      type={keyboard}
      inputMode={idPad ? 'none' : keyboard}
      autoComplete={idPad ? 'off' : undefined}
      maxLength={typeof field.maxLength === 'number' ? field.maxLength : undefined}
      onChange={(v) => onChange(fieldKey, v, field)}
      onFocus={() => idPad && setPad(true)}
      onBlur={() => {
        setPad(false);
        onBlur?.(field, value);
      }}
      onClick={() => onFieldTap?.(field)}
    />
  );
  return (
    <div>
      {wide ? (
        <>
          {label}
          <div className="zs-field-wide-row">{input}</div>
        </>
      ) : (
        <div style={ROW}>
          {label}
          {input}
        </div>
      )}
      {idPad ? (
        <IdKeyboard
          visible={pad}
          value={text}
          max={typeof field.maxLength === 'number' ? field.maxLength : undefined}
          onChange={(v) => onChange(fieldKey, v, field)}
          onClose={() => setPad(false)}
        />
      ) : null}
      <FieldError message={error} />
    </div>
  );
}

function PickerCell({ field, fieldKey, value, options, error, onChange, onFieldTap, onBlur }: FieldProps) {
  const [open, setOpen] = useState(false);
  const locked = isLocked(field);
  const text = optionText(options, value);

  // Locked fields ignore taps (spec section 5).
  const tap = () => {
    if (locked) return;
    onFieldTap?.(field);
    if (options) setOpen(true);
  };
  const close = () => {
    setOpen(false);
    onBlur?.(field, value);
  };
  return (
    <div>
      <div
        style={{ ...ROW, minHeight: 44, cursor: locked ? 'default' : 'pointer' }}
        role="button"
        aria-disabled={locked}
        tabIndex={locked ? -1 : 0}
        onClick={tap}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && tap()}
      >
        <FieldLabel field={field} />
        {locked ? (
          // A locked cell is not tappable-looking: no 请选择, no arrow (issue 14).
          <ReadonlyValue text={text} />
        ) : (
          <>
            <span
              style={{
                flex: 1,
                textAlign: 'right',
                color: text ? 'var(--adm-color-text)' : 'var(--zs-placeholder)',
              }}
            >
              {text || pickerPlaceholder(field.placeholder)}
            </span>
            <Icon name="right" label="" color="var(--zs-placeholder)" />
          </>
        )}
      </div>
      <FieldError message={error} />
      {locked || !options ? null : (
        <OnFirstOpen open={open}>
          <PickerSheet
            field={field}
            options={options}
            value={value}
            visible={open}
            onPick={(v) => onChange(fieldKey, v, field)}
            onClose={close}
          />
        </OnFirstOpen>
      )}
    </div>
  );
}
