import { idNumberMessage, parseIdNumber } from '../identity/id-number';
import { ROSTER_COLUMNS, type RawRosterRow, type RosterColumnKey } from './columns';

export interface RosterRowError {
  /** The sheet row (1 = the header). */
  row: number;
  /** The column's Chinese label. */
  column: string;
  message: string;
}

export interface RosterMajor {
  id: string;
  code: string;
  name: string;
}

/** A row that passed every rule, ready to upsert (identity number normalized, major resolved). */
export interface RosterRowInput {
  row: number;
  name: string;
  idNumber: string;
  majorId: string;
  phone: string;
  studentNo: string;
  ticketNo: string;
  className: string;
  dormitory: string;
  emergencyContact: string;
  emergencyPhone: string;
}

export const MOBILE = /^1[3-9]\d{9}$/;
const label = (k: RosterColumnKey) => ROSTER_COLUMNS.find((c) => c.key === k)!.label;

/** The major a cell names: by name, then by code; null when the school has no such major. */
export function majorOf(text: string, majors: readonly RosterMajor[]): RosterMajor | null {
  const t = text.trim();
  return majors.find((m) => m.name === t) ?? majors.find((m) => m.code === t || m.id === t) ?? null;
}

/**
 * The rules of 导入名单, every error by row and column: required columns and cells, identity number
 * (GB 11643 MOD 11-2), duplicates within the file, unknown major, phone format, length. A cell that
 * looks like a formula is plain text here (it is never evaluated) and must pass the same rules.
 */
export function checkRosterRows(
  header: readonly RosterColumnKey[],
  rows: readonly RawRosterRow[],
  majors: readonly RosterMajor[],
  now: Date,
): { valid: RosterRowInput[]; errors: RosterRowError[] } {
  const errors: RosterRowError[] = [];
  for (const c of ROSTER_COLUMNS)
    if (c.required && !header.includes(c.key))
      errors.push({ row: 1, column: c.label, message: '缺少必填列' });
  if (errors.length) return { valid: [], errors };
  const seen = new Map<string, number>();
  const valid: RosterRowInput[] = [];
  for (const r of rows) {
    const before = errors.length;
    const err = (k: RosterColumnKey, message: string) =>
      errors.push({ row: r.row, column: label(k), message });
    const cell = (k: RosterColumnKey) => (r.cells[k] ?? '').trim();
    for (const c of ROSTER_COLUMNS) {
      const v = cell(c.key);
      if (c.required && !v) err(c.key, `请填写${c.label}`);
      else if ([...v].length > c.max) err(c.key, `${c.label}最多${c.max}个字符`);
    }
    const name = cell('name');
    if (name && !/^[\u3400-\u9fffA-Za-z·•. ]+$/.test(name)) err('name', '姓名只能包含汉字、字母和间隔号');
    let idNumber = '';
    const rawId = cell('idNumber');
    if (rawId) {
      const id = parseIdNumber(rawId, now);
      if (!id.ok) err('idNumber', idNumberMessage(id.error));
      else {
        idNumber = id.value.normalized;
        const first = seen.get(idNumber);
        if (first !== undefined) err('idNumber', `与第${first}行身份证号重复`);
        else seen.set(idNumber, r.row);
      }
    }
    const majorText = cell('major');
    const major = majorText ? majorOf(majorText, majors) : null;
    if (majorText && !major) err('major', `学校没有该专业：${majorText}`);
    for (const k of ['phone', 'emergencyPhone'] as const) {
      const v = cell(k);
      if (v && !MOBILE.test(v)) err(k, `${label(k)}格式不正确`);
    }
    if (errors.length > before || !major) continue;
    valid.push({
      row: r.row,
      name,
      idNumber,
      majorId: major.id,
      phone: cell('phone'),
      studentNo: cell('studentNo'),
      ticketNo: cell('ticketNo'),
      className: cell('className'),
      dormitory: cell('dormitory'),
      emergencyContact: cell('emergencyContact'),
      emergencyPhone: cell('emergencyPhone'),
    });
  }
  return { valid, errors };
}
