import ExcelJS from 'exceljs';
import {
  columnOfHeader,
  escapeCell,
  headerOf,
  type RawRosterRow,
  ROSTER_COLUMNS,
  type RosterColumnKey,
} from '@domain/roster/columns';
import { apiError } from '../../http/errors';
import { idCheckDigit } from '@domain/identity/id-number';

export const MAX_ROWS = 10_000;
const NOT_XLSX = '文件不是 Excel（.xlsx）格式，请下载模板填写后上传';

/** The example row's identity number without its check digit: 110101 · 2010-03-07 · 001. */
const EXAMPLE_ID_BODY = '11010120100307001';

/** The import template: one sheet, the Chinese headers, text-formatted cells, one example row. */
export async function templateXlsx(example: { major: string }): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(0);
  const ws = wb.addWorksheet('新生名单');
  ws.columns = ROSTER_COLUMNS.map((c) => ({
    header: headerOf(c),
    key: c.key,
    width: c.key === 'idNumber' ? 22 : 14,
    // Text cells: an 18-digit identity number typed as a number would lose its last digits.
    style: { numFmt: '@' },
  }));
  ws.getRow(1).font = { bold: true };
  const sample: Record<RosterColumnKey, string> = {
    name: '张三',
    // A number whose check digit is right (GB 11643), so the template's own row passes 导入预览.
    idNumber: `${EXAMPLE_ID_BODY}${idCheckDigit(EXAMPLE_ID_BODY)}`,
    major: example.major,
    phone: '13800138000',
    studentNo: '',
    ticketNo: '',
    className: '',
    dormitory: '',
    emergencyContact: '张父',
    emergencyPhone: '13900139000',
  };
  ws.addRow(ROSTER_COLUMNS.map((c) => escapeCell(sample[c.key])));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * A cell as plain text, never evaluated: a formula cell gives its formula text (`=A1+1`), rich text
 * its characters, a date its YYYY-MM-DD, a number its digits.
 */
export function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('formula' in v && typeof v.formula === 'string') return `=${v.formula}`;
    if ('sharedFormula' in v && typeof v.sharedFormula === 'string') return `=${v.sharedFormula}`;
    if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((t) => t.text).join('');
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('error' in v) return String(v.error);
  }
  return '';
}

/** The first sheet's header columns and its non-empty rows; refuses a file that is not an xlsx workbook. */
export async function readRosterSheet(
  data: Buffer,
): Promise<{ header: RosterColumnKey[]; rows: RawRosterRow[] }> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw apiError('BAD_REQUEST', NOT_XLSX);
  }
  const ws = wb.worksheets[0];
  if (!ws) throw apiError('BAD_REQUEST', '文件中没有工作表');
  const byCol = new Map<number, RosterColumnKey>();
  ws.getRow(1).eachCell((cell, col) => {
    const key = columnOfHeader(cellText(cell.value).trim());
    if (key && ![...byCol.values()].includes(key)) byCol.set(col, key);
  });
  const rows: RawRosterRow[] = [];
  let tooMany = false;
  ws.eachRow((row, n) => {
    if (n === 1 || tooMany) return;
    const cells: RawRosterRow['cells'] = {};
    let any = false;
    row.eachCell((cell, col) => {
      const key = byCol.get(col);
      if (!key) return;
      const t = cellText(cell.value).trim();
      if (t) any = true;
      cells[key] = t;
    });
    if (!any) return;
    if (rows.length >= MAX_ROWS) tooMany = true;
    else rows.push({ row: n, cells });
  });
  if (tooMany) throw apiError('BAD_REQUEST', `一次最多导入${MAX_ROWS}行，请分批导入`);
  return { header: [...byCol.values()], rows };
}

export { NOT_XLSX };
