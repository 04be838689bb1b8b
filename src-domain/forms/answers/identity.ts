import { parseIdNumber, type IdNumberError } from '../../identity/id-number';
import { fieldKey, type AnswerField } from './field-def';

/** The answer key of a SelectInput's chosen tag (e.g. the identity document type), kept next to its text. */
export const selectTypeKey = (prop: string): string => `${prop}Type`;

/** Tag labels that mean the resident identity card, the only type checked as an identity number. */
export const ID_CARD_TYPES: readonly string[] = ['居民身份证', '身份证'];
/** Document types a template's identity SelectInput offers as its tag options. */
export const ID_DOCUMENT_TYPES: readonly string[] = [
  '居民身份证',
  '港澳居民来往内地通行证',
  '台湾居民来往大陆通行证',
  '护照',
];

/** Only a SelectInput whose tag names another document (passport, permits) is not an identity card. */
export function isIdCard(f: Pick<AnswerField, 'type' | 'selectLabel'>): boolean {
  return f.type !== 'SelectInput' || !f.selectLabel || ID_CARD_TYPES.includes(f.selectLabel);
}

/** An identity card is checked with parseIdNumber; other documents are letters and digits only. */
export function idDocumentError(
  f: Pick<AnswerField, 'type' | 'selectLabel'>,
  text: string,
  now: Date,
): IdNumberError | 'ANSWER.DOCUMENT_CHARS' | null {
  if (isIdCard(f)) {
    const r = parseIdNumber(text, now);
    return r.ok ? null : r.error;
  }
  return /^[A-Za-z0-9]+$/.test(text) ? null : 'ANSWER.DOCUMENT_CHARS';
}

/** The number as stored: an identity card normalized (x → X), other documents in capitals. */
export function normalizedIdDocument(f: Pick<AnswerField, 'type' | 'selectLabel'>, text: string, now: Date) {
  const r = isIdCard(f) ? parseIdNumber(text, now) : null;
  return r?.ok ? r.value.normalized : text.trim().toUpperCase();
}

/** The field with its tag set from the answers (spec section 2: the tag shows selectLabel). */
export function withSelectedType<F extends AnswerField>(f: F, values: Readonly<Record<string, unknown>>): F {
  if (f.type !== 'SelectInput') return f;
  const t = values[selectTypeKey(fieldKey(f))];
  return typeof t === 'string' && t ? { ...f, selectLabel: t } : f;
}
