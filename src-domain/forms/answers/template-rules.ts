import { fieldKey, MULTIPLE_CHOICE, type AnswerField } from './field-def';
import { requiredText } from './field-rules';
import { selectTypeKey } from './identity';
import { answerMessage, type AnswerError } from './messages';

/** Answer keys every registration carries: the applicant's name and identity number. */
export const NAME_PROP = 'name';
export const ID_NUMBER_PROP = 'idNumber';

/** A template's identity-number field is checked as an identity document, whatever its own rules say. */
export function withIdentityRule<F extends AnswerField>(f: F): F {
  if (fieldKey(f) !== ID_NUMBER_PROP || f.rules?.some((r) => r.type === 'idNumber')) return f;
  return { ...f, rules: [...(f.rules ?? []), { type: 'idNumber' as const }] };
}

/** A SelectInput whose template offers tag options (identity document types). */
export const hasDocumentTypes = (f: AnswerField): boolean => f.type === 'SelectInput' && !!f.options?.length;

/** Every answer key the template knows: its fields and the chosen tag of each SelectInput with types. */
export function unknownKeyErrors(
  fields: readonly AnswerField[],
  input: Readonly<Record<string, unknown>>,
): AnswerError[] {
  const known = new Set(fields.map(fieldKey));
  for (const f of fields) if (hasDocumentTypes(f)) known.add(selectTypeKey(fieldKey(f)));
  return Object.keys(input)
    .filter((k) => !known.has(k))
    .map((k) => ({ field: k, code: 'ANSWER.UNKNOWN' as const, message: answerMessage('ANSWER.UNKNOWN', k) }));
}

/** The chosen tag is one the template offers; the template's selectLabel is the default. */
export function documentTypeError(
  f: AnswerField,
  input: Readonly<Record<string, unknown>>,
): AnswerError | null {
  if (f.type !== 'SelectInput') return null;
  const field = fieldKey(f);
  const error = {
    field,
    code: 'ANSWER.DOCUMENT_TYPE' as const,
    message: answerMessage('ANSWER.DOCUMENT_TYPE', f.label),
  };
  const given = input[selectTypeKey(field)];
  if (given !== undefined && (!hasDocumentTypes(f) || typeof given !== 'string')) return error;
  if (!hasDocumentTypes(f) || f.selectLabel === undefined) return null;
  return f.options!.some((o) => o.label === f.selectLabel) ? null : error;
}

/** The answer's wire shape: chosen ids for a multi-select, file references for an upload, else text. */
export function answerShapeError(f: AnswerField, v: unknown): AnswerError | null {
  const ok =
    // A multi-select answers chosen ids; a region (省/市/区) the names from the province down.
    f.multipleChoice === MULTIPLE_CHOICE || f.type === 'region'
      ? Array.isArray(v) && v.every((x) => typeof x === 'string')
      : f.type === 'upload'
        ? Array.isArray(v) && v.every((x) => !!x && typeof x === 'object')
        : typeof v === 'string';
  return ok
    ? null
    : { field: fieldKey(f), code: 'ANSWER.SHAPE', message: answerMessage('ANSWER.SHAPE', f.label) };
}

/** Every registration names its applicant: an error when the name or the identity number is not kept. */
export function applicantErrors(
  fields: readonly AnswerField[],
  kept: Readonly<Record<string, unknown>>,
): AnswerError[] {
  const missing = (prop: string, fallback: string): AnswerError[] => {
    if (typeof kept[prop] === 'string' && kept[prop] !== '') return [];
    const f = fields.find((x) => fieldKey(x) === prop);
    return [{ field: prop, code: 'ANSWER.REQUIRED', message: f ? requiredText(f) : fallback }];
  };
  return [...missing(NAME_PROP, '请输入姓名'), ...missing(ID_NUMBER_PROP, '请输入身份证号')];
}
