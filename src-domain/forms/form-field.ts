import { MANDATORY_NO_ADD, MULTIPLE_CHOICE, type FieldRule } from './answers/field-def';

/** Spec section 2: the placeholder defaults to '请输入'. */
export const DEFAULT_PLACEHOLDER = '请输入';
export const SELECT_TAG_PLACEHOLDER = '请选择';

export interface FormFileItem {
  file: { name: string; size: number; type?: string };
  deCodeUrl?: string;
  [key: string]: unknown;
}

/**
 * Spec section 3 "Form field definition" as the dynamic form renders it; `prop` is the key of the
 * field's value in a form's values. Validation and field logic live in ./answers.
 */
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
  /** The 分组 (section) title; the form shows a heading where a section starts. */
  section?: string;
  [key: string]: unknown;
}

/** Spec section 5: the multi-select add icon is not offered when mandatory = 2. */
export function canAddChoice(f: FormField): boolean {
  return f.multipleChoice === MULTIPLE_CHOICE && f.mandatory !== MANDATORY_NO_ADD && !f.disabled;
}
