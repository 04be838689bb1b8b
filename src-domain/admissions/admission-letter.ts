/** The placeholders a school's 录取通知书 wording may use (学校设置 › 文本). */
export const LETTER_PLACEHOLDERS = ['{姓名}', '{计划}', '{报到日期}'] as const;

export interface LetterValues {
  name: string;
  plan: string;
  reportDate: string;
}

/** The school's wording for one admitted student: each known placeholder filled, others left as written. */
export function fillAdmissionLetter(template: string, v: LetterValues): string {
  const values: Record<string, string> = { '{姓名}': v.name, '{计划}': v.plan, '{报到日期}': v.reportDate };
  return template.replace(/\{(姓名|计划|报到日期)\}/g, (k) => values[k] ?? k);
}
