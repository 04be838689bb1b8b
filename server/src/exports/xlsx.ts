import ExcelJS from 'exceljs';
import type { FormFieldDef } from '@contract/enrollment';
import { chinaDateTimeString } from '@domain/time/china-time';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registrations } from '../db/schema';
import { answerText, formFields, type PlanDb, shown, staffRegs, texts } from './data';

/** Columns after the form fields: statuses, payment and times. */
export const FIXED_COLUMNS = [
  '审核状态',
  '驳回原因',
  '缴费状态',
  '金额（元）',
  '订单号',
  '支付时间',
  '凭证状态',
  '录取状态',
  '报名时间',
  '更新时间',
] as const;

const time = (d: string | Date | null) => (d ? chinaDateTimeString(new Date(d)) : '');

/**
 * One sheet per plan: one column per form field (in form order, by label; the identity number and
 * the phone masked unless `unmasked`), then statuses, payment and times. Answers that a spreadsheet
 * would run as a formula are written as text.
 */
export async function planXlsx(db: Db, plan: PlanDb, unmasked: boolean): Promise<Buffer> {
  const fields: FormFieldDef[] = (await formFields(db, plan.template_id)).filter((f) => f.prop);
  const regs = await staffRegs(
    db,
    and(eq(registrations.planId, plan.id), eq(registrations.orgId, plan.org_id)),
    [asc(registrations.createdAt), asc(registrations.id)],
  );
  const show = shown(unmasked);
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(0);
  const ws = wb.addWorksheet(plan.name.slice(0, 31).replace(/[\\/?*[\]:]/g, '_') || '报名');
  ws.addRow([...fields.map((f) => f.label || f.prop), ...FIXED_COLUMNS]);
  ws.getRow(1).font = { bold: true };
  for (const r of regs) {
    const t = texts(r);
    const cells = fields.map((f) => {
      const v = r.answers[f.prop];
      const text = answerText(f, v);
      if (f.rules?.some((x) => x.type === 'idNumber') || text === r.id_number) return show.id(text);
      if (f.rules?.some((x) => x.type === 'mobile') || /phone|mobile|tel/i.test(f.prop))
        return show.phone(text);
      return text;
    });
    ws.addRow([
      ...cells,
      t.reviewText,
      r.reject_reason ?? '',
      t.feeText,
      r.amount / 100,
      r.order_no ?? '',
      time(r.paid_at),
      t.voucherText,
      t.admissionText,
      time(r.created_at),
      time(r.updated_at),
    ]);
  }
  formulasAsText(ws);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Strings beginning with = + - @ stay text in every spreadsheet program (no formula injection). */
export function formulasAsText(ws: ExcelJS.Worksheet): void {
  ws.eachRow((row) =>
    row.eachCell((cell) => {
      if (typeof cell.value === 'string' && /^[=+\-@]/.test(cell.value)) cell.value = `'${cell.value}`;
    }),
  );
}
