import { uploadViolation } from '../../files/upload';
import {
  fieldKey,
  isEmptyAnswer,
  isRequired,
  MANDATORY_NO_ADD,
  MULTIPLE_CHOICE,
  regionLevelOf,
  SELECT_INPUT_MAX,
  type AnswerField,
  type FieldRule,
} from './field-def';
import { idDocumentError, isIdCard } from './identity';
import { answerMessage, requiredMessage, type AnswerError, type AnswerErrorCode } from './messages';

/** A signature answer is the pad's PNG data URL (spec section 4), of a bounded size. */
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
export const SIGNATURE_MAX_CHARS = 400_000;
const MOBILE = /^1\d{10}$/;

interface Problem {
  code: Exclude<AnswerErrorCode, 'ANSWER.REQUIRED'>;
  /** The length a length rule names, for its default text. */
  n?: number;
  /** The template's own text for this rule, when it has one. */
  message?: string;
}

/** Characters as a person counts them: code points, so a rare character (𠀀) is one. */
export const textLength = (s: string): number => [...s].length;

/** A broken pattern from the template checks nothing. */
function toRegExp(p: string | RegExp): RegExp | null {
  if (typeof p !== 'string') return p;
  try {
    return new RegExp(p);
  } catch {
    return null;
  }
}

function ruleProblem(rule: FieldRule, f: AnswerField, text: string, now: Date): Problem | null {
  const message = rule.message;
  if (rule.type === 'idNumber') {
    const code = idDocumentError(f, text, now);
    // A required rule's message is for an empty field; a wrong number gets the precise reason.
    if (code) return { code, message: isIdCard(f) && rule.required === undefined ? message : undefined };
  }
  if (rule.type === 'mobile' && !MOBILE.test(text)) return { code: 'ANSWER.MOBILE', message };
  if (rule.pattern != null && toRegExp(rule.pattern)?.test(text) === false) {
    return { code: 'ANSWER.PATTERN', message };
  }
  const n = textLength(text);
  if (rule.len != null && n !== rule.len) return { code: 'ANSWER.LENGTH', n: rule.len, message };
  if (rule.min != null && n < rule.min) return { code: 'ANSWER.TOO_SHORT', n: rule.min, message };
  if (rule.max != null && n > rule.max) return { code: 'ANSWER.TOO_LONG', n: rule.max, message };
  return null;
}

function textProblem(f: AnswerField, text: string, now: Date): Problem | null {
  if (f.type === 'SelectInput' && textLength(text) > SELECT_INPUT_MAX) {
    return { code: 'ANSWER.TOO_LONG', n: SELECT_INPUT_MAX };
  }
  for (const rule of f.rules ?? []) {
    const p = ruleProblem(rule, f, text, now);
    if (p) return p;
  }
  // A picker's answer is the label of one of its options.
  if (f.type === 'picker' && f.options && !f.options.some((o) => o.label === text))
    return { code: 'ANSWER.OPTION' };
  return null;
}

/** Chosen ids: offered (InfochooseMajorList ids or option indices), once each, none added when mandatory = 2. */
function choiceProblem(f: AnswerField, chosen: readonly unknown[]): Problem | null {
  const ids = chosen.map(String);
  const offered = new Set([
    ...(f.InfochooseMajorList ?? []).map((m) => String(m.id)),
    ...(f.options ?? []).map((o) => String(o.index)),
  ]);
  if (ids.some((x) => !offered.has(x))) return { code: 'ANSWER.OPTION' };
  if (new Set(ids).size !== ids.length) return { code: 'ANSWER.DUPLICATE' };
  const preset = new Set((f.InfochooseMorechecked ?? []).map(String));
  if (f.mandatory === MANDATORY_NO_ADD && ids.some((x) => !preset.has(x)))
    return { code: 'ANSWER.NOT_ADDABLE' };
  return null;
}

/** A file's size, from a file reference ({size}) or the form's file item ({file: {size}}). */
function fileSize(x: unknown): number {
  if (!x || typeof x !== 'object') return NaN;
  const item = x as { size?: unknown; file?: { size?: unknown } };
  const size = item.size ?? item.file?.size;
  return typeof size === 'number' ? size : NaN;
}

function valueProblem(f: AnswerField, value: unknown, now: Date): Problem | null {
  if (f.multipleChoice === MULTIPLE_CHOICE) {
    return Array.isArray(value) ? choiceProblem(f, value) : { code: 'ANSWER.SHAPE' };
  }
  if (f.type === 'upload') {
    if (!Array.isArray(value)) return { code: 'ANSWER.SHAPE' };
    return uploadViolation(
      0,
      value.map((x) => ({ size: fileSize(x) })),
    );
  }
  // A region: the names from the province down, exactly as deep as the field asks (省 / 省市 / 省市区).
  if (f.type === 'region') {
    const ok =
      Array.isArray(value) &&
      value.length === regionLevelOf(f) &&
      value.every((x) => typeof x === 'string' && x.trim() !== '' && x.length <= 64);
    return ok ? null : { code: 'ANSWER.REGION', n: regionLevelOf(f) };
  }
  if (f.type === 'signature') {
    const ok =
      typeof value === 'string' && value.startsWith(SIGNATURE_PREFIX) && value.length <= SIGNATURE_MAX_CHARS;
    return ok ? null : { code: 'ANSWER.SIGNATURE' };
  }
  if (typeof value === 'string' || typeof value === 'number')
    return textProblem(f, String(value).trim(), now);
  // Other values (a cascading picker's path) have no rule to check.
  return null;
}

/** The empty-field text: rules[0]'s own message when it is the required rule, else by field kind. */
export function requiredText(f: AnswerField): string {
  const first = f.rules?.[0];
  return (first?.required !== undefined && first.message) || requiredMessage(f);
}

/**
 * Spec section 5: the field's first broken rule, or null. Empty fields fail only when required
 * (rules[0].required); text is checked trimmed, against SelectInput's 18 characters and the
 * template's rules in order; uploads against 10 files of 20 MB; signatures must be the pad's PNG.
 */
export function fieldError(f: AnswerField, value: unknown, now: Date): AnswerError | null {
  const field = fieldKey(f);
  if (isEmptyAnswer(value)) {
    return isRequired(f) ? { field, code: 'ANSWER.REQUIRED', message: requiredText(f) } : null;
  }
  const p = valueProblem(f, value, now);
  return p && { field, code: p.code, message: p.message ?? answerMessage(p.code, f.label, p.n) };
}
