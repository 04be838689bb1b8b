import List from 'antd-mobile/es/components/list';
import { observer } from 'mobx-react-lite';
import { startTransition, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import {
  type AnswerError,
  fieldError,
  fieldKey,
  fieldValue,
  isEmptyAnswer,
  isShown,
  MULTIPLE_CHOICE,
  validateFields,
} from '@domain/forms/answers';
import type { FormField } from '@domain/forms/form-field';
import { hasSections, sectionsOf } from '@domain/forms/sections';
import { BasicField } from './basic-field';
import { fieldTypeUi } from './field-types';
import { MultiSelectField } from './multi-select-field';
import type { FieldEvents, FieldOptions } from './types';
import './dynamic-form.css';

/** A field's error: its key, the validator's string code and the Chinese text. */
export type FormError = AnswerError;

export interface DynamicFormHandle {
  /** Validates every shown field, shows each error under its field and returns them in form order. */
  validate(): FormError[];
  /** Scrolls the first field in error into view; false when there is none. */
  scrollToFirstError(): boolean;
}

export interface DynamicFormProps extends FieldEvents {
  fields: readonly FormField[];
  /** Values by field key (fieldKey: prop, else label); a missing key falls back to the definition's own value. */
  values: Record<string, unknown>;
  /** Picker options (a flat list, or a region tree for a cascading picker) by field key. */
  options?: Record<string, FieldOptions>;
  ref?: Ref<DynamicFormHandle>;
}

/** Rows of a form without sections rendered before the rest (about a phone screen's worth). */
const FIRST_ROWS = 8;

/** Arrays are copied here so that the observer tracks their items (fields render them). */
const snapshot = (v: unknown) => (Array.isArray(v) ? [...v] : v);

function fieldView(f: FormField) {
  if (f.multipleChoice === MULTIPLE_CHOICE) return MultiSelectField;
  // The type's own component (./field-types), else the text or picker cell.
  return fieldTypeUi(f.type)?.Field ?? BasicField;
}

/** Renders field definitions (spec sections 2.5 and 3) over values owned by the screen. */
function DynamicFormView({ fields, values, options, ref, onChange, ...events }: DynamicFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const lastErrors = useRef<FormError[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const shown = fields.filter(isShown);
  // Issue 28: the first section (or the first rows) renders at once, the rest in a transition that
  // React renders in slices, so opening a long form is no long task.
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);

  useImperativeHandle(ref, () => ({
    validate() {
      const found = validateFields(fields, values, new Date());
      lastErrors.current = found;
      setErrors(Object.fromEntries(found.map((e) => [e.field, e.message])));
      return found;
    },
    scrollToFirstError() {
      const first = lastErrors.current[0];
      const el = first && root.current?.querySelector(`[data-field-key="${CSS.escape(first.field)}"]`);
      if (!el) return false;
      el.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return true;
    },
  }));

  // A field in error is checked again as soon as it changes, so its message goes away when fixed.
  const change: FieldEvents['onChange'] = (key, value, field) => {
    if (errors[key]) {
      const error = fieldError(field, value, new Date());
      setErrors(({ [key]: _, ...rest }) => (error ? { ...rest, [key]: error.message } : rest));
      lastErrors.current = lastErrors.current.flatMap((e) => (e.field !== key ? [e] : error ? [error] : []));
    }
    onChange(key, value, field);
  };

  // Issue 14: a field is checked when the user leaves it (a phone number at once, not at 下一步);
  // an empty field is not nagged about until the form is submitted.
  const blur: FieldEvents['onBlur'] = (field, value) => {
    const key = fieldKey(field);
    const latest = fieldValue(field, values);
    const error = isEmptyAnswer(latest) ? null : fieldError(field, latest, new Date());
    if (error || errors[key]) {
      setErrors(({ [key]: _, ...rest }) => (error ? { ...rest, [key]: error.message } : rest));
      const order = (e: FormError) => fields.findIndex((x) => fieldKey(x) === e.field);
      lastErrors.current = [
        ...lastErrors.current.filter((e) => e.field !== key),
        ...(error ? [error] : []),
      ].sort((a, b) => order(a) - order(b));
    }
    events.onBlur?.(field, value);
  };

  const item = (f: FormField) => {
    const key = fieldKey(f);
    const View = fieldView(f);
    return (
      <List.Item key={key} className={f.disabled || f.readonly ? 'zs-field-locked' : undefined}>
        <div data-field-key={key}>
          <View
            field={f}
            fieldKey={key}
            value={snapshot(fieldValue(f, values))}
            options={options?.[key]}
            error={errors[key]}
            onChange={change}
            {...events}
            onBlur={blur}
          />
        </div>
      </List.Item>
    );
  };

  return (
    <div ref={root} className="zs-dynamic-form" aria-busy={!whole}>
      {hasSections(shown) ? (
        // 分组 (issue 26): a heading where each section starts; a field's order stays the form's order.
        sectionsOf(shown)
          .slice(0, whole ? undefined : 1)
          .map((s, i) => (
            <section key={`${i}-${s.title}`} className="zs-form-section" aria-label={s.title || undefined}>
              {s.title ? <h3 className="zs-form-section-title">{s.title}</h3> : null}
              <List>{s.fields.map(item)}</List>
            </section>
          ))
      ) : (
        <List>{(whole ? shown : shown.slice(0, FIRST_ROWS)).map(item)}</List>
      )}
    </div>
  );
}

// An observer, so values kept in a MobX view model re-render the form even when changed in place.
export const DynamicForm = observer(DynamicFormView);
