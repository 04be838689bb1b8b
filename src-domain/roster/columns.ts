/** The roster spreadsheet's columns (导入名单 template), in order; `*` marks a required column in the header. */
export const ROSTER_COLUMNS = [
  { key: 'name', label: '姓名', required: true, max: 30 },
  { key: 'idNumber', label: '身份证号', required: true, max: 18 },
  { key: 'major', label: '专业', required: true, max: 50 },
  { key: 'phone', label: '手机号', required: false, max: 11 },
  { key: 'studentNo', label: '学号', required: false, max: 32 },
  { key: 'ticketNo', label: '准考证号', required: false, max: 32 },
  { key: 'className', label: '班级', required: false, max: 50 },
  { key: 'dormitory', label: '宿舍', required: false, max: 50 },
  { key: 'emergencyContact', label: '紧急联系人', required: false, max: 30 },
  { key: 'emergencyPhone', label: '紧急联系人电话', required: false, max: 11 },
] as const;

export type RosterColumnKey = (typeof ROSTER_COLUMNS)[number]['key'];

/** One spreadsheet row as read: its 1-based sheet row number and each column's text. */
export interface RawRosterRow {
  row: number;
  cells: Partial<Record<RosterColumnKey, string>>;
}

/** The header text of a column in the template: 姓名* for a required one. */
export const headerOf = (c: (typeof ROSTER_COLUMNS)[number]): string =>
  c.required ? `${c.label}*` : c.label;

/** Which column a header cell names (the label, with or without `*` and spaces), or null. */
export function columnOfHeader(text: string): RosterColumnKey | null {
  const t = text.replace(/[*＊\s]/g, '');
  return ROSTER_COLUMNS.find((c) => c.label === t)?.key ?? null;
}

/** A cell a spreadsheet program would run as a formula (= + - @): written back with a leading '. */
export const looksLikeFormula = (s: string): boolean => /^[=+\-@]/.test(s);
export const escapeCell = (s: string): string => (looksLikeFormula(s) ? `'${s}` : s);
