/** The school's reject-reason templates as edited: trimmed, no blanks, no repeats, at most 30 of ≤200 chars. */
export const MAX_TEMPLATES = 30;
export const MAX_TEMPLATE_LENGTH = 200;

export function templateRefusal(list: readonly string[], text: string): string | null {
  const t = text.trim();
  if (!t) return '请填写驳回原因';
  if (t.length > MAX_TEMPLATE_LENGTH) return `原因最多${MAX_TEMPLATE_LENGTH}字`;
  if (list.includes(t)) return '已有相同的原因';
  if (list.length >= MAX_TEMPLATES) return `最多${MAX_TEMPLATES}条`;
  return null;
}
