import { describe, expect, it } from 'vitest';
import { fieldType } from '@contract/enrollment';
import { FIELD_TYPES } from '@domain/forms/field-types';
import { FIELD_KINDS } from '@domain/forms/designer';
import { FORM_FIELD_TYPES } from '@domain/forms/design-rules';
import { FIELD_TYPE_UIS, fieldTypeUi } from '@ui/kit/dynamic-form/field-types';

/** Issue 33 item 7: a field type is one domain registration and one UI registration, nothing else. */
describe('the field type registry is complete', () => {
  it('the contract, the design rules and the type union read the one list of types', () => {
    const types = FIELD_TYPES.map((t) => t.type);
    expect(new Set(types).size).toBe(types.length);
    expect([...fieldType.options]).toEqual(types);
    expect([...FORM_FIELD_TYPES]).toEqual(types);
  });

  it('every registered type has exactly one UI registration, and every UI registration a type', () => {
    expect(FIELD_TYPE_UIS.map((u) => u.type)).toEqual(FIELD_TYPES.map((t) => t.type));
    for (const t of FIELD_TYPES) expect(fieldTypeUi(t.type)?.type).toBe(t.type);
  });

  it("every palette kind has its designer settings in its own type's UI registration", () => {
    for (const t of FIELD_TYPES)
      for (const k of t.kinds) expect(Object.keys(fieldTypeUi(t.type)!.settings)).toContain(k.kind);
    const kinds = FIELD_KINDS.map((k) => k.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
