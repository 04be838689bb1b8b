/** Spec section 5: SelectInput text is at most 18 characters (an identity number). */
export const SELECT_INPUT_MAX = 18;
/** Spec section 3: multipleChoice = 1 is a multi-select; mandatory = 2 means adding is not allowed. */
export const MULTIPLE_CHOICE = 1;
export const MANDATORY_NO_ADD = 2;

/** One entry of a field's rules array (spec section 3), as the template sends it. */
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

/**
 * What the validator and the field logic read of a field definition (spec section 3). The
 * contract's template fields and the dynamic form's fields both fit as they are.
 */
export interface AnswerField {
  prop?: string;
  label: string;
  type?: string;
  show?: boolean;
  rules?: readonly FieldRule[];
  multipleChoice?: number;
  mandatory?: number;
  selectLabel?: string;
  readonly?: boolean;
  disabled?: boolean;
  isLink?: boolean;
  value?: unknown;
  valueId?: readonly (string | number)[];
  InfochooseMajorList?: readonly { id: string | number; name: string }[];
  InfochooseMorechecked?: readonly (string | number)[];
  fileList?: readonly unknown[];
  /** Picker options; on a SelectInput, its tag's choices (identity document types). */
  options?: readonly { index: number; label: string }[];
  /** A region field (type 'region'): the answer names 1 省, 2 省市 or 3 省市区 (default 3). */
  regionLevel?: number;
}

/** A region field's depth: 1 省, 2 省市, 3 省市区 (the default). */
export const regionLevelOf = (f: Pick<AnswerField, 'regionLevel'>): 1 | 2 | 3 =>
  f.regionLevel === 1 || f.regionLevel === 2 ? f.regionLevel : 3;

export function fieldKey(f: Pick<AnswerField, 'prop' | 'label'>): string {
  return f.prop ?? f.label;
}

/** Spec section 5: required fields are marked from rules[0].required. */
export function isRequired(f: Pick<AnswerField, 'rules'>): boolean {
  return f.rules?.[0]?.required === true;
}

export function isShown(f: Pick<AnswerField, 'show'>): boolean {
  return f.show !== false;
}

/** Read-only and disabled fields take no input, so they are neither checked nor kept. */
export function takesInput(f: Pick<AnswerField, 'readonly' | 'disabled'>): boolean {
  return !f.readonly && !f.disabled;
}

/** The field's value: from values[key] when given, else what the definition carries. */
export function fieldValue(f: AnswerField, values: Readonly<Record<string, unknown>> = {}): unknown {
  const k = fieldKey(f);
  if (Object.hasOwn(values, k)) return values[k];
  if (f.multipleChoice === MULTIPLE_CHOICE) return f.valueId ?? f.InfochooseMorechecked;
  if (f.type === 'upload') return f.fileList;
  return f.value;
}

/** Nothing given: null, blank text or an empty list. */
export function isEmptyAnswer(v: unknown): boolean {
  return v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}
