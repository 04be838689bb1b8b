import { ID_NUMBER_PROP, NAME_PROP, type FieldLogic } from './answers';
import { FIELD_TYPES, fieldTypeOf, type FieldKindName } from './field-types';
import type { TemplateField } from '../use-cases/admissions/registration-form';

/**
 * 报名表设计 (issue 26): the pure edits of the form designer over a draft's fields and field logic.
 * Every function returns a new design; the design rules (./design-rules) judge the result.
 */
export interface FormDraftDesign {
  name: string;
  fields: TemplateField[];
  logic: FieldLogic[];
}

/** The kinds of question staff can add: every kind the field types register, in palette order. */
export const FIELD_KINDS: readonly { kind: FieldKind; label: string }[] = FIELD_TYPES.flatMap((t) =>
  t.kinds.map((k) => ({ kind: k.kind, label: k.label, order: k.order })),
)
  .sort((a, b) => a.order - b.order)
  .map(({ kind, label }) => ({ kind, label }));
export type FieldKind = FieldKindName;

const kinds = new Map(FIELD_TYPES.flatMap((t) => t.kinds.map((k) => [k.kind, { type: t.type, k }] as const)));

/** A new field of a kind with the key `prop`: optional, shown, the kind's defaults (src-domain/forms/field-types). */
export function newField(kind: FieldKind, prop: string): TemplateField {
  const { type, k } = kinds.get(kind)!;
  return { prop, show: true, rules: [{ required: false }], type, ...k.defaults() };
}

/** Which kind a stored field is (the editor shows the matching settings). */
export function kindOf(f: TemplateField): FieldKind {
  // 意向专业 and 多项选择 (kinds of the text type) are told by their choices, on a field of any type.
  if (f.planMajors) return 'major';
  if (f.multipleChoice === 1) return 'multi';
  return (fieldTypeOf(f.type)?.kindOf?.(f) ?? f.type) as FieldKind;
}

export const kindLabel = (f: TemplateField): string =>
  FIELD_KINDS.find((k) => k.kind === kindOf(f))?.label ?? f.type;

/** The first free key `field1`, `field2`, … */
export function freeProp(fields: readonly { prop: string }[]): string {
  const taken = new Set(fields.map((f) => f.prop));
  let n = fields.length + 1;
  while (taken.has(`field${n}`)) n += 1;
  return `field${n}`;
}

/** The two fields every registration carries (name and identity number). */
export function starterFields(): TemplateField[] {
  return [
    {
      ...newField('text', NAME_PROP),
      label: '学生姓名',
      rules: [{ required: true }, { max: 20 }],
    },
    { ...newField('idNumber', ID_NUMBER_PROP) },
  ];
}

/** Moves the field at `from` by `by` places (−1 up, +1 down); out of range changes nothing. */
export function moveField<T>(list: readonly T[], from: number, by: number): T[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}

export const isRequiredField = (f: TemplateField): boolean => f.rules[0]?.required === true;

/** rules[0] is the required rule (spec section 5); other rules are kept. */
export function setRequired(f: TemplateField, required: boolean): TemplateField {
  const [first, ...rest] = f.rules;
  const head = first && (first.required !== undefined || first.message === undefined) ? first : undefined;
  return { ...f, rules: [{ ...(head ?? {}), required }, ...(head ? rest : f.rules)] };
}

/** How deep a region field goes: 省 / 省市 / 省市区. */
export const REGION_LEVELS = [
  { level: 1, label: '省' },
  { level: 2, label: '省、市' },
  { level: 3, label: '省、市、区县' },
] as const;

/** The text length limits (max characters) of a text field, from its rules. */
export function maxLength(f: TemplateField): number | undefined {
  return f.rules.find((r, i) => i > 0 && r.max !== undefined)?.max;
}

export function setMaxLength(f: TemplateField, max: number | undefined): TemplateField {
  const [first, ...rest] = f.rules;
  const others = rest.filter((r) => r.max === undefined);
  return { ...f, rules: [first ?? { required: false }, ...others, ...(max ? [{ max }] : [])] };
}

/** One option per non-blank line (a pasted list), trimmed, numbered from 0. */
export function optionsFromText(text: string): { index: number; label: string }[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((label, index) => ({ index, label }));
}

/** The one condition of a field: shown only when `parent` answers `value` (a 'show' rule). */
export interface FieldCondition {
  parent: string;
  value: string;
}

const conditionId = (prop: string) => `show-${prop}`;

export function conditionOf(logic: readonly FieldLogic[], prop: string): FieldCondition | null {
  const rule = logic.find((l) => l.action === 'show' && l.targets.includes(prop));
  if (!rule) return null;
  const v = rule.when.value;
  return { parent: rule.when.prop, value: Array.isArray(v) ? (v[0] ?? '') : v };
}

/** The field's show rules removed (rules left without targets go too). */
function withoutShowRules(logic: readonly FieldLogic[], prop: string): FieldLogic[] {
  return logic.flatMap((l) => {
    if (l.action !== 'show' || !l.targets.includes(prop)) return [l];
    const targets = l.targets.filter((t) => t !== prop);
    return targets.length ? [{ ...l, targets }] : [];
  });
}

/**
 * Sets (or, with null, clears) a field's one condition: hidden by default, shown when the parent
 * answers the value. Hidden fields are neither checked nor kept (src-domain/forms/answers/validate).
 */
export function setCondition(
  d: FormDraftDesign,
  prop: string,
  condition: FieldCondition | null,
): FormDraftDesign {
  const logic = withoutShowRules(d.logic, prop);
  const fields = d.fields.map((f) => (f.prop === prop ? { ...f, show: !condition } : f));
  if (!condition) return { ...d, fields, logic };
  const rule: FieldLogic = {
    id: conditionId(prop),
    when: { prop: condition.parent, op: 'eq', value: condition.value },
    action: 'show',
    targets: [prop],
  };
  return { ...d, fields, logic: [...logic, rule] };
}

/** Fields that may be a condition's parent: a single choice above the field, with options. */
export function conditionParents(fields: readonly TemplateField[], prop: string): TemplateField[] {
  const at = fields.findIndex((f) => f.prop === prop);
  return fields.slice(0, Math.max(at, 0)).filter((f) => kindOf(f) === 'picker' && !!f.options?.length);
}

/** Deletes a field: rules naming it as a condition go, and the fields they showed are shown again. */
export function removeField(d: FormDraftDesign, prop: string): FormDraftDesign {
  const freed = new Set(
    d.logic.filter((l) => l.when.prop === prop && l.action === 'show').flatMap((l) => l.targets),
  );
  const logic = d.logic
    .filter((l) => l.when.prop !== prop)
    .map((l) => ({ ...l, targets: l.targets.filter((t) => t !== prop) }))
    .filter((l) => l.targets.length);
  const fields = d.fields
    .filter((f) => f.prop !== prop)
    .map((f) => (freed.has(f.prop) && !conditionOf(logic, f.prop) ? { ...f, show: true } : f));
  return { ...d, fields, logic };
}

/** Renames a field's key everywhere the logic names it. */
export function renameField(d: FormDraftDesign, from: string, to: string): FormDraftDesign {
  const k = (p: string) => (p === from ? to : p);
  return {
    ...d,
    fields: d.fields.map((f) => (f.prop === from ? { ...f, prop: to } : f)),
    logic: d.logic.map((l) => ({
      ...l,
      when: { ...l.when, prop: k(l.when.prop) },
      targets: l.targets.map(k),
    })),
  };
}
