import type { Answers, FieldLogicDef, FileRef, FormFieldDef } from '@contract/enrollment';
import { FEE_CODE, feeState, payRefusal as feePayRefusal, REVIEW_CODE, reviewState } from '@domain/journeys';
import { uploadViolation } from '@domain/files/upload';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import type { Caller } from '../../http/caller';
import { newId } from '../../http/crypto';
import { apiError } from '../../http/errors';
import { chinaText, toInt } from '../plan/china-text';
import { linkedRefs, ownFiles, refIds, storedRefs } from './file-refs';
import { loadPlan, planState } from '../plan/service';
import { checkAnswers } from './answers';

export interface RegistrationRow {
  id: string;
  tenant_id: string;
  org_id: string;
  plan_id: string;
  user_id: string;
  name: string;
  id_number: string;
  answers: Answers;
  review_status: 0 | 1 | 2;
  reject_reason: string | null;
  fee_status: 1 | 2 | 3 | 4 | 5 | 6;
  admission_status: 1 | 2 | 3;
  voucher_status: 0 | 1 | 2 | null;
  voucher_reason: string | null;
  voucher_files: FileRef[];
  amount: number;
  created_at: Date;
  plan_name: string;
  pay_at_registration: boolean;
  order_no: string | null;
  offline_payment: boolean;
}

type Exec = Pick<Db, 'execute'>;

export async function loadTemplate(db: Exec, tenantId: string, templateId: string) {
  const [t] = await rows<{ id: string; name: string; fields: FormFieldDef[]; logic: FieldLogicDef[] }>(
    db,
    sql`SELECT id, name, fields, logic FROM reg_templates WHERE id = ${templateId} AND tenant_id = ${tenantId}`,
  );
  if (!t) throw apiError('NOT_FOUND', '报名表不存在');
  return t;
}

const SELECT_REG = sql`SELECT r.*, p.name AS plan_name, p.pay_at_registration, o.order_no,
    COALESCE((og.settings->>'offlinePayment')::boolean, true) AS offline_payment FROM registrations r
  JOIN plans p ON p.id = r.plan_id LEFT JOIN orgs og ON og.id = r.org_id
  LEFT JOIN LATERAL (SELECT order_no FROM pay_orders WHERE registration_id = r.id
    ORDER BY created_at DESC, order_no DESC LIMIT 1) o ON true`;

/** The caller's own registration; anyone else's is simply not found (never readable, never payable). */
export async function ownRegistration(
  db: Exec,
  caller: Caller,
  id: string,
  lock = false,
): Promise<RegistrationRow> {
  const [r] = await rows<RegistrationRow>(
    db,
    sql`${SELECT_REG} WHERE r.id = ${id} AND r.user_id = ${caller.userId} AND r.tenant_id = ${caller.tenantId}
        ${lock ? sql`FOR UPDATE OF r` : sql``}`,
  );
  if (!r) throw apiError('NOT_FOUND', '报名记录不存在');
  return r;
}

export async function ownRegistrations(db: Exec, caller: Caller): Promise<RegistrationRow[]> {
  return rows<RegistrationRow>(
    db,
    sql`${SELECT_REG} WHERE r.user_id = ${caller.userId} AND r.tenant_id = ${caller.tenantId} ORDER BY r.created_at DESC, r.id`,
  );
}

/** Pending or rejected, nothing paid or in payment, not yet admitted. */
export const isEditable = (r: Pick<RegistrationRow, 'review_status' | 'fee_status' | 'admission_status'>) =>
  r.review_status !== REVIEW_CODE.approved && r.fee_status === FEE_CODE.unpaid && r.admission_status === 1;

/** `link` signs a fresh download link for a stored file id (files/links.ts). */
export function registrationView(r: RegistrationRow, link: (fileId: string) => string) {
  return {
    registrationId: r.id,
    planId: r.plan_id,
    planName: r.plan_name,
    name: r.name,
    idNumber: r.id_number,
    answers: linkedRefs(r.answers, link),
    reviewStatus: r.review_status,
    rejectReason: r.reject_reason,
    feeStatus: r.fee_status,
    admissionStatus: r.admission_status,
    voucherStatus: r.voucher_status,
    voucherReason: r.voucher_reason,
    voucherFiles: linkedRefs(r.voucher_files, link),
    amount: toInt(r.amount),
    orderNo: r.order_no,
    editable: isEditable(r),
    payAtRegistration: r.pay_at_registration,
    offlinePayment: r.offline_payment !== false,
    createdAt: chinaText(r.created_at),
  };
}

const isUniqueViolation = (e: unknown) => {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
    if ((c as { code?: unknown }).code === '23505') return true;
  }
  return false;
};
const DUPLICATE = '该身份证号已报名此招生计划';

export async function registerStudent(
  db: Db,
  caller: Caller,
  input: { planId: string; answers: Answers },
  now: Date,
) {
  const plan = await loadPlan(db, caller, input.planId);
  const state = planState(plan, now);
  if (state === 'notStarted') throw apiError('REFUSED', '报名尚未开始');
  if (state === 'closed') throw apiError('REFUSED', '报名已结束');
  const tpl = await loadTemplate(db, caller.tenantId, plan.template_id);
  const checked = checkAnswers(tpl.fields, tpl.logic, input.answers, now);
  if (!checked.ok) throw apiError('BAD_REQUEST', checked.message);
  const answers = storedRefs(checked.answers, await ownFiles(db, caller, refIds(checked.answers)));
  const id = newId('reg');
  try {
    return await db.transaction(async (tx) => {
      const [dup] = await rows<{ id: string }>(
        tx,
        sql`SELECT id FROM registrations WHERE plan_id = ${plan.id} AND id_number = ${checked.idNumber}`,
      );
      if (dup) throw apiError('CONFLICT', DUPLICATE);
      // The quota is taken by one atomic conditional UPDATE: it row-locks the plan, so concurrent
      // registrations queue on it and re-check `taken < quota` after the one before commits.
      const [took] = await rows<{ taken: number }>(
        tx,
        sql`UPDATE plans SET taken = taken + 1
            WHERE id = ${plan.id} AND taken < quota AND NOT closed AND start_at <= ${now} AND end_at >= ${now}
            RETURNING taken`,
      );
      if (!took) throw apiError('CONFLICT', '名额已满');
      await tx.execute(
        sql`INSERT INTO registrations (id, tenant_id, org_id, plan_id, user_id, name, id_number, answers, amount, created_at, updated_at)
            VALUES (${id}, ${caller.tenantId}, ${caller.orgId}, ${plan.id}, ${caller.userId}, ${checked.name}, ${checked.idNumber},
                    ${JSON.stringify(answers)}::jsonb, ${plan.fee}, ${now}, ${now})`,
      );
      return { registrationId: id, reviewStatus: 0 as const, feeStatus: 1 as const, amount: toInt(plan.fee) };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw apiError('CONFLICT', DUPLICATE);
    throw e;
  }
}

export async function updateRegistration(
  db: Db,
  caller: Caller,
  input: { registrationId: string; answers: Answers },
  now: Date,
  link: (fileId: string) => string,
) {
  const current = await ownRegistration(db, caller, input.registrationId);
  if (!isEditable(current)) throw apiError('REFUSED', '当前状态不可修改报名信息');
  const plan = await loadPlan(db, { tenantId: current.tenant_id, orgId: current.org_id }, current.plan_id);
  const tpl = await loadTemplate(db, caller.tenantId, plan.template_id);
  const checked = checkAnswers(tpl.fields, tpl.logic, input.answers, now);
  if (!checked.ok) throw apiError('BAD_REQUEST', checked.message);
  const answers = storedRefs(checked.answers, await ownFiles(db, caller, refIds(checked.answers)));
  try {
    // Re-checked in the UPDATE itself, so a review or payment in between wins; a rejected one goes back to review.
    const [row] = await rows<{ id: string }>(
      db,
      sql`UPDATE registrations SET answers = ${JSON.stringify(answers)}::jsonb, name = ${checked.name},
            id_number = ${checked.idNumber}, review_status = 0, reject_reason = NULL, updated_at = ${now}
          WHERE id = ${current.id} AND user_id = ${caller.userId} AND review_status <> 1 AND fee_status = 1 AND admission_status = 1
          RETURNING id`,
    );
    if (!row) throw apiError('REFUSED', '当前状态不可修改报名信息');
  } catch (e) {
    if (isUniqueViolation(e)) throw apiError('CONFLICT', DUPLICATE);
    throw e;
  }
  return registrationView(await ownRegistration(db, caller, current.id), link);
}

const payRule = (r: RegistrationRow) => ({
  amount: toInt(r.amount),
  review: reviewState(r.review_status),
  fee: feeState(r.fee_status),
  payAtRegistration: r.pay_at_registration === true,
});

/** Paying is offered after 审核通过 unless the plan allows paying at registration (journeys/fee). */
export const payable = (r: RegistrationRow) => payRefusal(r) === null;

export function payRefusal(r: RegistrationRow): string | null {
  return feePayRefusal(payRule(r));
}

export async function submitVoucher(
  db: Db,
  caller: Caller,
  input: { registrationId: string; files: FileRef[] },
  now: Date,
) {
  const r = await ownRegistration(db, caller, input.registrationId);
  const refusal = payRefusal(r);
  if (refusal) throw apiError('REFUSED', refusal);
  if (r.voucher_status === 1) throw apiError('REFUSED', '缴费凭证已审核通过');
  if (r.offline_payment === false) throw apiError('REFUSED', '学校未开通线下缴费，请在线支付');
  const tooMany = uploadViolation(0, input.files);
  if (tooMany) throw apiError('BAD_REQUEST', tooMany.message);
  const files = storedRefs(input.files, await ownFiles(db, caller, refIds(input.files)));
  const [row] = await rows<{ voucher_status: 0; fee_status: 1 | 2 }>(
    db,
    sql`UPDATE registrations SET voucher_files = ${JSON.stringify(files)}::jsonb, voucher_status = 0, voucher_reason = NULL,
          updated_at = ${now}
        WHERE id = ${r.id} AND user_id = ${caller.userId} AND fee_status IN (1, 2) AND voucher_status IS DISTINCT FROM 1
        RETURNING voucher_status, fee_status`,
  );
  if (!row) throw apiError('REFUSED', '当前状态不可上传缴费凭证');
  return { registrationId: r.id, voucherStatus: row.voucher_status, feeStatus: row.fee_status };
}
