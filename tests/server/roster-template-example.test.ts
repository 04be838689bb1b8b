import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseIdNumber } from '@domain/identity/id-number';
import { ROSTER_COLUMNS } from '@domain/roster/columns';
import { templateXlsx } from '../../server/src/modules/roster/sheet';

// Issue 34 item 22: the import template's own example row passes its identity number's check digit.
describe('导入名单 template', () => {
  it("the example row's 身份证号 is a valid number (GB 11643 check digit)", async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await templateXlsx({ major: '计算机应用' })) as unknown as ArrayBuffer);
    const row = wb.worksheets[0]!.getRow(2);
    const id = String(row.getCell(ROSTER_COLUMNS.findIndex((c) => c.key === 'idNumber') + 1).value);
    expect(id).toMatch(/^\d{17}[\dX]$/);
    expect(parseIdNumber(id, new Date('2026-09-01T00:00:00Z'))).toMatchObject({ ok: true });
  });
});
