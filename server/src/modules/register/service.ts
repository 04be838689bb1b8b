import { withPlanMajors } from '@domain/admissions/admitted-major';
import { choicesOf } from '../admin/plan-majors';
import { planLifecycle } from '@domain/journeys';
import type { Answers, FieldLogicDef, FileRef, FormFieldDef } from '@contract/enrollment';
import {
  FEE_CODE,
  type FeeState,
  feeState,
  isPaidOrLater,
  fee,
  voucherRefusal as feeVoucherRefusal,
  voucherState,
  orderRefusal,
  registrationActions,
  type RegistrationFacts,
  registrationShown,
  resultPublished,
  REVIEW_CODE,
  reviewState,
  shownAdmissionCode,
  ADMISSION_CODE,
  undecided,
  VOUCHER_CODE,
  isLotteryState,
  lotteryActions,
} from '@domain/journeys';
import { uploadViolation } from '@domain/files/upload';
import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formVersions, orgs, plans, registrations } from '../../db/schema';
import { requireAcceptedPromise } from '../promise/required';
import { loadSchool } from '../../school/settings';
import { type Caller, userIdOf } from '../../http/caller';
import { newId } from '../../http/crypto';
import { apiError, isApiError } from '../../http/errors';
import { chinaText, toInt } from '../plan/china-text';
import { linkedRefs, ownFiles, refIds, storedRefs } from './file-refs';
import { loadPlan, planState } from '../plan/service';
import { checkAnswers } from './answers';
import { isUniqueViolation } from '../../db/unique-violation';
import { DEFAULT_OFFLINE_PAYEE, type OfflinePayee } from '../../school/settings';
import { voucherSources } from './journey-codes';
import { codeOf, forgetSequences, registrationSequence } from './registration-number';
import { commitRegistration, constraintOf } from './commit';

/** A column read with the contract's narrower type (status codes, answers), decoded as the column. */
const as = <T>(c: Column) => sql`${c}`.mapWith(c) as SQL<T>;

// Snake-case names of the row the register, pay and admin modules read (r.fee_status, r.plan_name).
const REG = {
  id: registrations.id,
  reg_no: registrations.regNo,
  tenant_id: registrations.tenantId,
  org_id: registrations.orgId,
  plan_id: registrations.planId,
  user_id: registrations.userId,
  name: registrations.name,
  id_number: registrations.idNumber,
  answers: as<Answers>(registrations.answers),
  review_status: as<0 | 1 | 2>(registrations.reviewStatus),
  reject_reason: registrations.rejectReason,
  fee_status: as<1 | 2 | 3 | 4 | 5 | 6>(registrations.feeStatus),
  admission_status: as<1 | 2 | 3 | 4 | 5>(registrations.admissionStatus),
  admission_reason: registrations.admissionReason,
  voucher_status: as<0 | 1 | 2 | null>(registrations.voucherStatus),
  voucher_reason: registrations.voucherReason,
  voucher_files: as<FileRef[]>(registrations.voucherFiles),
  amount: registrations.amount,
  created_at: registrations.createdAt,
  form_version: registrations.formVersion,
  template_id: plans.templateId,
  plan_name: plans.name,
  pay_at_registration: plans.payAtRegistration,
  results_publish_at: plans.resultsPublishAt,
  lottery_state: registrations.lotteryState,
  lottery_deadline: registrations.lotteryDeadline,
  /** 候补第 N 位 now: the waitlisted ahead of it in the draw's order, plus one (null unless waitlisted). */
  lottery_waitlist: sql<number | null>`(CASE WHEN ${registrations.lotteryState} = 'waitlist' THEN
    (SELECT count(*) + 1 FROM registrations w WHERE w.plan_id = ${registrations.planId}
      AND w.lottery_state = 'waitlist' AND w.lottery_rank < ${registrations.lotteryRank}) END)`.mapWith(
    (v: unknown) => (v === null || v === undefined ? null : Number(v)),
  ),
  admitted_major_id: registrations.admittedMajorId,
};

/** A registration may have had several orders (at most one open): the latest one is shown. */
const latestOrderNo = sql<
  string | null
>`(SELECT o.order_no FROM pay_orders o WHERE o.registration_id = ${registrations.id}
  ORDER BY o.created_at DESC, o.order_no DESC LIMIT 1)`;
/** The school's offline payment (voucher) setting; on unless the school turned it off. */
const offlinePayment = sql<boolean>`COALESCE((${orgs.settings}->>'offlinePayment')::boolean, true)`;
/** WeChat H5 pay for plain mobile browsers (a separate merchant product); on unless the school turned it off. */
const h5Pay = sql<boolean>`COALESCE((${orgs.settings}->>'h5Pay')::boolean, true)`;
/** Where an off-line payment goes (school settings offlinePayee), shown on the voucher sheet. */
const offlinePayee = sql<Partial<OfflinePayee> | null>`${orgs.settings}->'offlinePayee'`;

const selectRegistrations = (db: Db) =>
  db
    .select({
      ...REG,
      order_no: latestOrderNo,
      offline_payment: offlinePayment,
      offline_payee: offlinePayee,
      h5_pay: h5Pay,
    })
    .from(registrations)
    .innerJoin(plans, eq(plans.id, registrations.planId))
    .leftJoin(orgs, eq(orgs.id, registrations.orgId));

export type RegistrationRow = Awaited<ReturnType<typeof selectRegistrations>>[number];

/**
 * The published, frozen version of a form (what applicants fill in and what a registration keeps):
 * fields and logic as they were published, never the draft staff may be editing.
 */
export async function loadTemplate(
  db: Db,
  tenantId: string,
  templateId: string,
  version: number,
  /** The plan it is filled in for: its 招生专业 become the choices of the form's 意向专业 fields. */
  plan?: { orgId: string; planId: string },
) {
  const [t] = await db
    .select({
      id: formVersions.templateId,
      name: formVersions.name,
      version: formVersions.version,
      fields: as<FormFieldDef[]>(formVersions.fields),
      logic: as<FieldLogicDef[]>(formVersions.logic),
    })
    .from(formVersions)
    .where(
      and(
        eq(formVersions.templateId, templateId),
        eq(formVersions.version, version),
        eq(formVersions.tenantId, tenantId),
      ),
    );
  if (!t) throw apiError('NOT_FOUND', '报名表不存在');
  if (!plan || !t.fields.some((f) => f.planMajors)) return t;
  return { ...t, fields: withPlanMajors(t.fields, await choicesOf(db, plan.orgId, plan.planId)) };
}

const ownedBy = (caller: Caller) =>
  and(eq(registrations.userId, userIdOf(caller)), eq(registrations.tenantId, caller.tenantId));

/** The caller's own registration; anyone else's is simply not found (never readable, never payable). */
export async function ownRegistration(
  db: Db,
  caller: Caller,
  id: string,
  lock = false,
): Promise<RegistrationRow> {
  const q = selectRegistrations(db).where(and(eq(registrations.id, id), ownedBy(caller)));
  const [r] = await (lock ? q.for('update', { of: registrations }) : q);
  if (!r) throw apiError('NOT_FOUND', '报名记录不存在');
  return r;
}

export async function ownRegistrations(db: Db, caller: Caller): Promise<RegistrationRow[]> {
  return selectRegistrations(db)
    .where(ownedBy(caller))
    .orderBy(desc(registrations.createdAt), asc(registrations.id));
}

const p = (name: string) => sql.placeholder(name);
/** The public result look-up as a named prepared statement (parsed and planned once per connection). */
function statementsOf(db: Db) {
  return {
    results: db
      .select({ ...REG, org_name: orgs.name })
      .from(registrations)
      .innerJoin(plans, eq(plans.id, registrations.planId))
      .innerJoin(orgs, eq(orgs.id, registrations.orgId))
      .where(
        and(
          eq(registrations.tenantId, p('tenantId')),
          eq(registrations.orgId, p('orgId')),
          eq(registrations.idNumber, p('idNumber')),
          eq(registrations.name, p('name')),
        ),
      )
      .orderBy(desc(registrations.createdAt))
      .prepare('enroll-result'),
  };
}
const prepared = new WeakMap<Db, ReturnType<typeof statementsOf>>();
const statements = (db: Db) => {
  let s = prepared.get(db);
  if (!s) prepared.set(db, (s = statementsOf(db)));
  return s;
};

/** The school's registrations of this identity number AND name, newest first (public look-up). */
export async function registrationsOf(
  db: Db,
  scope: { tenantId: string; orgId: string },
  who: { idNumber: string; name: string },
) {
  return statements(db).results.execute({ tenantId: scope.tenantId, orgId: scope.orgId, ...who });
}

/** What a result QR opens: the registration's name, admission, plan, school and what its letter is filled with (any school; the token is signed). */
export async function admissionNoticeOf(db: Db, registrationId: string) {
  const [r] = await db
    .select({
      tenantId: registrations.tenantId,
      orgId: registrations.orgId,
      name: registrations.name,
      admissionStatus: registrations.admissionStatus,
      answers: as<Answers>(registrations.answers),
      formVersion: registrations.formVersion,
      templateId: plans.templateId,
      planName: plans.name,
      resultsPublishAt: plans.resultsPublishAt,
      school: orgs.name,
      admittedMajorId: registrations.admittedMajorId,
    })
    .from(registrations)
    .innerJoin(plans, eq(plans.id, registrations.planId))
    .innerJoin(orgs, eq(orgs.id, registrations.orgId))
    .where(eq(registrations.id, registrationId));
  return r;
}

/** Fee codes at which the answers may still change: nothing paid yet (the fee model's isPaidOrLater). */
const EDITABLE_FEES: readonly number[] = (Object.keys(FEE_CODE) as FeeState[])
  .filter((f) => !isPaidOrLater(f))
  .map((f) => FEE_CODE[f]);

/**
 * Pending or rejected (修改并重新提交), nothing paid, not yet admitted. An order still open (待支付,
 * e.g. paying at registration, then 已驳回) does not lock the answers: the applicant must be able to
 * resubmit, as the review model offers.
 */
export const isEditable = (r: Pick<RegistrationRow, 'review_status' | 'fee_status' | 'admission_status'>) =>
  r.review_status !== REVIEW_CODE.approved &&
  EDITABLE_FEES.includes(r.fee_status) &&
  undecided(r.admission_status);

/**
 * `link` signs a fresh download link for a stored file id (files/links.ts). Before the plan's
 * publication time the decision is held back: 待录取 and the time it will be published (issue 23).
 */
/** What the applicant reads when a published 录取 was revoked: 已撤销录取 and the school's reason. */
export function revokedNote(r: { admission_status: number; admission_reason: string | null }): string | null {
  if (r.admission_status !== ADMISSION_CODE.revoked) return null;
  return `已撤销录取${r.admission_reason ? `，原因：${r.admission_reason}` : ''}`;
}

export function registrationView(r: RegistrationRow, link: (fileId: string) => string, now: Date) {
  const published = resultPublished(r.results_publish_at, now);
  return {
    registrationId: r.id,
    regNo: r.reg_no,
    planId: r.plan_id,
    planName: r.plan_name,
    name: r.name,
    idNumber: r.id_number,
    answers: linkedRefs(r.answers, link),
    reviewStatus: r.review_status,
    rejectReason: r.reject_reason,
    feeStatus: r.fee_status,
    admissionStatus: shownAdmissionCode(r.admission_status, published),
    /** 撤销录取 after publication: the applicant reads it and its reason (issue 24). */
    admissionNote: published ? revokedNote(r) : null,
    resultsAt: published || !r.results_publish_at ? null : chinaText(r.results_publish_at),
    voucherStatus: r.voucher_status,
    voucherReason: r.voucher_reason,
    voucherFiles: linkedRefs(r.voucher_files, link),
    amount: toInt(r.amount),
    orderNo: r.order_no,
    editable: isEditable(r),
    payAtRegistration: r.pay_at_registration,
    offlinePayment: r.offline_payment !== false,
    h5Pay: r.h5_pay !== false,
    offlinePayee: voucherAllowed(r) ? payeeOf(r) : null,
    createdAt: chinaText(r.created_at),
    // What the applicant may do and read now (issue 23): the screens render exactly these.
    actions: registrationActions(factsOf(r, now)),
    shown: registrationShown(factsOf(r, now)),
  };
}

/**
 * What the voucher sheet shows to pay off-line: the school's payee, bank and account, the amount,
 * and a reference to write on the transfer (the applicant's name and the last 4 characters of the
 * identity number, which the school matches the voucher with).
 */
function payeeOf(r: RegistrationRow) {
  const p = { ...DEFAULT_OFFLINE_PAYEE, ...(r.offline_payee ?? {}) };
  return {
    payee: String(p.payee ?? ''),
    bank: String(p.bank ?? ''),
    account: String(p.account ?? ''),
    amount: toInt(r.amount),
    reference: `${r.name}${r.id_number.slice(-4)}`,
  };
}
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
  if (state === 'closed') {
    const own = await ownAfterClose(db, caller, plan, input.answers, now);
    if (own) return own;
    throw apiError('REFUSED', '报名已结束');
  }
  // 学校设置 › 开关: a school that closed enrolment takes no new registration.
  const school = await loadSchool(db, caller.tenantId, caller.orgId);
  if (school?.settings.enrollmentOpen === false) throw apiError('REFUSED', '学校暂未开放报名');
  const limit = school?.settings.plansPerChild ?? 0;
  const lottery = plan.admission_mode === 'lottery';
  await requireAcceptedPromise(db, caller, plan.id);
  const { tpl, checked } = await checkedForPlan(db, caller, plan, input.answers, now);
  if (!checked.ok) throw apiError('BAD_REQUEST', checked.message);
  const answers = storedRefs(checked.answers, await ownFiles(db, caller, refIds(checked.answers)));
  const mine = await existingRegistration(db, caller, plan.id, checked.idNumber);
  if (mine) return mine;
  await checkPlansPerChild(db, caller, checked.idNumber, limit);
  const seq = await registrationSequence(db, caller, now);
  for (let attempt = 0; ; attempt++) {
    const id = newId('reg');
    try {
      const regNo = await commitRegistration(db, {
        id,
        caller,
        plan: {
          id: plan.id,
          fee: toInt(plan.fee),
          lotteryGroup: lottery ? (plan.lottery_groups.at(-1)?.id ?? null) : null,
        },
        lottery,
        seq,
        name: checked.name,
        idNumber: checked.idNumber,
        answers,
        formVersion: tpl.version,
        now,
      });
      if (!regNo) {
        // A double tap whose first submit took the last place: the second finds no place, and theirs.
        const theirs = await existingRegistration(db, caller, plan.id, checked.idNumber);
        if (theirs) return theirs;
        throw apiError('CONFLICT', planLifecycle.states.full.label);
      }
      return {
        registrationId: id,
        regNo,
        reviewStatus: REVIEW_CODE.pending,
        feeStatus: FEE_CODE.unpaid,
        amount: toInt(plan.fee),
      };
    } catch (e) {
      const code = codeOf(e);
      // A sequence dropped under the cached name (a schema reset): created again, once.
      if (code === '42P01' && attempt === 0) {
        forgetSequences(db);
        Object.assign(seq, await registrationSequence(db, caller, now));
        continue;
      }
      if (!isUniqueViolation(e)) throw e;
      // A number a row written by other means already holds: the sequence moves on to the next.
      if (constraintOf(e) === 'registrations_org_reg_no_key' && attempt < 3) continue;
      // The same identity number committed in between: the parent's own earlier attempt (a
      // submission that outlived the app's timeout, a double tap) answers as their registration.
      const theirs = await existingRegistration(db, caller, plan.id, checked.idNumber);
      if (theirs) return theirs;
      throw apiError('CONFLICT', DUPLICATE);
    }
  }
}

/** The answers checked against the plan's own form version (its template and logic). */
async function checkedForPlan(
  db: Db,
  caller: Caller,
  plan: Awaited<ReturnType<typeof loadPlan>>,
  answers: Answers,
  now: Date,
) {
  const tpl = await loadTemplate(db, caller.tenantId, plan.template_id, plan.form_version, {
    orgId: caller.orgId,
    planId: plan.id,
  });
  return { tpl, checked: checkAnswers(tpl.fields, tpl.logic, answers, now) };
}

/**
 * Issue 35: a retry, after the window closed, of a submission stored just before it (it outlived the
 * app's timeout) is the parent's own registration, shown as 报名成功, not 报名已结束. Null when the
 * answers name no identity number or no registration of the caller's holds it.
 */
async function ownAfterClose(
  db: Db,
  caller: Caller,
  plan: Awaited<ReturnType<typeof loadPlan>>,
  answers: Answers,
  now: Date,
) {
  const { checked } = await checkedForPlan(db, caller, plan, answers, now);
  if (!checked.ok) return null;
  try {
    return await existingRegistration(db, caller, plan.id, checked.idNumber);
  } catch (e) {
    if (isApiError(e)) return null; // another account's: the window is closed to them
    throw e;
  }
}

/**
 * Issue 35: the registration of this identity number for this plan when it is the caller's own —
 * a retry of a submission that was stored after the app gave up waiting is that registration,
 * shown as 报名成功; another account's is refused as a duplicate.
 */
async function existingRegistration(db: Db, caller: Caller, planId: string, idNumber: string) {
  const [dup] = await db
    .select({
      id: registrations.id,
      userId: registrations.userId,
      tenantId: registrations.tenantId,
      regNo: registrations.regNo,
      reviewStatus: as<0 | 1 | 2>(registrations.reviewStatus),
      feeStatus: as<1 | 2 | 3 | 4 | 5 | 6>(registrations.feeStatus),
      amount: registrations.amount,
    })
    .from(registrations)
    .where(and(eq(registrations.planId, planId), eq(registrations.idNumber, idNumber)));
  if (!dup) return null;
  if (dup.userId !== userIdOf(caller) || dup.tenantId !== caller.tenantId)
    throw apiError('CONFLICT', DUPLICATE);
  return {
    registrationId: dup.id,
    regNo: dup.regNo,
    reviewStatus: dup.reviewStatus,
    feeStatus: dup.feeStatus,
    amount: toInt(dup.amount),
  };
}

/**
 * 学校设置's limit of plans per child (issue 37; 0 = none): counted over the school's registrations of
 * this identity number, refused naming the one that exists.
 */
async function checkPlansPerChild(tx: Pick<Db, 'select'>, caller: Caller, idNumber: string, limit: number) {
  if (!limit) return;
  const held = await tx
    .select({ regNo: registrations.regNo, planName: plans.name })
    .from(registrations)
    .innerJoin(plans, eq(plans.id, registrations.planId))
    .where(
      and(
        eq(registrations.tenantId, caller.tenantId),
        eq(registrations.orgId, caller.orgId),
        eq(registrations.idNumber, idNumber),
        ne(registrations.reviewStatus, REVIEW_CODE.rejected),
      ),
    )
    .orderBy(asc(registrations.createdAt));
  const first = held[0];
  if (first && held.length >= limit)
    throw apiError(
      'CONFLICT',
      `本校每名学生最多报名${limit}个招生计划，该身份证号已报名《${first.planName}》（报名编号 ${first.regNo}）`,
    );
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
  // 修改并重新提交 answers the version the registration was submitted on.
  const tpl = await loadTemplate(db, caller.tenantId, current.template_id, current.form_version, {
    orgId: current.org_id,
    planId: current.plan_id,
  });
  const checked = checkAnswers(tpl.fields, tpl.logic, input.answers, now);
  if (!checked.ok) throw apiError('BAD_REQUEST', checked.message);
  const answers = storedRefs(checked.answers, await ownFiles(db, caller, refIds(checked.answers)));
  try {
    // Re-checked in the UPDATE itself, so a review or payment in between wins; a rejected one goes back to review.
    const [row] = await db
      .update(registrations)
      .set({
        answers,
        name: checked.name,
        idNumber: checked.idNumber,
        reviewStatus: REVIEW_CODE.pending,
        rejectReason: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(registrations.id, current.id),
          eq(registrations.userId, userIdOf(caller)),
          ne(registrations.reviewStatus, REVIEW_CODE.approved),
          inArray(registrations.feeStatus, EDITABLE_FEES),
          eq(registrations.admissionStatus, ADMISSION_CODE.waiting),
        ),
      )
      .returning({ id: registrations.id });
    if (!row) throw apiError('REFUSED', '当前状态不可修改报名信息');
  } catch (e) {
    if (isUniqueViolation(e)) throw apiError('CONFLICT', DUPLICATE);
    throw e;
  }
  return registrationView(await ownRegistration(db, caller, current.id), link, now);
}

const payRule = (r: RegistrationRow) => ({
  amount: toInt(r.amount),
  review: reviewState(r.review_status),
  fee: feeState(r.fee_status),
  payAtRegistration: r.pay_at_registration === true,
});

/** Paying is offered after 审核通过 unless the plan allows paying at registration (journeys/fee). */
export const payable = (r: RegistrationRow) => payRefusal(r) === null;

/** Why an order is refused now: the fee rule, and no payment voucher under review (orderRefusal). */
export function payRefusal(r: RegistrationRow): string | null {
  return orderRefusal({ ...payRule(r), voucher: voucherState(r.voucher_status) });
}

/** The facts the journeys' applicant rules read (registrationActions, registrationShown). */
export function factsOf(
  r: {
    review_status: number;
    fee_status: number;
    voucher_status: number | null;
    admission_status: number;
    results_publish_at: Date | null;
    amount: number | string;
    pay_at_registration: boolean | null;
    offline_payment?: boolean | null;
    lottery_state?: string | null;
    lottery_deadline?: Date | null;
    lottery_waitlist?: number | null;
  },
  now: Date,
): RegistrationFacts {
  return {
    lottery: isLotteryState(r.lottery_state)
      ? {
          state: r.lottery_state,
          waitlist: r.lottery_waitlist ?? null,
          answerable: lotteryActions(r.lottery_state, r.lottery_deadline ?? null, now).length > 0,
        }
      : null,
    review: reviewState(r.review_status),
    fee: feeState(r.fee_status),
    voucher: voucherState(r.voucher_status),
    admissionCode: r.admission_status,
    published: resultPublished(r.results_publish_at, now),
    amount: toInt(r.amount),
    payAtRegistration: r.pay_at_registration === true,
    offlinePayment: r.offline_payment !== false,
  };
}

/** Why a voucher is not accepted now (journeys voucherRefusal), or null: the screen offers exactly this. */
export function voucherRefusal(r: RegistrationRow): string | null {
  return feeVoucherRefusal({
    ...payRule(r),
    voucher: voucherState(r.voucher_status),
    offlinePayment: r.offline_payment !== false,
  });
}
export const voucherAllowed = (r: RegistrationRow) => voucherRefusal(r) === null;

/** Fee codes from which the fee journey offers uploadVoucher (未缴费 / 待支付 / 已关闭). */
const VOUCHER_FEES = (Object.keys(FEE_CODE) as FeeState[])
  .filter((f) => fee.states[f].actions.includes('uploadVoucher'))
  .map((f) => FEE_CODE[f]);

export async function submitVoucher(
  db: Db,
  caller: Caller,
  input: { registrationId: string; files: FileRef[] },
  now: Date,
) {
  const r = await ownRegistration(db, caller, input.registrationId);
  const refusal = voucherRefusal(r);
  if (refusal) throw apiError('REFUSED', refusal);
  const tooMany = uploadViolation(0, input.files);
  if (tooMany) throw apiError('BAD_REQUEST', tooMany.message);
  const files = storedRefs(input.files, await ownFiles(db, caller, refIds(input.files)));
  const [row] = await db
    .update(registrations)
    .set({ voucherFiles: files, voucherStatus: VOUCHER_CODE.reviewing, voucherReason: null, updatedAt: now })
    .where(
      and(
        eq(registrations.id, r.id),
        eq(registrations.userId, userIdOf(caller)),
        inArray(registrations.feeStatus, VOUCHER_FEES),
        or(
          isNull(registrations.voucherStatus),
          inArray(registrations.voucherStatus, voucherSources('upload')),
        ),
      ),
    )
    .returning({ fee_status: as<1 | 2 | 6>(registrations.feeStatus) });
  if (!row) throw apiError('REFUSED', '当前状态不可上传缴费凭证');
  return { registrationId: r.id, voucherStatus: VOUCHER_CODE.reviewing, feeStatus: row.fee_status };
}
