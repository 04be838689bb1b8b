import type { Answers, FieldLogicDef, FileRef, FormFieldDef } from '@contract/enrollment';
import { validateAnswers } from '@domain/forms/answers';

export type AnswerCheck =
  | { ok: true; answers: Answers; name: string; idNumber: string; files: FileRef[] }
  | { ok: false; message: string };

/**
 * The shared validator (src-domain/forms/answers) on the template the server holds, with its own
 * field logic: the first error's Chinese message, or the answers to store and the files they name.
 */
export function checkAnswers(
  fields: FormFieldDef[],
  logic: FieldLogicDef[],
  input: Answers,
  now: Date,
): AnswerCheck {
  const v = validateAnswers(fields, logic, input, now);
  if (!v.applicant) return { ok: false, message: v.errors[0]?.message ?? '请检查填写的信息' };
  const files = fields.flatMap((f) => (f.type === 'upload' ? ((v.answers[f.prop] ?? []) as FileRef[]) : []));
  return { ok: true, answers: v.answers, ...v.applicant, files };
}
