import type { AnswerField } from '../answers/field-def';
import type { AnswerErrorCode } from '../answers/messages';
import type { TemplateField } from '../../use-cases/admissions/registration-form';

/**
 * A registration-form field type (issue 33 item 7): everything the domain, the server and the
 * contract know of one `type`, in one registration. The student component, the answer view and the
 * designer's settings of the same type are its UI registration (src-ui/kit/dynamic-form/field-types).
 * Add a type: see INTEGRATING.md, "Add a form field type".
 */

/** Why an answer is refused (the code's default text is answerMessage's). */
export interface FieldProblem {
  code: Exclude<AnswerErrorCode, 'ANSWER.REQUIRED'>;
  /** The length a length rule names, for its default text. */
  n?: number;
  /** The template's own text for this rule, when it has one. */
  message?: string;
}

/** What a new field of a kind carries besides its key, `show: true`, its type and `rules: [{required: false}]`. */
export type FieldDefaults = Omit<Partial<TemplateField>, 'prop' | 'type' | 'show'> & { label: string };

/** One entry of the designer's palette (报名表设计 › 添加字段); a type may offer several (text: 单行文本, 手机号…). */
export interface FieldKindDef<K extends string = string> {
  kind: K;
  /** The palette's label (and the field list's type label). */
  label: string;
  /** The palette's order: kinds of every type, sorted by this. */
  order: number;
  defaults: () => FieldDefaults;
}

/** The generic checks a type's own validation may call. */
export interface ValueChecks {
  now: Date;
  /** The template's rules (pattern, length, 证件号码, 手机号) on the answer as trimmed text; null for other values. */
  text: () => FieldProblem | null;
}

export interface FieldTypeDef<T extends string = string, K extends string = string> {
  /** The `type` of the field definition (contract fieldType, TemplateFieldType). */
  type: T;
  /** The designer palette entries that add a field of this type. */
  kinds: readonly FieldKindDef<K>[];
  /** Which palette kind a stored field is (default: the kind named as the type). */
  kindOf?: (f: AnswerField) => string;
  /** The empty-field text (default: 请选择 for a choice or link, else 请输入). */
  emptyMessage?: (f: AnswerField) => string;
  /** The answer's problem when not empty (default: checks.text()); multi-selects are checked before. */
  validate?: (f: AnswerField, value: unknown, checks: ValueChecks) => FieldProblem | null;
  /** The form designer's rules of the field itself, with `where` naming it (第n个字段（…）). */
  designProblems?: (f: AnswerField, where: string) => string[];
  /** The answer as text in exports, the review page and the readable copy (default: option labels, joined with 、). */
  exportText?: (f: AnswerField, value: NonNullable<unknown>) => string;
  /** The answer is stored files ({fileId, name}): linked, zipped and kept by the file rules. */
  files?: true;
  /** The answer is an image data URL (a signature): shown as an image, left out of the readable copy's text. */
  image?: true;
  /** The applicant's own mark: shown in a staff correction, never replaced by staff. */
  applicantOnly?: true;
}

/** A field type's registration (listed in ./index). */
export function registerFieldType<const T extends string, const K extends string>(
  def: FieldTypeDef<T, K>,
): FieldTypeDef<T, K> {
  return def;
}

/** Characters as a person counts them: code points, so a rare character (𠀀) is one. */
export const textLength = (s: string): number => [...s].length;

/** The answer as a number or text, or null for other values (lists, paths). */
export const answerString = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : null;
