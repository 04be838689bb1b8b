import { fieldKey, fieldValue, isEmptyAnswer, isShown, takesInput, type AnswerField } from './field-def';
import { applyFieldLogic, type FieldLogic } from './field-logic';
import { fieldError } from './field-rules';
import { normalizedIdDocument, selectTypeKey, withSelectedType } from './identity';
import type { AnswerError } from './messages';
import {
  answerShapeError,
  applicantErrors,
  documentTypeError,
  hasDocumentTypes,
  ID_NUMBER_PROP,
  NAME_PROP,
  unknownKeyErrors,
  withIdentityRule,
} from './template-rules';

export interface AnswerVerdict<V> {
  /** At most one per field, in form order (unknown keys first); the server answers the first one's message. */
  errors: AnswerError[];
  /** What is kept: answers of shown fields that take input, trimmed, the identity number normalized. */
  answers: Record<string, V>;
  /** The applicant, once valid: the name and the normalized identity number. */
  applicant: { name: string; idNumber: string } | null;
}

/**
 * A registration's answers against its template and field logic, the same on the client (before
 * 下一步 and 确认提交) and on the server (registerStudent, updateUserDetail). The field logic is
 * applied here to the answers, so the server never takes the client's view of it: hidden fields
 * are not checked and their answers are dropped.
 */
export function validateAnswers<V>(
  fields: readonly AnswerField[],
  logic: readonly FieldLogic[],
  input: Readonly<Record<string, V>>,
  now: Date,
): AnswerVerdict<V> {
  const errors = unknownKeyErrors(fields, input);
  const kept: Record<string, V> = {};
  for (const shown of applyFieldLogic(fields, logic, input)) {
    if (!isShown(shown) || !takesInput(shown)) continue;
    const f = withIdentityRule(withSelectedType(shown, input));
    const key = fieldKey(f);
    const v = input[key];
    const error =
      documentTypeError(f, input) ??
      (isEmptyAnswer(v) ? null : answerShapeError(f, v)) ??
      fieldError(f, v, now);
    if (error) errors.push(error);
    if (error || isEmptyAnswer(v)) continue;
    kept[key] = (typeof v === 'string' ? v.trim() : v) as V;
    if (key === ID_NUMBER_PROP) kept[key] = normalizedIdDocument(f, String(v), now) as V;
    if (hasDocumentTypes(f) && f.selectLabel) kept[selectTypeKey(key)] = f.selectLabel as V;
  }
  const failed = new Set(errors.map((e) => e.field));
  errors.push(...applicantErrors(fields, kept).filter((e) => !failed.has(e.field)));
  const name = kept[NAME_PROP];
  const idNumber = kept[ID_NUMBER_PROP];
  const applicant =
    errors.length === 0 && typeof name === 'string' && typeof idNumber === 'string'
      ? { name, idNumber }
      : null;
  return { errors, answers: kept, applicant };
}

/**
 * The dynamic form's check (any form, not only registrations): every shown field that takes
 * input, with its value from `values` or its definition, first error each, in form order.
 */
export function validateFields(
  fields: readonly AnswerField[],
  values: Readonly<Record<string, unknown>>,
  now: Date,
): AnswerError[] {
  return fields.flatMap((f) =>
    isShown(f) && takesInput(f) ? (fieldError(f, fieldValue(f, values), now) ?? []) : [],
  );
}
