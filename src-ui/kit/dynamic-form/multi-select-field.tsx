import { lazy, useState } from 'react';
import { canAddChoice, type FormField } from '@domain/forms/form-field';
import { Icon } from '../icon';
import { FieldError, FieldLabel } from './field-label';
import './dynamic-form.css';
import { OnFirstOpen } from '../on-first-open/on-first-open';
import type { FieldProps, PickerOption } from './types';

type Id = string | number;

// Issue 28: the chooser sheet (antd-mobile Popup and CheckList) loads on the first 添加.
const ChoiceSheet = lazy(() => import('./choice-sheet'));

/** The choices: InfochooseMajorList {id,name}, else the options passed for the field. */
function choicesOf(field: FormField, options: FieldProps['options']): { id: Id; name: string }[] {
  if (field.InfochooseMajorList?.length) return field.InfochooseMajorList;
  return ((options ?? []) as readonly PickerOption[]).map((o) => ({ id: o.value, name: o.label }));
}

/** Multi-select items (multipleChoice = 1), e.g. intended majors (spec section 2.5). */
export function MultiSelectField({
  field,
  fieldKey,
  value,
  options,
  error,
  onChange,
  onFieldTap,
}: FieldProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Id[]>([]);
  const chosen = (Array.isArray(value) ? value : []) as Id[];
  const choices = choicesOf(field, options);
  const nameOf = (id: Id) => choices.find((c) => String(c.id) === String(id))?.name ?? String(id);
  const disabled = !!field.disabled;

  const openChooser = () => {
    onFieldTap?.(field);
    setDraft(chosen);
    setOpen(true);
  };
  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <FieldLabel field={field} />
        {/* Spec section 5: no add when mandatory = 2. */}
        {disabled ? <Icon name="lock" size={14} color="var(--zs-readonly-text)" /> : null}
        {canAddChoice(field) ? (
          <Icon
            name="add"
            label={`添加${field.label}`}
            size={22}
            color="var(--adm-color-primary)"
            onClick={openChooser}
          />
        ) : null}
      </div>
      {chosen.length ? (
        <ul style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
          {chosen.map((id) => (
            <li
              key={String(id)}
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                padding: '6px 0',
              }}
            >
              <span className={disabled ? 'zs-readonly-text' : undefined}>{nameOf(id)}</span>
              {disabled ? null : (
                <Icon
                  name="delete"
                  label={`删除${nameOf(id)}`}
                  size={18}
                  color="var(--adm-color-danger)"
                  onClick={() =>
                    onChange(
                      fieldKey,
                      chosen.filter((c) => c !== id),
                      field,
                    )
                  }
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError message={error} />
      <OnFirstOpen open={open}>
        <ChoiceSheet
          title={field.label}
          open={open}
          choices={choices}
          draft={draft}
          onDraft={setDraft}
          onCancel={() => setOpen(false)}
          onConfirm={() => {
            setOpen(false);
            onChange(fieldKey, draft, field);
          }}
        />
      </OnFirstOpen>
    </div>
  );
}
