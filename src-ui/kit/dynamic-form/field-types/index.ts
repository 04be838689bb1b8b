import { FIELD_TYPES } from '@domain/forms/field-types';
import type { FieldTypeUi, KindSettings } from './define';

/**
 * The UI registration of every field type: each .tsx file of this folder default-exports one
 * (registerFieldTypeUi), keyed by the type of its domain registration (src-domain/forms/field-types).
 * tests/ui/field-types.test.tsx proves every registered type has one.
 */
const files = import.meta.glob<FieldTypeUi>('./*.tsx', { eager: true, import: 'default' });

/** The UI registrations, in the domain's order of types (those without a domain registration last). */
export const FIELD_TYPE_UIS: readonly FieldTypeUi[] = Object.values(files).sort(
  (a, b) => order(a.type) - order(b.type),
);
function order(type: string) {
  const at = FIELD_TYPES.findIndex((t) => t.type === type);
  return at < 0 ? FIELD_TYPES.length : at;
}

const byType = new Map(FIELD_TYPE_UIS.map((u) => [u.type as string, u]));

/** The UI registration of a field's type; undefined for a type no registration knows. */
export const fieldTypeUi = (type: string | undefined): FieldTypeUi | undefined =>
  type === undefined ? undefined : byType.get(type);

/** The designer's settings of a palette kind, from the type that registers it. */
export const kindSettings = (kind: string): KindSettings =>
  FIELD_TYPE_UIS.find((t) => Object.hasOwn(t.settings, kind))?.settings[
    kind as keyof FieldTypeUi['settings']
  ] ?? {};

export type { AnswerProps, FieldTypeUi, KindSettings, SettingsProps } from './define';
export { registerFieldTypeUi } from './define';
