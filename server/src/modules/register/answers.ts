import { hasFileAnswer } from '@domain/forms/field-types';
import type { Answers, FieldLogicDef, FileRef, FormFieldDef } from '@contract/enrollment';
import { validateAnswers } from '@domain/forms/answers';
import { regionChoices } from '@domain/forms/region';
import { regionTree } from '../region/tree';

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
  // A region answer names divisions of the region tree, each inside the one before (省 → 市 → 区).
  for (const f of fields) {
    const path = v.answers[f.prop];
    if (f.type !== 'region' || !Array.isArray(path) || !path.length) continue;
    let level: readonly { value: string; children?: unknown[] }[] | undefined = regionChoices(
      regionTree(),
      f,
    );
    for (const name of path) {
      const node = level?.find((n) => n.value === name);
      if (!node) return { ok: false, message: `${f.label}不在地区列表中，请重新选择` };
      level = node.children as typeof level;
    }
  }
  const files = fields.flatMap((f) => (hasFileAnswer(f) ? ((v.answers[f.prop] ?? []) as FileRef[]) : []));
  return { ok: true, answers: v.answers, ...v.applicant, files };
}
