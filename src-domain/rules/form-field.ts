import { idNumberMessage, parseIdNumber } from './id-number';

/** Spec section 5: SelectInput text is at most 18 characters (an identity number). */
export const SELECT_INPUT_MAX = 18;
/** Spec section 2: the placeholder defaults to '请输入'. */
export const DEFAULT_PLACEHOLDER = '请输入';
export const SELECT_TAG_PLACEHOLDER = '请选择';
/** Spec section 3: mandatory = 2 means adding is not allowed; multipleChoice = 1 is a multi-select. */
export const MANDATORY_NO_ADD = 2;
export const MULTIPLE_CHOICE = 1;

export interface FieldRule {
  required?: boolean;
  message?: string;
  /** A regular expression the text must match. */
  pattern?: string | RegExp;
  /** Exact text length. */
  len?: number;
  min?: number;
  max?: number;
  /** Built-in checks: an identity number (spec section 3) or a mainland mobile number. */
  type?: 'idNumber' | 'mobile';
}

export interface FormFileItem {
  file: { name: string; size: number; type?: string };
  deCodeUrl?: string;
  [key: string]: unknown;
}

/** Spec section 3 "Form field definition"; `prop` is the key of the field's value in a form's values. */
export interface FormField {
  prop?: string;
  label: string;
  type?: string;
  multipleChoice?: number;
  show?: boolean;
  mandatory?: number;
  rules?: FieldRule[];
  placeholder?: string;
  selectLabel?: string;
  readonly?: boolean;
  disabled?: boolean;
  isLink?: boolean;
  value?: unknown;
  valueId?: (string | number)[];
  InfochooseMajorList?: { id: string | number; name: string }[];
  InfochooseMorechecked?: (string | number)[];
  fileList?: FormFileItem[];
  edit?: boolean;
  [key: string]: unknown;
}

export function fieldKey(f: FormField): string {
  return f.prop ?? f.label;
}

/** Spec section 5: required fields are marked from rules[0].required. */
export function isRequired(f: FormField): boolean {
  return f.rules?.[0]?.required === true;
}

export function isShown(f: FormField): boolean {
  return f.show !== false;
}

/** Spec section 5: the multi-select add icon is not offered when mandatory = 2. */
export function canAddChoice(f: FormField): boolean {
  return f.multipleChoice === MULTIPLE_CHOICE && f.mandatory !== MANDATORY_NO_ADD && !f.disabled;
}

/** The field's value: from values[prop] when given, else what the definition carries. */
export function fieldValue(f: FormField, values: Record<string, unknown> = {}): unknown {
  const k = fieldKey(f);
  if (Object.hasOwn(values, k)) return values[k];
  if (f.multipleChoice === MULTIPLE_CHOICE) return f.valueId ?? f.InfochooseMorechecked;
  if (f.type === 'upload') return f.fileList;
  return f.value;
}

function isEmpty(v: unknown): boolean {
  return v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

function emptyMessage(f: FormField): string {
  if (f.type === 'upload') return `请上传${f.label}`;
  if (f.multipleChoice === MULTIPLE_CHOICE || f.isLink) return `请选择${f.label}`;
  return `请输入${f.label}`;
}

/** A broken pattern from the server checks nothing. */
function toRegExp(p: string | RegExp): RegExp | null {
  if (typeof p !== 'string') return p;
  try {
    return new RegExp(p);
  } catch {
    return null;
  }
}

function ruleMessage(rule: FieldRule, f: FormField, text: string, now: Date): string | null {
  if (rule.type === 'idNumber') {
    const r = parseIdNumber(text, now);
    return r.ok ? null : (rule.message ?? idNumberMessage(r.error));
  }
  if (rule.type === 'mobile' && !/^1\d{10}$/.test(text)) return rule.message ?? `${f.label}格式不正确`;
  if (rule.pattern != null) {
    const re = toRegExp(rule.pattern);
    if (re && !re.test(text)) return rule.message ?? `${f.label}格式不正确`;
  }
  const n = [...text].length;
  if (rule.len != null && n !== rule.len) return rule.message ?? `${f.label}长度应为${rule.len}个字符`;
  if (rule.min != null && n < rule.min) return rule.message ?? `${f.label}至少${rule.min}个字符`;
  if (rule.max != null && n > rule.max) return rule.message ?? `${f.label}不能超过${rule.max}个字符`;
  return null;
}

/** Spec section 5: the first broken rule's Chinese message, or null. Empty optional fields pass. */
export function validateField(f: FormField, value: unknown, now: Date = new Date()): string | null {
  const rules = f.rules ?? [];
  if (isEmpty(value)) {
    const required = isRequired(f) || rules.some((r) => r.required);
    return required ? (rules.find((r) => r.required)?.message ?? emptyMessage(f)) : null;
  }
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value);
  if (f.type === 'SelectInput' && [...text].length > SELECT_INPUT_MAX) {
    return `${f.label}不能超过${SELECT_INPUT_MAX}个字符`;
  }
  for (const rule of rules) {
    const msg = ruleMessage(rule, f, text, now);
    if (msg) return msg;
  }
  return null;
}

/** Every shown field's first error, in form order. */
export function validateForm(
  fields: readonly FormField[],
  values: Record<string, unknown> = {},
): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  for (const f of fields) {
    if (!isShown(f)) continue;
    const message = validateField(f, fieldValue(f, values));
    if (message) errors.push({ field: fieldKey(f), message });
  }
  return errors;
}

/**
 * A register/fieldLogicList rule: when the answer of `field` is one of `values` (or, for a
 * multi-select, contains one), the `show` fields appear and the `require` fields become required.
 */
export interface FieldLogic {
  field: string;
  values: readonly (string | number)[];
  show?: readonly string[];
  require?: readonly string[];
}

function answers(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  return v == null || v === '' ? [] : [String(v)];
}

/**
 * Applies the logic: a field named in any rule's `show` is shown only while one of those rules
 * fires; a rule whose own field is hidden does not fire. Required-by-logic adds to the static rules.
 */
export function applyFieldLogic(
  fields: readonly FormField[],
  logic: readonly FieldLogic[],
  values: Record<string, unknown> = {},
): FormField[] {
  const byKey = new Map(fields.map((f) => [fieldKey(f), f]));
  const controlled = new Set(logic.flatMap((l) => l.show ?? []));
  let visible = new Set(fields.filter(isShown).map(fieldKey));
  let fired: FieldLogic[] = [];
  for (let pass = 0; pass <= fields.length; pass++) {
    fired = logic.filter((l) => {
      const f = byKey.get(l.field);
      if (!f || !visible.has(l.field)) return false;
      const wanted = l.values.map(String);
      return answers(fieldValue(f, values)).some((a) => wanted.includes(a));
    });
    const shownByLogic = new Set(fired.flatMap((l) => l.show ?? []));
    const next = new Set(
      fields
        .filter((f) => (controlled.has(fieldKey(f)) ? shownByLogic.has(fieldKey(f)) : isShown(f)))
        .map(fieldKey),
    );
    const stable = next.size === visible.size && [...next].every((k) => visible.has(k));
    visible = next;
    if (stable) break;
  }
  const required = new Set(fired.flatMap((l) => l.require ?? []));
  return fields.map((f) => {
    const k = fieldKey(f);
    const out: FormField = { ...f, show: visible.has(k) };
    if (required.has(k) && !isRequired(f)) {
      const [first, ...rest] = f.rules ?? [];
      out.rules = [{ ...(first ?? {}), required: true }, ...rest];
    }
    return out;
  });
}
