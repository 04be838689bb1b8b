import { answerString, textLength, type FieldProblem } from '../field-types/define';
import { fieldTypeOf } from '../field-types';
import {
  fieldKey,
  isEmptyAnswer,
  isRequired,
  MANDATORY_NO_ADD,
  MULTIPLE_CHOICE,
  type AnswerField,
  type FieldRule,
} from './field-def';
import { idDocumentError, isIdCard } from './identity';
import { answerMessage, requiredMessage, type AnswerError } from './messages';

export { SIGNATURE_MAX_CHARS, SIGNATURE_PREFIX } from '../field-types/signature';
export { textLength } from '../field-types/define';
const MOBILE = /^1\d{10}$/;

type Problem = FieldProblem;

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

/** The template's rules in order (a type's own checks are its registration's, src-domain/forms/field-types). */
function textProblem(f: AnswerField, text: string, now: Date): Problem | null {
  for (const rule of f.rules ?? []) {
    const p = ruleProblem(rule, f, text, now);
    if (p) return p;
  }
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

function valueProblem(f: AnswerField, value: unknown, now: Date): Problem | null {
  if (f.multipleChoice === MULTIPLE_CHOICE) {
    return Array.isArray(value) ? choiceProblem(f, value) : { code: 'ANSWER.SHAPE' };
  }
  // Other values than text (a cascading picker's path) have no rule to check.
  const text = () => {
    const t = answerString(value);
    return t === null ? null : textProblem(f, t, now);
  };
  const own = fieldTypeOf(f.type)?.validate;
  return own ? own(f, value, { now, text }) : text();
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
