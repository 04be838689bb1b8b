import type { FormFieldDef } from '@contract/enrollment';
import { maskIdNumber, maskPhone } from '@domain/identity/mask';
import {
  admission,
  admissionState,
  fee,
  feeState,
  registrationReview,
  reviewState,
  voucher,
  voucherState,
} from '@domain/journeys';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { apiError } from '../http/errors';

/** A registration row with its plan and order, as the staff lists, detail and exports read it. */
export interface StaffRegDb {
  id: string;
  tenant_id: string;
  org_id: string;
  plan_id: string;
  plan_name: string;
  user_id: string;
  name: string;
  id_number: string;
  answers: Record<string, unknown>;
  review_status: number;
  reject_reason: string | null;
  fee_status: number;
  admission_status: number;
  voucher_status: number | null;
  voucher_reason: string | null;
  voucher_files: unknown[];
  amount: number;
  created_at: string | Date;
  updated_at: string | Date;
  order_no: string | null;
  order_status: string | null;
  paid_at: string | Date | null;
  template_id: string;
}

export const SELECT_STAFF_REG = sql`SELECT r.*, p.name AS plan_name, p.template_id, o.order_no, o.status AS order_status,
    o.paid_at FROM registrations r JOIN plans p ON p.id = r.plan_id LEFT JOIN pay_orders o ON o.registration_id = r.id`;

export async function staffRegs(db: Db, where: SQL, tail: SQL = sql``): Promise<StaffRegDb[]> {
  return rows<StaffRegDb>(db, sql`${SELECT_STAFF_REG} WHERE ${where} ${tail}`);
}

/** One registration of the school, else 404 (another school's is simply not found). */
export async function staffReg(db: Db, orgId: string, id: string): Promise<StaffRegDb> {
  const [r] = await staffRegs(db, sql`r.id = ${id} AND r.org_id = ${orgId}`);
  if (!r) throw apiError('NOT_FOUND', '报名记录不存在');
  return r;
}

export interface PlanDb {
  id: string;
  tenant_id: string;
  org_id: string;
  name: string;
  template_id: string;
  results_publish_at: string | Date | null;
}

export async function staffPlan(db: Db, orgId: string, planId: string): Promise<PlanDb> {
  const [p] = await rows<PlanDb>(
    db,
    sql`SELECT id, tenant_id, org_id, name, template_id, results_publish_at FROM plans WHERE id = ${planId} AND org_id = ${orgId}`,
  );
  if (!p) throw apiError('NOT_FOUND', '招生计划不存在');
  return p;
}

export async function formFields(db: Db, templateId: string): Promise<FormFieldDef[]> {
  const [t] = await rows<{ fields: FormFieldDef[] }>(
    db,
    sql`SELECT fields FROM reg_templates WHERE id = ${templateId}`,
  );
  return t?.fields ?? [];
}

/** The form's phone field: a field checked as a mobile number, else one named like a phone. */
export function phoneOf(fields: FormFieldDef[], answers: Record<string, unknown>): string {
  const f =
    fields.find((x) => x.rules?.some((r) => r.type === 'mobile')) ??
    fields.find((x) => /phone|mobile|tel/i.test(x.prop));
  const v = f ? answers[f.prop] : undefined;
  return typeof v === 'string' ? v : '';
}

export interface FileAnswerRef {
  fileId: string;
  name: string;
}

const isFileRef = (x: unknown): x is FileAnswerRef =>
  typeof x === 'object' && x !== null && typeof (x as FileAnswerRef).fileId === 'string';

export const filesOf = (v: unknown): FileAnswerRef[] => (Array.isArray(v) ? v.filter(isFileRef) : []);

/** The answer as text: picker ids/indexes as their labels, lists joined with 、. */
export function answerText(f: FormFieldDef, v: unknown): string {
  if (v === undefined || v === null) return '';
  if (f.type === 'upload')
    return filesOf(v)
      .map((x) => x.name)
      .join('、');
  if (f.type === 'signature') return typeof v === 'string' && v ? '已签名' : '';
  const label = (x: string) => {
    const byIndex = f.options?.find((o) => String(o.index) === x);
    const major = f.InfochooseMajorList?.find((m) => m.id === x);
    return byIndex?.label ?? major?.name ?? x;
  };
  if (Array.isArray(v)) return v.map((x) => label(String(x))).join('、');
  return label(String(v));
}

export const iso = (d: string | Date | null): string | null => (d ? new Date(d).toISOString() : null);

/** Status texts from the journeys' models (the one source of truth for wording). */
export const texts = (
  r: Pick<StaffRegDb, 'review_status' | 'fee_status' | 'admission_status' | 'voucher_status'>,
) => ({
  reviewText: registrationReview.states[reviewState(r.review_status)].label,
  feeText: fee.states[feeState(r.fee_status)].label,
  admissionText: admission.states[admissionState(r.admission_status, false)].label,
  voucherText: r.voucher_status === null ? '未上传' : voucher.states[voucherState(r.voucher_status)].label,
});

/** Identity number and phone as the role may see them. */
export const shown = (unmasked: boolean) => ({
  id: (s: string) => (unmasked ? s : maskIdNumber(s)),
  phone: (s: string) => (unmasked || !s ? s : maskPhone(s)),
});
