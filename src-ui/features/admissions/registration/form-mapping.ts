import type { StoredFile } from '@domain/ports/admissions-gateway';
import type { Answers, TemplateField } from '@domain/use-cases/admissions/registration-form';
import { ID_NUMBER_PROP, isIdCard, withIdentityRule } from '@domain/forms/answers';
import { SELECT_TAG_PLACEHOLDER } from '@domain/forms/form-field';
import type { FormField, FormFileItem } from '@domain/forms/form-field';
import { regionLevelOf } from '@domain/forms/answers/field-def';
import { regionChoices, type RegionDivision } from '@domain/forms/region';
import type { FieldOptions } from '@ui/kit/dynamic-form';

/** One template field as the dynamic form takes it: the identity field is checked by its chosen document type. */
export function toFormField({ fileList: _f, ...f }: TemplateField): FormField {
  const field: FormField = withIdentityRule(f);
  // Issue 14: the identity number on a full-width row, with a digit keyboard with X for an ID card.
  if (f.prop === ID_NUMBER_PROP) {
    field.wide = true;
    field.idKeyboard = isIdCard(f);
  }
  // A phone number: the phone keyboard, 11 digits (checked on blur by the form's validator).
  if (f.rules?.some((r) => r.type === 'mobile')) {
    field.inputType = 'tel';
    field.maxLength = 11;
  }
  // School-assigned choices (mandatory = 2) cannot be deleted by the applicant.
  if (f.multipleChoice === 1 && f.mandatory === 2) field.disabled = true;
  // A picker says 请选择, never 请输入.
  const picker = f.type === 'picker' || !!f.isLink || (f.type !== 'SelectInput' && !!f.options?.length);
  if (picker && (!f.placeholder || f.placeholder.startsWith('请输入')))
    field.placeholder = SELECT_TAG_PLACEHOLDER;
  return field;
}

/** Template fields as the shared dynamic form takes them: picker options apart. */
export function toFormFields(fields: readonly TemplateField[]): FormField[] {
  return fields.map(toFormField);
}

/**
 * Picker options by prop; the stored answer is the option's label (what the server checks). A region
 * field (省/市/区) cascades over the region tree once it is loaded (`regions`), answered by names.
 */
export function pickerOptions(
  fields: readonly TemplateField[],
  regions: readonly RegionDivision[] | null = null,
): Record<string, FieldOptions> {
  const out: Record<string, FieldOptions> = {};
  for (const f of fields) {
    if (f.type === 'region') {
      if (regions) out[f.prop] = regionChoices(regions, f);
      continue;
    }
    // A SelectInput's options are its tag's choices (the document type sheet), not a picker.
    if (f.type === 'SelectInput') continue;
    if (f.options?.length && f.multipleChoice !== 1)
      out[f.prop] = f.options.map((o) => ({ label: o.label, value: o.label }));
    else if (f.options?.length)
      out[f.prop] = f.options.map((o) => ({ label: o.label, value: String(o.index) }));
  }
  return out;
}

export const toFileItem = (f: StoredFile): FormFileItem => ({
  file: { name: f.name, size: f.size, type: f.type },
  deCodeUrl: f.url,
  ref: f,
});

export function toFileRef(item: FormFileItem): StoredFile {
  const ref = item.ref as StoredFile | undefined;
  return (
    ref ?? {
      fileId: String(item.fileId ?? ''),
      name: item.file.name,
      size: item.file.size,
      type: item.file.type ?? '',
      url: item.deCodeUrl ?? '',
    }
  );
}

/** Answers as form values: file references become the form's file items. */
export function toFormValues(fields: readonly TemplateField[], answers: Answers): Record<string, unknown> {
  const values: Record<string, unknown> = { ...answers };
  for (const f of fields) {
    const v = answers[f.prop];
    if (f.type === 'upload' && Array.isArray(v)) values[f.prop] = (v as StoredFile[]).map(toFileItem);
    // A region of provinces only is a one-column picker: its value is the one name.
    if (f.type === 'region' && regionLevelOf(f) === 1 && Array.isArray(v)) values[f.prop] = v[0] ?? '';
  }
  return values;
}

/** A form value back to an answer. */
export function toAnswer(field: Pick<TemplateField, 'type'>, value: unknown): Answers[string] {
  if (field.type === 'upload') return ((value ?? []) as FormFileItem[]).map(toFileRef);
  // A region is always the list of names from the province down (one name for a province only).
  if (field.type === 'region' && !Array.isArray(value))
    return value == null || value === '' ? [] : [String(value)];
  if (Array.isArray(value)) return value.map(String);
  return value == null ? '' : String(value);
}
