/**
 * 操作日志's 详情 (issue 36 item 4): what a correction changed, field by field (before → after, as the
 * server wrote them, identity numbers and phones masked), and the reason given. Other rows keep
 * their reason only; nothing else of `details` is shown.
 */
export interface AuditChange {
  label: string;
  before: string;
  after: string;
}

const isChange = (x: unknown): x is AuditChange =>
  !!x &&
  typeof x === 'object' &&
  typeof (x as AuditChange).label === 'string' &&
  typeof (x as AuditChange).before === 'string' &&
  typeof (x as AuditChange).after === 'string';

export function auditChanges(details: Record<string, unknown>): AuditChange[] {
  const list = details.changes;
  return Array.isArray(list) ? list.filter(isChange) : [];
}

export function auditReason(details: Record<string, unknown>): string {
  return typeof details.reason === 'string' ? details.reason : '';
}

/** One line per change, `字段：原值 → 新值` ('（空）' for nothing). */
export const changeLine = (c: AuditChange): string =>
  `${c.label}：${c.before || '（空）'} → ${c.after || '（空）'}`;
