import { idNumberMessage, parseIdNumber } from '../identity/id-number';

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

/** What the field logic and the identity checks read of a field; the contract's definitions fit as they are. */
export interface LogicField {
  prop?: string;
  label: string;
  type?: string;
  show?: boolean;
  rules?: readonly FieldRule[];
  multipleChoice?: number;
  selectLabel?: string;
  value?: unknown;
  valueId?: readonly (string | number)[];
  InfochooseMorechecked?: readonly (string | number)[];
  fileList?: readonly unknown[];
}

export function fieldKey(f: Pick<LogicField, 'prop' | 'label'>): string {
  return f.prop ?? f.label;
}

/** Spec section 5: required fields are marked from rules[0].required. */
export function isRequired(f: Pick<LogicField, 'rules'>): boolean {
  return f.rules?.[0]?.required === true;
}

export function isShown(f: Pick<LogicField, 'show'>): boolean {
  return f.show !== false;
}

/** Spec section 5: the multi-select add icon is not offered when mandatory = 2. */
export function canAddChoice(f: FormField): boolean {
  return f.multipleChoice === MULTIPLE_CHOICE && f.mandatory !== MANDATORY_NO_ADD && !f.disabled;
}

/** The field's value: from values[prop] when given, else what the definition carries. */
export function fieldValue(f: LogicField, values: Record<string, unknown> = {}): unknown {
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
    const msg = idDocumentMessage(f, text, now);
    // A required rule's message is for an empty field; a wrong number gets the precise reason.
    return msg && isIdCard(f) && rule.required === undefined ? (rule.message ?? msg) : msg;
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

/** The answer key of a SelectInput's chosen tag (e.g. the identity document type), kept next to its text. */
export const selectTypeKey = (prop: string): string => `${prop}Type`;

/** Tag labels that mean the resident identity card, the only type checked as an identity number. */
export const ID_CARD_TYPES: readonly string[] = ['居民身份证', '身份证'];
/** Document types a template's identity SelectInput offers as its tag options. */
export const ID_DOCUMENT_TYPES: readonly string[] = [
  '居民身份证',
  '港澳居民来往内地通行证',
  '台湾居民来往大陆通行证',
  '护照',
];

/** Only a SelectInput whose tag names another document (passport, permits) is not an identity card. */
export function isIdCard(f: Pick<LogicField, 'type' | 'selectLabel'>): boolean {
  return f.type !== 'SelectInput' || !f.selectLabel || ID_CARD_TYPES.includes(f.selectLabel);
}

/** An identity card is checked with parseIdNumber; other documents are letters and digits only. */
export function idDocumentMessage(
  f: Pick<LogicField, 'type' | 'selectLabel' | 'label'>,
  text: string,
  now: Date = new Date(),
): string | null {
  if (isIdCard(f)) {
    const r = parseIdNumber(text, now);
    return r.ok ? null : idNumberMessage(r.error);
  }
  return /^[A-Za-z0-9]+$/.test(text) ? null : `${f.label}只能包含字母和数字`;
}

/** The field with its tag set from the answers (spec section 2: the tag shows selectLabel). */
export function withSelectedType<F extends LogicField>(f: F, values: Record<string, unknown>): F {
  if (f.type !== 'SelectInput') return f;
  const t = values[selectTypeKey(fieldKey(f))];
  return typeof t === 'string' && t ? { ...f, selectLabel: t } : f;
}

/**
 * A register/fieldLogicList rule, the contract's `fieldLogic` shape: when the answer of `when.prop`
 * equals (`eq`, `in`: one of) or differs from (`neq`) `when.value`, `action` applies to `targets`.
 */
export interface FieldLogic {
  id: string;
  when: { prop: string; op: 'eq' | 'neq' | 'in'; value: string | string[] };
  action: 'show' | 'hide' | 'required' | 'optional';
  targets: string[];
}

/** An answer as the strings a rule compares: chosen ids, file ids, or the text. */
function answerList(v: unknown): string[] {
  if (Array.isArray(v)) {
    return v.map((x) => (x && typeof x === 'object' && 'fileId' in x ? String(x.fileId) : String(x)));
  }
  return v == null || v === '' ? [] : [String(v)];
}

function fires(
  l: FieldLogic,
  f: LogicField | undefined,
  visible: Set<string>,
  values: Record<string, unknown>,
) {
  if (!f || !visible.has(l.when.prop)) return false;
  const wanted = Array.isArray(l.when.value) ? l.when.value : [l.when.value];
  const hit = answerList(fieldValue(f, values)).some((a) => wanted.includes(a));
  return l.when.op === 'neq' ? !hit : hit;
}

/** rules[0] is made (not) required; a first rule with a message of another check keeps it, behind a new one. */
function withRequired(rules: readonly FieldRule[] = [], required: boolean): FieldRule[] {
  const [first, ...rest] = rules;
  if ((first?.required === true) === required) return [...rules];
  if (first && first.required === undefined && first.message !== undefined) return [{ required }, ...rules];
  return [{ ...(first ?? {}), required }, ...rest];
}

/**
 * Applies fieldLogicList to the answers, the same on the client and the server: the template's
 * own show and rules[0].required first, then each firing rule in order. A rule whose own field is
 * hidden does not fire, so chains settle over a few passes. Returns new fields; inputs are kept.
 */
export function applyFieldLogic<F extends LogicField>(
  fields: readonly F[],
  logic: readonly FieldLogic[],
  values: Record<string, unknown> = {},
): F[] {
  const byKey = new Map(fields.map((f) => [fieldKey(f), f]));
  let visible = new Set(fields.filter(isShown).map(fieldKey));
  let state = new Map<string, { show: boolean; required: boolean }>();
  for (let pass = 0; pass <= fields.length; pass++) {
    state = new Map(fields.map((f) => [fieldKey(f), { show: isShown(f), required: isRequired(f) }]));
    for (const l of logic) {
      if (!fires(l, byKey.get(l.when.prop), visible, values)) continue;
      for (const t of l.targets) {
        const s = state.get(t);
        if (!s) continue;
        if (l.action === 'show' || l.action === 'hide') s.show = l.action === 'show';
        else s.required = l.action === 'required';
      }
    }
    const next = new Set([...state].filter(([, s]) => s.show).map(([k]) => k));
    const stable = next.size === visible.size && [...next].every((k) => visible.has(k));
    visible = next;
    if (stable) break;
  }
  return fields.map((f) => {
    const s = state.get(fieldKey(f))!;
    const out = { ...f, show: s.show };
    if (s.required !== isRequired(f)) out.rules = withRequired(f.rules, s.required);
    return out;
  });
}
