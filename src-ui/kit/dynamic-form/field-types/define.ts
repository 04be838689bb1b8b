import type { ComponentType, ReactNode } from 'react';
import type { FieldKindName, FieldTypeName } from '@domain/forms/field-types';
import type { Answers, TemplateField } from '@domain/use-cases/admissions/registration-form';
import type { FieldProps } from '../types';

/**
 * The UI of a registration-form field type (issue 33 item 7), keyed by the type of its domain
 * registration (src-domain/forms/field-types): the student form's component, the read-only answer and
 * the designer's settings. Add a type: INTEGRATING.md, "Add a form field type".
 */

/** An answer shown read-only (确认信息, 我的报名). */
export interface AnswerProps {
  field: TemplateField;
  /** Never empty: an empty answer reads 未填写 before the type is asked. */
  value: Answers[string];
  viewerUrl: (u: string) => string;
}

/**
 * What a kind's own settings may change in the designer (the staff form editor implements it; the kit
 * names only these, so it never reaches into staff code).
 */
export interface FieldEditor {
  setRegionLevel(prop: string, level: number): void;
}

export interface SettingsProps {
  vm: FieldEditor;
  field: TemplateField;
}

/** What the designer's settings show for one palette kind, besides 标题, 字段标识, 必填 and 显示条件. */
export interface KindSettings {
  /** 提示文字 (the placeholder). */
  placeholder?: true;
  /** 选项 (one a line). */
  options?: true;
  /** 最多字数. */
  maxLength?: true;
  /** The kind's own settings, after the shared ones. */
  Extra?: ComponentType<SettingsProps>;
  /** A line about how the field is filled in. */
  note?: string;
}

export interface FieldTypeUi<T extends FieldTypeName = FieldTypeName> {
  type: T;
  /** The student form's component (default: the text or picker cell); multi-selects are drawn before. */
  Field?: ComponentType<FieldProps>;
  /** The answer read-only; undefined falls back to the text, or the chosen names of a list. */
  answer?: (p: AnswerProps) => ReactNode | undefined;
  /** The designer's settings of the kinds this type registers. */
  settings: Partial<Record<FieldKindName, KindSettings>>;
}

/** A field type's UI registration (default-exported from its own file in this folder; ./index collects them). */
export function registerFieldTypeUi<T extends FieldTypeName>(def: FieldTypeUi<T>): FieldTypeUi<T> {
  return def;
}
