import { fieldTypeOf } from '@domain/forms/field-types';
import { fileRefsOf, type FileAnswerRef } from '@domain/forms/field-types/upload';
import type { FormFieldDef } from '@contract/enrollment';
import { withPlanMajors } from '@domain/admissions/admitted-major';
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
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { formVersions, majors, payOrders, plans, registrations as r } from '../db/schema';
import { apiError } from '../http/errors';

/** A registration with its plan and order, as the staff lists, detail and exports read it (snake_case keys). */
const staffRegColumns = {
  id: r.id,
  reg_no: r.regNo,
  tenant_id: r.tenantId,
  org_id: r.orgId,
  plan_id: r.planId,
  plan_name: plans.name,
  user_id: r.userId,
  name: r.name,
  id_number: r.idNumber,
  answers: r.answers,
  review_status: r.reviewStatus,
  reject_reason: r.rejectReason,
  fee_status: r.feeStatus,
  admission_status: r.admissionStatus,
  admission_reason: r.admissionReason,
  voucher_status: r.voucherStatus,
  voucher_reason: r.voucherReason,
  voucher_files: r.voucherFiles,
  amount: r.amount,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
  order_no: payOrders.orderNo,
  order_status: payOrders.status,
  // An online payment's time, else the off-line one (标记已缴费 / an approved voucher).
  paid_at: sql<Date | null>`coalesce(${payOrders.paidAt}, ${r.paidAt})`,
  /** 录取专业 (issue 34): the one major the admission named. */
  admitted_major_id: r.admittedMajorId,
  admitted_major: majors.name,
  template_id: plans.templateId,
  form_version: r.formVersion,
  results_publish_at: plans.resultsPublishAt,
  pay_at_registration: plans.payAtRegistration,
};

export interface Page {
  page: number;
  pageSize: number;
}

/** Registrations of `where` (over the registrations table) with plan and order, in `orderBy`, one page if given. */
export function staffRegs(db: Db, where: SQL | undefined, orderBy: (PgColumn | SQL)[] = [], page?: Page) {
  const q = db
    .select(staffRegColumns)
    .from(r)
    .innerJoin(plans, eq(plans.id, r.planId))
    .leftJoin(payOrders, eq(payOrders.registrationId, r.id))
    .leftJoin(majors, eq(majors.id, r.admittedMajorId))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  return page ? q.limit(page.pageSize).offset((page.page - 1) * page.pageSize) : q;
}

export type StaffRegDb = Awaited<ReturnType<typeof staffRegs>>[number];

/** One registration of the school, else 404 (another school's is simply not found). */
export async function staffReg(db: Db, orgId: string, id: string): Promise<StaffRegDb> {
  const [x] = await staffRegs(db, and(eq(r.id, id), eq(r.orgId, orgId)));
  if (!x) throw apiError('NOT_FOUND', '报名记录不存在');
  return x;
}

const planColumns = {
  id: plans.id,
  tenant_id: plans.tenantId,
  org_id: plans.orgId,
  name: plans.name,
  template_id: plans.templateId,
  results_publish_at: plans.resultsPublishAt,
};

export async function staffPlan(db: Db, orgId: string, planId: string) {
  const [p] = await db
    .select(planColumns)
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.orgId, orgId)));
  if (!p) throw apiError('NOT_FOUND', '招生计划不存在');
  return p;
}

export type PlanDb = Awaited<ReturnType<typeof staffPlan>>;

/** The fields of one published (frozen) version of a form: what a registration was submitted on. */
export async function formFields(db: Db, templateId: string, version: number): Promise<FormFieldDef[]> {
  const [t] = await db
    .select({ fields: formVersions.fields, tenantId: formVersions.tenantId })
    .from(formVersions)
    .where(and(eq(formVersions.templateId, templateId), eq(formVersions.version, version)));
  const fields = (t?.fields as FormFieldDef[] | undefined) ?? [];
  if (!t || !fields.some((f) => f.planMajors)) return fields;
  // 意向专业 fields carry no list of their own (the plan's 招生专业): answers read as the school's names.
  const named = await db
    .select({ id: majors.id, name: majors.name })
    .from(majors)
    .where(eq(majors.tenantId, t.tenantId));
  return withPlanMajors(fields, named);
}

/** The versions a plan's registrations were submitted on, oldest first, with their fields. */
export async function versionsOf(
  db: Db,
  templateId: string,
  regs: readonly Pick<StaffRegDb, 'form_version'>[],
): Promise<{ version: number; fields: FormFieldDef[] }[]> {
  const versions = [...new Set(regs.map((x) => x.form_version))].sort((a, b) => a - b);
  return Promise.all(
    versions.map(async (version) => ({ version, fields: await formFields(db, templateId, version) })),
  );
}

/** The form's phone field: a field checked as a mobile number, else one named like a phone. */
export function phoneOf(fields: FormFieldDef[], answers: Record<string, unknown>): string {
  const f =
    fields.find((x) => x.rules?.some((r) => r.type === 'mobile')) ??
    fields.find((x) => /phone|mobile|tel/i.test(x.prop));
  const v = f ? answers[f.prop] : undefined;
  return typeof v === 'string' ? v : '';
}

/** 专业 as the list shows it: the first major field the applicant answered (意向专业), as names. */
export function majorOf(fields: FormFieldDef[], answers: Record<string, unknown>): string {
  for (const f of fields) {
    if (!f.InfochooseMajorList?.length) continue;
    const text = answerText(f, answers[f.prop]);
    if (text) return text;
  }
  return '';
}

export type { FileAnswerRef };

export const filesOf = fileRefsOf;

/** The answer as text: the type's own text (src-domain/forms/field-types), else picker ids/indexes as their labels, lists joined with 、. */
export function answerText(f: FormFieldDef, v: unknown): string {
  if (v === undefined || v === null) return '';
  const own = fieldTypeOf(f.type)?.exportText;
  if (own) return own(f, v);
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
  voucherText: voucher.states[voucherState(r.voucher_status)].label,
});

/** Identity number and phone as the role may see them. */
export const shown = (unmasked: boolean) => ({
  id: (s: string) => (unmasked ? s : maskIdNumber(s)),
  phone: (s: string) => (unmasked || !s ? s : maskPhone(s)),
});
