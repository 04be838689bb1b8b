import type { Answers, FieldLogicDef, FileRef, FormFieldDef } from '@contract/enrollment';
import { idNumberMessage, parseIdNumber } from '@domain/rules/id-number';
import { uploadViolation } from '@domain/rules/upload';

/** Answer keys every template carries: the applicant's name and identity number. */
export const NAME_PROP = 'name';
export const ID_NUMBER_PROP = 'idNumber';
/** Spec section 5: SelectInput text is at most 18 characters. */
export const SELECT_INPUT_MAX = 18;
const SIGNATURE_PREFIX = 'data:image/png;base64,';
const SIGNATURE_MAX = 400_000;

export interface FieldState {
  field: FormFieldDef;
  show: boolean;
  required: boolean;
}

function matches(when: FieldLogicDef['when'], answers: Answers): boolean {
  const raw = answers[when.prop];
  const given = Array.isArray(raw)
    ? raw.map((v) => (typeof v === 'string' ? v : v.fileId))
    : raw == null
      ? []
      : [raw];
  const wanted = Array.isArray(when.value) ? when.value : [when.value];
  const hit = given.some((g) => wanted.includes(g));
  return when.op === 'neq' ? !hit : hit;
}

/** Show/hide and required by answers: the template's own flags, then each matching rule in order. */
export function fieldStates(fields: FormFieldDef[], logic: FieldLogicDef[], answers: Answers): FieldState[] {
  const states = new Map(
    fields.map((f) => [f.prop, { field: f, show: f.show, required: !!f.rules[0]?.required }]),
  );
  for (const rule of logic) {
    if (!matches(rule.when, answers)) continue;
    for (const t of rule.targets) {
      const s = states.get(t);
      if (!s) continue;
      if (rule.action === 'show') s.show = true;
      else if (rule.action === 'hide') s.show = false;
      else s.required = rule.action === 'required';
    }
  }
  return [...states.values()];
}

const isEmpty = (v: Answers[string] | undefined) =>
  v == null || (typeof v === 'string' ? v.trim() === '' : v.length === 0);

function checkText(field: FormFieldDef, v: string, now: Date): string | null {
  for (const r of field.rules) {
    if (r.type === 'idNumber') {
      const id = parseIdNumber(v, now);
      if (!id.ok) return idNumberMessage(id.error);
    }
    const bad =
      (r.type === 'mobile' && !/^1\d{10}$/.test(v)) ||
      (r.len !== undefined && v.length !== r.len) ||
      (r.min !== undefined && v.length < r.min) ||
      (r.max !== undefined && v.length > r.max) ||
      (r.pattern !== undefined && !new RegExp(r.pattern).test(v));
    if (bad) return r.message ?? `${field.label}格式不正确`;
  }
  if (field.type === 'picker' && field.options && !field.options.some((o) => o.label === v)) {
    return `${field.label}的选项无效`;
  }
  return null;
}

function checkValue(field: FormFieldDef, v: Answers[string], now: Date): string | null {
  if (field.multipleChoice === 1) {
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) return `${field.label}格式不正确`;
    const ids = v as string[];
    const known = new Set((field.InfochooseMajorList ?? []).map((m) => m.id));
    if (ids.some((x) => !known.has(x))) return `${field.label}的选项无效`;
    if (new Set(ids).size !== ids.length) return `${field.label}有重复选项`;
    // Spec section 2: mandatory = 2 offers no add, so only the preset choices may be kept.
    if (field.mandatory === 2 && ids.some((x) => !(field.InfochooseMorechecked ?? []).includes(x))) {
      return `${field.label}不允许添加`;
    }
    return null;
  }
  if (field.type === 'upload') {
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'object')) return `${field.label}格式不正确`;
    return uploadViolation(0, v as FileRef[])?.message ?? null;
  }
  if (typeof v !== 'string') return `${field.label}格式不正确`;
  if (field.type === 'SelectInput' && v.trim().length > SELECT_INPUT_MAX)
    return `${field.label}最多${SELECT_INPUT_MAX}个字符`;
  if (field.type === 'signature') {
    return v.startsWith(SIGNATURE_PREFIX) && v.length <= SIGNATURE_MAX ? null : `${field.label}格式不正确`;
  }
  if (field.prop === ID_NUMBER_PROP) {
    const id = parseIdNumber(v, now);
    return id.ok ? null : idNumberMessage(id.error);
  }
  return checkText(field, v.trim(), now);
}

export type AnswerCheck =
  | { ok: true; answers: Answers; name: string; idNumber: string; files: FileRef[] }
  | { ok: false; message: string };

/**
 * Validates answers against the template and its field logic; hidden fields' answers are dropped,
 * unknown keys are refused, the identity number is normalized (x → X).
 */
export function checkAnswers(
  fields: FormFieldDef[],
  logic: FieldLogicDef[],
  input: Answers,
  now: Date,
): AnswerCheck {
  const known = new Set(fields.map((f) => f.prop));
  const unknown = Object.keys(input).find((k) => !known.has(k));
  if (unknown !== undefined) return { ok: false, message: `未知的表单字段：${unknown.slice(0, 32)}` };
  const out: Answers = {};
  const files: FileRef[] = [];
  for (const { field, show, required } of fieldStates(fields, logic, input)) {
    if (!show || field.disabled || field.readonly) continue;
    const v = input[field.prop];
    if (isEmpty(v)) {
      const rule = field.rules[0];
      if (required)
        return {
          ok: false,
          message: (rule?.required !== undefined && rule.message) || `请填写${field.label}`,
        };
      continue;
    }
    const problem = checkValue(field, v!, now);
    if (problem) return { ok: false, message: problem };
    out[field.prop] = typeof v === 'string' ? v.trim() : v!;
    if (field.type === 'upload') files.push(...(v as FileRef[]));
  }
  const name = out[NAME_PROP];
  const rawId = out[ID_NUMBER_PROP];
  if (typeof name !== 'string' || !name) return { ok: false, message: '请填写姓名' };
  if (typeof rawId !== 'string') return { ok: false, message: '请填写身份证号' };
  const id = parseIdNumber(rawId, now);
  if (!id.ok) return { ok: false, message: idNumberMessage(id.error) };
  out[ID_NUMBER_PROP] = id.value.normalized;
  return { ok: true, answers: out, name, idNumber: id.value.normalized, files };
}
