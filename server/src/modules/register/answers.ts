import type { Answers, FieldLogicDef, FileRef, FormFieldDef } from '@contract/enrollment';
import {
  applyFieldLogic,
  idDocumentMessage,
  isIdCard,
  isRequired,
  selectTypeKey,
  withSelectedType,
} from '@domain/forms/form-field';
import { idNumberMessage, parseIdNumber } from '@domain/identity/id-number';
import { uploadViolation } from '@domain/files/upload';

/** Answer keys every template carries: the applicant's name and identity number. */
export const NAME_PROP = 'name';
export const ID_NUMBER_PROP = 'idNumber';
/** Spec section 5: SelectInput text is at most 18 characters. */
export const SELECT_INPUT_MAX = 18;
const SIGNATURE_PREFIX = 'data:image/png;base64,';
const SIGNATURE_MAX = 400_000;

const isEmpty = (v: Answers[string] | undefined) =>
  v == null || (typeof v === 'string' ? v.trim() === '' : v.length === 0);

function checkText(field: FormFieldDef, v: string, now: Date): string | null {
  for (const r of field.rules) {
    if (r.type === 'idNumber') {
      const problem = idDocumentMessage(field, v, now);
      if (problem) return problem;
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
  if (field.prop === ID_NUMBER_PROP) return idDocumentMessage(field, v.trim(), now);
  return checkText(field, v.trim(), now);
}

/** A SelectInput whose template offers tag options (identity document types). */
const hasTypes = (f: FormFieldDef) => f.type === 'SelectInput' && !!f.options?.length;

/** The chosen tag must be one the template offers; the template's selectLabel is the default. */
function checkType(field: FormFieldDef, input: Answers): string | null {
  if (field.type !== 'SelectInput') return null;
  const given = input[selectTypeKey(field.prop)];
  if (given !== undefined && (!hasTypes(field) || typeof given !== 'string'))
    return `${field.label}的证件类型无效`;
  if (!hasTypes(field) || field.selectLabel === undefined) return null;
  return field.options!.some((o) => o.label === field.selectLabel) ? null : `${field.label}的证件类型无效`;
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
  for (const f of fields) if (hasTypes(f)) known.add(selectTypeKey(f.prop));
  const unknown = Object.keys(input).find((k) => !known.has(k));
  if (unknown !== undefined) return { ok: false, message: `未知的表单字段：${unknown.slice(0, 32)}` };
  const out: Answers = {};
  const files: FileRef[] = [];
  let idCard = true;
  for (const logicField of applyFieldLogic(fields, logic, input)) {
    if (!logicField.show || logicField.disabled || logicField.readonly) continue;
    const field = withSelectedType(logicField, input);
    const v = input[field.prop];
    const typeProblem = checkType(field, input);
    if (typeProblem) return { ok: false, message: typeProblem };
    if (field.prop === ID_NUMBER_PROP) idCard = isIdCard(field);
    const required = isRequired(field);
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
    if (hasTypes(field) && field.selectLabel) out[selectTypeKey(field.prop)] = field.selectLabel;
    if (field.type === 'upload') files.push(...(v as FileRef[]));
  }
  const name = out[NAME_PROP];
  const rawId = out[ID_NUMBER_PROP];
  if (typeof name !== 'string' || !name) return { ok: false, message: '请填写姓名' };
  if (typeof rawId !== 'string') return { ok: false, message: '请填写身份证号' };
  // Other documents (passport, permits) are kept as typed, in capitals.
  if (!idCard) {
    out[ID_NUMBER_PROP] = rawId.toUpperCase();
    return { ok: true, answers: out, name, idNumber: rawId.toUpperCase(), files };
  }
  const id = parseIdNumber(rawId, now);
  if (!id.ok) return { ok: false, message: idNumberMessage(id.error) };
  out[ID_NUMBER_PROP] = id.value.normalized;
  return { ok: true, answers: out, name, idNumber: id.value.normalized, files };
}
