import type { FieldTypeName } from '@domain/forms/field-types';
import { date } from './date';
import type { FieldTypeUi, KindSettings } from './define';
import { picker } from './picker';
import { region } from './region';
import { selectInput } from './select-input';
import { signature } from './signature';
import { text } from './text';
import { textarea } from './textarea';
import { upload } from './upload';

/** The UI registration of every field type, by type (a type without one does not compile). */
export const FIELD_TYPE_UIS: { readonly [T in FieldTypeName]: FieldTypeUi<T> } = {
  text,
  picker,
  SelectInput: selectInput,
  upload,
  signature,
  textarea,
  date,
  region,
};

/** The UI registration of a field's type; undefined for a type no registration knows. */
export const fieldTypeUi = (type: string | undefined): FieldTypeUi | undefined =>
  type !== undefined && Object.hasOwn(FIELD_TYPE_UIS, type)
    ? (FIELD_TYPE_UIS[type as FieldTypeName] as FieldTypeUi)
    : undefined;

/** The designer's settings of a palette kind, from the type that registers it. */
export const kindSettings = (kind: string): KindSettings =>
  Object.values(FIELD_TYPE_UIS).find((t) => Object.hasOwn(t.settings, kind))?.settings[
    kind as keyof FieldTypeUi['settings']
  ] ?? {};

export type { AnswerProps, FieldTypeUi, KindSettings, SettingsProps } from './define';
export { registerFieldTypeUi } from './define';
export { SettingRow } from './setting-row';
