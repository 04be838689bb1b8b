import {
  fieldLogicList,
  getTemplate,
  getUserDetail,
  judgePay,
  judgeReject,
  mobilePaymentVoucher,
  queryEnrollResult,
  registerPay,
  registerStudent,
  updateUserDetail,
} from '@contract/enrollment';
import { idNumberMessage, parseIdNumber } from '@domain/identity/id-number';
import { chinaDateTimeString } from '@domain/time/china-time';
import {
  admission,
  admissionState,
  feeState,
  holdsPlace,
  isAdmitted,
  registrationActions,
  registrationReview,
  registrationShown,
  resultPublished,
  reviewState,
  SHOWN_ADMISSION_CODE,
  shownAdmissionCode,
  undecided,
} from '@domain/journeys';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registrations } from '../../db/schema';
import { fileLink } from '../../files/links';
import type { Caller } from '../../http/caller';
import { signToken } from '../../http/crypto';
import type { ServerDeps } from '../../http/deps';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { toInt } from '../plan/china-text';
import { loadPlan } from '../plan/service';
import { loadSchool } from '../../school/settings';
import { letterOf } from './admission-letter';
import { duplicateCheckRoutes } from './duplicate-check';
import { maskedView } from './masked-view';
import {
  loadTemplate,
  ownRegistration,
  ownRegistrations,
  payable,
  payRefusal,
  factsOf,
  registerStudent as register,
  type RegistrationRow,
  registrationsOf,
  registrationView,
  revokedNote,
  submitVoucher,
  updateRegistration,
} from './service';

const RESULT_QR_TTL_MS = 30 * 24 * 3600 * 1000;
export const RESULT_QR = 'result-qr';
/** The admission notice a result QR opens (server/src/pub/notice.ts). */
export const NOTICE_PAGE = '/pub/notice';

function statusText(
  r: Pick<RegistrationRow, 'admission_status' | 'review_status' | 'admission_reason'>,
): string {
  const revoked = revokedNote(r);
  if (revoked) return revoked;
  if (!undecided(r.admission_status)) return admission.states[admissionState(r.admission_status, true)].label;
  if (reviewState(r.review_status) === 'approved') return '审核通过，等待录取结果';
  return registrationReview.states[reviewState(r.review_status)].label;
}

/**
 * The number a result look-up searches: an identity card number (checked, normalized), or the
 * number of another document the form offers (passport, permits: letters and digits, in capitals).
 */
function lookupNumber(text: string, now: Date): string {
  const id = parseIdNumber(text, now);
  if (id.ok) return id.value.normalized;
  const t = text.trim();
  const cardShaped = (t.length === 15 || t.length === 18) && /^\d+[\dXx]$/.test(t);
  if (!cardShaped && /^[A-Za-z0-9]{5,18}$/.test(t)) return t.toUpperCase();
  throw apiError('BAD_REQUEST', idNumberMessage(id.error));
}

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await duplicateCheckRoutes(app);
  /**
   * The plan's current version, or the one a registration of this plan was submitted on. The call is
   * public (the app sends no token for it): the random registration id only selects a version number.
   */
  const formOf = async (deps: ServerDeps, caller: Caller, planId: string, registrationId?: string) => {
    const plan = await loadPlan(deps.db, caller, planId);
    let version = plan.form_version;
    if (registrationId) {
      const [r] = await deps.db
        .select({ v: registrations.formVersion })
        .from(registrations)
        .where(
          and(
            eq(registrations.id, registrationId),
            eq(registrations.planId, plan.id),
            eq(registrations.tenantId, caller.tenantId),
          ),
        );
      if (!r) throw apiError('NOT_FOUND', '报名记录不存在');
      version = r.v;
    }
    const t = await loadTemplate(deps.db, caller.tenantId, plan.template_id, version, {
      orgId: caller.orgId,
      planId: plan.id,
    });
    return { plan, t };
  };
  handle(app, getTemplate, async ({ planId, registrationId }, { caller, deps }) => {
    const { plan, t } = await formOf(deps, caller, planId, registrationId);
    return { templateId: t.id, planId: plan.id, name: t.name, fields: t.fields };
  });
  handle(
    app,
    fieldLogicList,
    async ({ planId, registrationId }, { caller, deps }) =>
      (await formOf(deps, caller, planId, registrationId)).t.logic,
  );

  handle(app, registerStudent, (input, { caller, deps }) => register(deps.db, caller, input, deps.now()), {
    idempotent: true,
  });
  const linker = (deps: ServerDeps) => (id: string) => fileLink(deps.config.secret, id, deps.now());
  handle(app, getUserDetail, async ({ registrationId }, { caller, deps }) =>
    registrationId
      ? [registrationView(await ownRegistration(deps.db, caller, registrationId), linker(deps), deps.now())]
      : (await ownRegistrations(deps.db, caller)).map((r) =>
          maskedView(registrationView(r, linker(deps), deps.now())),
        ),
  );
  handle(
    app,
    updateUserDetail,
    (input, { caller, deps }) => updateRegistration(deps.db, caller, input, deps.now(), linker(deps)),
    {
      idempotent: true,
    },
  );

  handle(app, judgePay, async ({ registrationId }, { caller, deps }) => {
    const r = await ownRegistration(deps.db, caller, registrationId);
    return {
      needPay: payable(r),
      paid: feeState(r.fee_status) === 'paid',
      feeStatus: r.fee_status,
      amount: toInt(r.amount),
      orderNo: r.order_no,
    };
  });
  handle(app, registerPay, async ({ registrationId }, { caller, deps }) => {
    const r = await ownRegistration(deps.db, caller, registrationId);
    return {
      registrationId: r.id,
      planName: r.plan_name,
      amount: toInt(r.amount),
      feeStatus: r.fee_status,
      payable: payable(r),
      orderNo: r.order_no,
      reason: payRefusal(r),
      actions: registrationActions(factsOf(r, deps.now())),
    };
  });
  handle(app, judgeReject, async ({ registrationId }, { caller, deps }) => {
    const r = await ownRegistration(deps.db, caller, registrationId);
    return {
      rejected: reviewState(r.review_status) === 'rejected',
      reason: reviewState(r.review_status) === 'rejected' ? r.reject_reason : null,
      reviewStatus: r.review_status,
    };
  });
  handle(
    app,
    mobilePaymentVoucher,
    (input, { caller, deps }) => submitVoucher(deps.db, caller, input, deps.now()),
    {
      idempotent: true,
    },
  );

  // Public look-up by identity number AND name, rate limited against enumeration.
  handle(
    app,
    queryEnrollResult,
    async ({ idNumber, name }, { caller, deps }) => {
      const number = lookupNumber(idNumber, deps.now());
      const found = await registrationsOf(deps.db, caller, { idNumber: number, name });
      // The plan's publishing time (set by the school's staff): before it a decision stays hidden.
      const now = deps.now().getTime();
      const school = found.length ? await loadSchool(deps.db, caller.tenantId, caller.orgId) : null;
      return {
        found: found.length > 0,
        records: await Promise.all(
          found.map(async (r) => {
            const publishAt = r.results_publish_at;
            // Until the school publishes (立即公布 / 定时公布), no decision leaves the server.
            if (!resultPublished(publishAt, deps.now()))
              return {
                planName: r.plan_name,
                name: r.name,
                reviewStatus: r.review_status,
                feeStatus: r.fee_status,
                admissionStatus: SHOWN_ADMISSION_CODE.waiting,
                statusText: publishAt
                  ? `录取结果将于 ${chinaDateTimeString(publishAt)} 公布`
                  : '录取结果尚未公布，请留意学校通知',
                notice: null,
                qrToken: null,
                qrUrl: null,
                shown: registrationShown(factsOf(r, deps.now())),
              };
            const admitted = holdsPlace(r.admission_status);
            const token = admitted
              ? signToken(deps.config.secret, RESULT_QR, { r: r.id, exp: now + RESULT_QR_TTL_MS })
              : null;
            // 录取: the school's own letter (学校设置 › 录取通知书); 预录取 keeps the fixed sentence.
            const letter =
              isAdmitted(r.admission_status) && school
                ? await letterOf(deps.db, school, {
                    name: r.name,
                    planName: r.plan_name,
                    templateId: r.template_id,
                    formVersion: r.form_version,
                    answers: r.answers,
                    admittedMajorId: r.admitted_major_id,
                  })
                : null;
            return {
              planName: r.plan_name,
              name: r.name,
              reviewStatus: r.review_status,
              feeStatus: r.fee_status,
              admissionStatus: shownAdmissionCode(r.admission_status, true),
              statusText: statusText(r),
              admissionNote: revokedNote(r),
              notice: admitted
                ? {
                    title: letter ? letter.title : '预录取通知',
                    content: letter
                      ? letter.body
                      : `${r.name}同学：恭喜你通过预录取（${r.plan_name}），请按学校通知办理后续手续。`,
                    schoolName: r.org_name,
                  }
                : null,
              qrToken: token,
              qrUrl: token ? `${NOTICE_PAGE}?token=${encodeURIComponent(token)}` : null,
              shown: registrationShown(factsOf(r, deps.now())),
            };
          }),
        ),
      };
    },
    { rateLimit: { name: 'enroll-result', max: () => 60, windowMs: 60_000, readOnly: true } },
  );
}
