import ExcelJS from 'exceljs';
import type { FormFieldDef } from '@contract/enrollment';
import { chinaDateTimeString } from '@domain/time/china-time';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registrations } from '../db/schema';
import { answerText, type PlanDb, shown, staffRegs, texts, versionsOf } from './data';

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
 * One sheet per plan: the 报名编号, one column per form field (in form order, by label; the identity number and
 * the phone masked unless `unmasked`), then statuses, payment and times. Answers that a spreadsheet
 * would run as a formula are written as text.
 */
export async function planXlsx(db: Db, plan: PlanDb, unmasked: boolean): Promise<Buffer> {
  const regs = await staffRegs(
    db,
    and(eq(registrations.planId, plan.id), eq(registrations.orgId, plan.org_id)),
    [asc(registrations.createdAt), asc(registrations.id)],
  );
  // Each registration answers the version it was submitted on: with several versions in the plan,
  // one column per field of each version, labelled 籍贯（第1版）.
  const versions = await versionsOf(db, plan.template_id, regs);
  const several = versions.length > 1;
  const columns: { version: number; field: FormFieldDef; label: string }[] = versions.flatMap((v) =>
    v.fields
      .filter((f) => f.prop)
      .map((field) => ({
        version: v.version,
        field,
        label: several ? `${field.label || field.prop}（第${v.version}版）` : field.label || field.prop,
      })),
  );
  const show = shown(unmasked);
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(0);
  const ws = wb.addWorksheet(plan.name.slice(0, 31).replace(/[\\/?*[\]:]/g, '_') || '报名');
  // 报名编号 first: what a parent quotes on the phone, so staff find the row by it.
  ws.addRow(['报名编号', ...columns.map((c) => c.label), ...FIXED_COLUMNS]);
  ws.getRow(1).font = { bold: true };
  for (const r of regs) {
    const t = texts(r);
    const cells = columns.map(({ version, field: f }) => {
      if (version !== r.form_version) return '';
      const v = r.answers[f.prop];
      const text = answerText(f, v);
      if (f.rules?.some((x) => x.type === 'idNumber') || text === r.id_number) return show.id(text);
      if (f.rules?.some((x) => x.type === 'mobile') || /phone|mobile|tel/i.test(f.prop))
        return show.phone(text);
      return text;
    });
    ws.addRow([
      r.reg_no,
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
