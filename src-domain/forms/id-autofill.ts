import { parseIdNumber } from '../identity/id-number';
import {
  type AnswerField as FieldDef,
  fieldKey,
  ID_NUMBER_PROP,
  isIdCard,
  withSelectedType,
} from './answers';

type Answers = Record<string, unknown>;

const pick = (fields: readonly FieldDef[], prop: string, label: RegExp) =>
  fields.find((f) => f.prop === prop) ?? fields.find((f) => label.test(f.label));

/** The picker label for a sex code: option index 0/1 when the field has options, else the code. */
function sexAnswer(field: FieldDef, code: '0' | '1'): string {
  const opt = field.options?.find((o) => o.index === Number(code));
  if (opt) return opt.label;
  const byName = field.options?.find((o) => o.label === (code === '0' ? '男' : '女'));
  return byName?.label ?? code;
}

/**
 * Answers derived from a valid identity number (spec section 3): birthday, sex and age. Empty when
 * invalid, or when the identity field's chosen document type is not 居民身份证.
 */
export function idNumberAutofill(
  fields: readonly FieldDef[],
  answers: Readonly<Answers>,
  now: Date,
): Record<string, string> {
  const idField = fields.find((f) => f.prop === ID_NUMBER_PROP);
  if (idField && !isIdCard(withSelectedType(idField, answers))) return {};
  const idNumber = answers[ID_NUMBER_PROP];
  if (typeof idNumber !== 'string') return {};
  const r = parseIdNumber(idNumber, now);
  if (!r.ok) return {};
  const out: Record<string, string> = {};
  const birthday = pick(fields, 'birthday', /出生日期|生日/);
  const sex = pick(fields, 'sex', /性别/);
  const age = pick(fields, 'age', /年龄/);
  if (birthday) out[fieldKey(birthday)] = r.value.birthday;
  if (sex) out[fieldKey(sex)] = sexAnswer(sex, r.value.sex);
  if (age) out[fieldKey(age)] = String(r.value.age);
  return out;
}
