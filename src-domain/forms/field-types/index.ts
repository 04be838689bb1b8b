import type { AnswerField } from '../answers/field-def';
import { date } from './date';
import type { FieldTypeDef } from './define';
import { email } from './email';
import { picker } from './picker';
import { region } from './region';
import { selectInput } from './select-input';
import { signature } from './signature';
import { text } from './text';
import { textarea } from './textarea';
import { upload } from './upload';

/**
 * Every field type of a registration form (issue 33 item 7), one registration each: the type union,
 * the contract's fieldType, the design rules, the designer's palette, validation and export text read
 * this list. Each has a UI registration of the same type (src-ui/kit/dynamic-form/field-types).
 */
export const FIELD_TYPES = [
  text,
  picker,
  selectInput,
  upload,
  signature,
  textarea,
  date,
  region,
  email,
] as const;

export type FieldTypeName = (typeof FIELD_TYPES)[number]['type'];
export type FieldKindName = (typeof FIELD_TYPES)[number]['kinds'][number]['kind'];

/** The type names, as the contract's z.enum takes them. */
export const FIELD_TYPE_NAMES = FIELD_TYPES.map((t) => t.type) as unknown as readonly [
  FieldTypeName,
  ...FieldTypeName[],
];

const byType = new Map<string, FieldTypeDef>(FIELD_TYPES.map((t) => [t.type, t]));

/** The registration of a field's type; undefined for a type no registration knows. */
export const fieldTypeOf = (type: string | undefined): FieldTypeDef | undefined =>
  type === undefined ? undefined : byType.get(type);

/** The answer is stored files (upload). */
export const hasFileAnswer = (f: Pick<AnswerField, 'type'>): boolean => !!fieldTypeOf(f.type)?.files;
/** The answer is an image data URL (signature). */
export const hasImageAnswer = (f: Pick<AnswerField, 'type'>): boolean => !!fieldTypeOf(f.type)?.image;
/** The applicant's own mark (attachments, signature): never replaced by staff in a correction. */
export const isApplicantOnly = (f: Pick<AnswerField, 'type'>): boolean =>
  !!fieldTypeOf(f.type)?.applicantOnly;

export type { FieldProblem, FieldTypeDef, FieldKindDef, FieldDefaults } from './define';
export { registerFieldType } from './define';
