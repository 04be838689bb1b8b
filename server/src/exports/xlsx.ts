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
  '录取专业',
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
  // Each registration answers the version it was submitted on (issue 34 item 6): one column per field
  // across the versions; a field that differs between versions gets a column per version (籍贯（第1版）).
  const columns = exportColumns(await versionsOf(db, plan.template_id, regs));
  const show = shown(unmasked);
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(0);
  const ws = wb.addWorksheet(plan.name.slice(0, 31).replace(/[\\/?*[\]:]/g, '_') || '报名');
  // 报名编号 first: what a parent quotes on the phone, so staff find the row by it.
  ws.addRow(['报名编号', ...columns.map((c) => c.label), ...FIXED_COLUMNS]);
  ws.getRow(1).font = { bold: true };
  for (const r of regs) {
    const t = texts(r);
    const cells = columns.map(({ byVersion }) => {
      const f = byVersion.get(r.form_version);
      if (!f) return '';
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
      r.admitted_major ?? '',
      time(r.created_at),
      time(r.updated_at),
    ]);
  }
  formulasAsText(ws);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** What makes two versions' field one column: same label, kind and choices. */
const shape = (f: FormFieldDef) =>
  JSON.stringify([
    f.label,
    f.type,
    f.multipleChoice ?? null,
    f.options?.map((o) => o.label) ?? null,
    f.planMajors ? 'plan' : (f.InfochooseMajorList?.map((m) => m.id) ?? null),
    f.regionLevel ?? null,
  ]);

export interface ExportColumn {
  label: string;
  /** The field as each version defines it (a version without it leaves the cell empty). */
  byVersion: Map<number, FormFieldDef>;
}

/**
 * The export's answer columns over a plan's form versions: one per field key in first-seen order,
 * labelled by the field's title (学生姓名 once); a field that changed between versions, or that some
 * versions lack, is one column per version, each labelled with its version (籍贯（第2版）).
 */
export function exportColumns(
  versions: readonly { version: number; fields: FormFieldDef[] }[],
): ExportColumn[] {
  const props: string[] = [];
  const defs = new Map<string, Map<number, FormFieldDef>>();
  for (const v of versions)
    for (const f of v.fields) {
      if (!f.prop) continue;
      if (!defs.has(f.prop)) {
        defs.set(f.prop, new Map());
        props.push(f.prop);
      }
      defs.get(f.prop)!.set(v.version, f);
    }
  return props.flatMap((prop) => {
    const byVersion = defs.get(prop)!;
    const list = [...byVersion];
    const first = list[0]![1];
    // The same in every version: one column; absent from a version or changed: one per version.
    if (list.length === versions.length && new Set(list.map(([, f]) => shape(f))).size === 1)
      return [{ label: first.label || prop, byVersion }];
    return list.map(([version, f]) => ({
      label: `${f.label || prop}（第${version}版）`,
      byVersion: new Map([[version, f]]),
    }));
  });
}

/** Strings beginning with = + - @ stay text in every spreadsheet program (no formula injection). */
export function formulasAsText(ws: ExcelJS.Worksheet): void {
  ws.eachRow((row) =>
    row.eachCell((cell) => {
      if (typeof cell.value === 'string' && /^[=+\-@]/.test(cell.value)) cell.value = `'${cell.value}`;
    }),
  );
}
