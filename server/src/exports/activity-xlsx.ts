import ExcelJS from 'exceljs';
import { chinaDateTimeString } from '@domain/time/china-time';
import type { Db } from '../db/client';
import type { activities } from '../db/schema';
import { signupsOf } from '../modules/staff-activities/service';
import { shown } from './data';
import { formulasAsText } from './xlsx';

export const SIGNUP_COLUMNS = ['序号', '姓名', '手机号', '备注', '报名时间'] as const;

/** One sheet: who signed up for the activity, in sign-up order; the phone masked unless `unmasked`. */
export async function activitySignupsXlsx(
  db: Db,
  a: typeof activities.$inferSelect,
  unmasked: boolean,
): Promise<{ body: Buffer; count: number }> {
  const list = await signupsOf(db, a);
  const show = shown(unmasked);
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(0);
  const ws = wb.addWorksheet(a.title.slice(0, 31).replace(/[\\/?*[\]:]/g, '_') || '报名名单');
  ws.addRow([...SIGNUP_COLUMNS]);
  ws.getRow(1).font = { bold: true };
  list.forEach((s, i) =>
    ws.addRow([i + 1, s.name, show.phone(s.phone), s.remark, chinaDateTimeString(new Date(s.createdAt))]),
  );
  formulasAsText(ws);
  return { body: Buffer.from(await wb.xlsx.writeBuffer()), count: list.length };
}
