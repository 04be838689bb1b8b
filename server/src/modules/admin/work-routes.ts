import { type MajorChoice, wishedMajorIds } from '@domain/admissions/admitted-major';
import { choicesOf } from './plan-majors';
import * as W from '@contract/staff-work';
import { factsOf } from '../register/service';
import {
  decisionBlocked,
  orderRowActions,
  type StaffRegistrationAction,
  staffRefusal,
  staffRegistrationActions,
  voucherRowActions,
} from '@domain/journeys';
import { maskPhone } from '@domain/identity/mask';
import { ADMISSION_CODE, REVIEW_CODE, resultPublished } from '@domain/journeys';
import { can } from '@domain/staff/roles';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { planXlsx } from '../../exports/xlsx';
import { planAttachmentsZip } from '../../exports/zip';
import {
  answerText,
  filesOf,
  formFields,
  iso,
  majorOf,
  phoneOf,
  shown,
  type StaffRegDb,
  staffPlan,
  staffReg,
  staffRegs,
  texts,
} from '../../exports/data';
import { fileLink } from '../../files/links';
import { apiError } from '../../http/errors';
import { notifierOf } from '../../notify/config';
import type { DevNotify } from '../../notify/dev';
import {
  CHANNEL_TEXT,
  heldUntil,
  OUTBOX_STATUS_TEXT,
  type OutboxRowDb,
  outboxPage,
  outboxRowOf,
  resend,
} from '../../notify/outbox';
import { bulkDecide, decide, revokeAdmission, undoDecision } from './admission-decisions';
import { loadSchool } from '../../school/settings';
import { letterOf } from '../register/admission-letter';
import { afterMove } from './moves-notify';
import { publishResults } from './publish-results';
import { listPhotos, reviewStaffPhoto } from './photos';
import { refundRegistration } from './refund';
import { applyMove, MOVES, type MovedRow } from './registration-moves';
import { handle, type StaffRouteContext as StaffCtx } from '../../http/route';
import {
  bulkEligible,
  bulkSubjects,
  countRegs,
  orderPage,
  planCounts,
  registrationFilter,
  reviewCounts,
  submittedOrder,
  rejectTemplates,
  saveRejectTemplates,
  voucherPage,
} from './work-service';

const DEFAULT_TEMPLATES = [
  '材料不完整，请补充后重新提交',
  '证件照片不清晰',
  '信息填写有误，请核对后重新提交',
];

/** Stored codes as the contract's literals (the response parse checks them). */
type Fee = z.output<typeof W.feeCode>;
type Voucher = z.output<typeof W.voucherCode>;
type Moved = z.input<typeof W.Moved>;

const moved = (r: MovedRow) => ({
  id: r.id,
  reviewStatus: r.review_status as 0 | 1 | 2,
  feeStatus: r.fee_status as Fee,
  admissionStatus: r.admission_status as 1 | 2 | 3 | 4 | 5,
  voucherStatus: r.voucher_status as Voucher,
});

/** Unmasked only for a role allowed to see it; asking without the right is refused (403). */
export const mayUnmask = (c: StaffCtx, unmask: boolean): boolean => {
  if (!unmask) return false;
  if (!can(c.staff.role, 'unmask')) throw apiError('FORBIDDEN');
  return true;
};

const fileOut = (c: StaffCtx, f: { fileId: string; name: string }) => ({
  fileId: f.fileId,
  name: f.name,
  url: fileLink(c.deps.config.secret, f.fileId, c.deps.now(), 3600_000),
});

async function rowOf(c: StaffCtx, r: StaffRegDb, unmasked: boolean, fieldsCache: Map<string, unknown>) {
  const key = `${r.template_id}@v${r.form_version}`;
  let fields = fieldsCache.get(key) as Awaited<ReturnType<typeof formFields>> | undefined;
  if (!fields) {
    fields = await formFields(c.deps.db, r.template_id, r.form_version);
    fieldsCache.set(key, fields);
  }
  const choicesKey = `choices:${r.plan_id}`;
  let choices = fieldsCache.get(choicesKey) as MajorChoice[] | undefined;
  if (!choices) {
    choices = await choicesOf(c.deps.db, c.staff.orgId, r.plan_id);
    fieldsCache.set(choicesKey, choices);
  }
  const show = shown(unmasked);
  const facts = factsOf(r, c.deps.now());
  return {
    id: r.id,
    regNo: r.reg_no,
    planId: r.plan_id,
    planName: r.plan_name,
    name: r.name,
    idNumber: show.id(r.id_number),
    phone: show.phone(phoneOf(fields, r.answers)),
    major: majorOf(fields, r.answers),
    admittedMajorId: r.admitted_major_id,
    admittedMajor: r.admitted_major ?? '',
    majorChoices: choices,
    wishedMajorIds: wishedMajorIds(fields, r.answers, choices),
    reviewStatus: r.review_status as 0 | 1 | 2,
    rejectReason: r.reject_reason,
    feeStatus: r.fee_status as Fee,
    voucherStatus: r.voucher_status as Voucher,
    admissionStatus: r.admission_status as 1 | 2 | 3 | 4 | 5,
    admissionReason: r.admission_reason,
    amount: r.amount,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    ...texts(r),
    // What this role may do with the row now (issue 23): the journeys' rules the moves enforce.
    actions: staffRegistrationActions(facts, c.staff.role),
    blocked: decisionBlocked(facts),
  };
}

/**
 * Refuses (422, the journeys' sentence) an action the registration's row does not offer the caller's
 * role now: the same rule (journeys staffRefusal) computes the row's `actions`.
 */
export async function mustOffer(c: StaffCtx, registrationId: string, action: StaffRegistrationAction) {
  const r = await staffReg(c.deps.db, c.staff.orgId, registrationId);
  const no = staffRefusal(factsOf(r, c.deps.now()), c.staff.role, action);
  if (no) throw apiError('REFUSED', no);
}

/** A move's answer with what the caller's role may do with the registration now (as its row's). */
async function withActions(c: StaffCtx, m: Moved): Promise<Moved> {
  const r = await staffReg(c.deps.db, c.staff.orgId, m.id);
  return { ...m, actions: staffRegistrationActions(factsOf(r, c.deps.now()), c.staff.role) };
}

const REVIEW_OF = {
  pending: REVIEW_CODE.pending,
  approved: REVIEW_CODE.approved,
  rejected: REVIEW_CODE.rejected,
};

/** Bulk move: explicit ids (each checked by the model) or every registration of the plan in `from`. */
async function bulk(
  c: StaffCtx,
  name: 'approve',
  input: { planId: string; registrationIds?: string[] | undefined; dryRun: boolean },
) {
  await staffPlan(c.deps.db, c.staff.orgId, input.planId);
  const ok = await bulkEligible(c.deps.db, c.staff.orgId, input, name);
  const okIds = new Set(ok.map((x) => x.id));
  const asked = input.registrationIds ?? [];
  const found = await bulkSubjects(c.deps.db, c.staff.orgId, [...new Set(asked)]);
  const names = new Map(found.map((x) => [x.id, x.name]));
  // Those not approvable are listed by name with the review journey's own refusal.
  const skipped = asked
    .filter((x) => !okIds.has(x))
    .map((id) => {
      const s = found.find((x) => x.id === id);
      const reason = !s
        ? '报名记录不存在'
        : s.planId !== input.planId
          ? '不属于所选招生计划'
          : MOVES.approve.refusal(s);
      return { id, name: s?.name ?? '-', reason };
    });
  const nameOf = async (ids: string[]) => {
    const missing = ids.filter((id) => !names.has(id));
    for (const x of await bulkSubjects(c.deps.db, c.staff.orgId, missing)) names.set(x.id, x.name);
    return ids.map((id) => ({ id, name: names.get(id) ?? '-' }));
  };
  const done: string[] = [];
  if (!input.dryRun) {
    for (const { id } of ok) {
      try {
        const body = { registrationId: id };
        const row = await applyMove(c.deps.db, MOVES[name], body, c.deps.now(), c.staff.orgId);
        await afterMove(c.deps, name, row, body);
        done.push(id);
      } catch (e) {
        skipped.push({
          id,
          name: names.get(id) ?? '-',
          reason: e instanceof Error ? e.message : '当前状态不能进行此操作',
        });
      }
    }
  }
  return {
    count: input.dryRun ? ok.length : done.length,
    approvedIds: input.dryRun ? ok.map((x) => x.id) : done,
    decided: await nameOf(input.dryRun ? ok.map((x) => x.id) : done),
    skipped,
    dryRun: input.dryRun,
  };
}

/** A notice as 通知发送 shows it: whom by name and the channel, never an openid or an account id. */
const outboxRow = (r: OutboxRowDb & { recipientName?: string | null }, now: Date) => ({
  id: r.id,
  kind: r.kind,
  channel: r.channel,
  channelText: CHANNEL_TEXT[r.channel],
  status: r.status,
  statusText: OUTBOX_STATUS_TEXT[r.status],
  // Only a masked phone is shown as an address (the stored 'openid' or account id is not).
  recipient: /^\d{3}\*{4}\d{4}$/.test(r.recipient) ? r.recipient : '',
  recipientName: r.recipientName ?? null,
  heldUntil: iso(heldUntil(r, now)),
  title: r.title,
  body: r.body,
  attempts: r.attempts,
  lastError: r.lastError,
  nextAttemptAt: iso(r.nextAttemptAt),
  createdAt: iso(r.createdAt)!,
  sentAt: iso(r.sentAt),
});

/** The school's workspace (contract/staff-work.ts): every call one audit row, every query in the session's school. */
export async function staffWorkRoutes(app: FastifyInstance): Promise<void> {
  // ---------- plans ----------
  handle(
    app,
    W.plans,
    async (_i, c) => {
      const list = await planCounts(c.deps.db, c.staff.orgId);
      return list.map((p) => ({
        id: p.id,
        name: p.name,
        batch: p.batch,
        resultsPublishAt: iso(p.results_publish_at),
        resultsPublished: resultPublished(p.results_publish_at, c.deps.now()),
        counts: { pending: p.pending, approved: p.approved, rejected: p.rejected, admitted: p.admitted },
      }));
    },
    { audit: () => ({ action: 'plan.list' }) },
  );

  handle(
    app,
    W.publishResults,
    async (i, c) => {
      // 立即公布: the server's clock; 定时公布: the moment chosen.
      const at = i.now ? null : new Date(i.publishAt!);
      const r = await publishResults(c.deps, c.staff.orgId, i.planId, at);
      c.note.notices = r.notices;
      return {
        planId: r.plan.id,
        resultsPublishAt: r.resultsPublishAt,
        resultsPublished: r.resultsPublished,
      };
    },
    {
      audit: (i, o, c) => ({
        action: 'plan.publish-results',
        target: o.planId,
        details: { publishAt: o.resultsPublishAt, now: !!i.now, notices: c.note.notices },
      }),
    },
  );

  // ---------- registrations ----------
  handle(
    app,
    W.registrations,
    async (q, c) => {
      const unmasked = mayUnmask(c, q.unmask);
      const text = q.q ? q.q.trim() : '';
      const where = registrationFilter(c.staff.orgId, {
        planId: q.planId,
        review: q.review ? REVIEW_OF[q.review] : undefined,
        text,
      });
      const total = await countRegs(c.deps.db, where);
      const list = await staffRegs(c.deps.db, where, submittedOrder(q.sort), q);
      const counts = await reviewCounts(
        c.deps.db,
        registrationFilter(c.staff.orgId, { planId: q.planId, text }),
      );
      const cache = new Map<string, unknown>();
      const out = [];
      for (const r of list) out.push(await rowOf(c, r, unmasked, cache));
      return { total, rows: out, counts };
    },
    {
      // mayUnmask refused the call when the role may not unmask: here `unmask` is what was shown.
      audit: (q, o) => ({
        action: q.unmask ? 'registration.list.unmasked' : 'registration.list',
        details: {
          planId: q.planId ?? null,
          review: q.review ?? null,
          sort: q.sort,
          q: q.q ? '***' : null,
          count: o.rows.length,
        },
      }),
    },
  );

  handle(
    app,
    W.registration,
    async (q, c) => {
      const unmasked = mayUnmask(c, q.unmask);
      const r = await staffReg(c.deps.db, c.staff.orgId, q.registrationId);
      // The fields of the version this registration was submitted on, not today's form.
      const fields = await formFields(c.deps.db, r.template_id, r.form_version);
      const base = await rowOf(c, r, unmasked, new Map([[`${r.template_id}@v${r.form_version}`, fields]]));
      const show = shown(unmasked);
      return {
        ...base,
        fields: fields.map((f) => {
          const v = r.answers[f.prop];
          let t = answerText(f, v);
          if (f.rules?.some((x) => x.type === 'idNumber') || (t && t === r.id_number)) t = show.id(t);
          else if (f.rules?.some((x) => x.type === 'mobile')) t = show.phone(t);
          return {
            prop: f.prop,
            label: f.label,
            type: f.type,
            text: t,
            files: f.type === 'upload' ? filesOf(v).map((x) => fileOut(c, x)) : [],
            signature: f.type === 'signature' && typeof v === 'string' && v ? v : null,
          };
        }),
        voucherFiles: filesOf(r.voucher_files).map((x) => fileOut(c, x)),
        voucherReason: r.voucher_reason,
        order: r.order_no
          ? { orderNo: r.order_no, status: r.order_status ?? '', amount: r.amount, paidAt: iso(r.paid_at) }
          : null,
      };
    },
    {
      audit: (q, o) => ({
        action: q.unmask ? 'registration.view.unmasked' : 'registration.view',
        target: o.id,
      }),
    },
  );

  type Move = 'approve' | 'reject' | 'markPaid';
  const move = <K extends Move>(name: K, action: string, offer?: StaffRegistrationAction) =>
    handle(
      app,
      W[name] as (typeof W)[Move],
      async (input, c) => {
        if (offer) await mustOffer(c, input.registrationId, offer);
        const row = await applyMove(c.deps.db, MOVES[name], input, c.deps.now(), c.staff.orgId);
        await afterMove(c.deps, name, row, input as Record<string, unknown>);
        return withActions(c, moved(row));
      },
      {
        audit: (input, o) => {
          const { reason } = input as { reason?: string };
          return { action, target: o.id, details: reason ? { reason } : {} };
        },
      },
    );
  move('approve', 'registration.approve');
  move('reject', 'registration.reject');
  // Issue 24: decisions through the admission journey (admission-decisions.ts); the audit names whom.
  type Decision = 'admit' | 'undoAdmission' | 'revokeAdmission';
  const decision = <K extends Decision>(
    name: K,
    action: string,
    run: (i: z.output<(typeof W)[K]['request']>, c: StaffCtx) => Promise<{ row: unknown; name: string }>,
    details: (i: z.output<(typeof W)[K]['request']>) => Record<string, unknown> = () => ({}),
  ) =>
    handle(
      app,
      W[name] as (typeof W)[Decision],
      async (i, c) => {
        const r = await run(i as z.output<(typeof W)[K]['request']>, c);
        c.note.name = r.name;
        return withActions(c, r.row as Moved);
      },
      {
        audit: (i, o, c) => ({
          action,
          target: o.id,
          details: { ...details(i as z.output<(typeof W)[K]['request']>), name: c.note.name },
        }),
      },
    );
  decision(
    'admit',
    'admission.decide',
    (i, c) => decide(c.deps, c.staff.orgId, i.registrationId, i.status, i.majorId),
    (i) => ({ status: i.status }),
  );
  decision('undoAdmission', 'admission.undo', (i, c) =>
    undoDecision(c.deps, c.staff.orgId, i.registrationId),
  );
  decision(
    'revokeAdmission',
    'admission.revoke',
    (i, c) => revokeAdmission(c.deps, c.staff.orgId, i.registrationId, i.reason),
    (i) => ({ reason: i.reason }),
  );
  handle(
    app,
    W.letterPreview,
    async (i, c) => {
      const r = await staffReg(c.deps.db, c.staff.orgId, i.registrationId);
      if (r.admission_status !== ADMISSION_CODE.admitted)
        throw apiError('REFUSED', '只有已录取的报名有录取通知书，请先录取');
      const school = await loadSchool(c.deps.db, c.staff.tenantId, c.staff.orgId);
      if (!school) throw apiError('NOT_FOUND', '学校不存在');
      const letter = await letterOf(c.deps.db, school, {
        name: r.name,
        planName: r.plan_name,
        templateId: r.template_id,
        formVersion: r.form_version,
        answers: (r.answers ?? {}) as Record<string, unknown>,
        admittedMajorId: r.admitted_major_id,
      });
      return {
        registrationId: r.id,
        name: r.name,
        planName: r.plan_name,
        schoolName: school.name,
        ...letter,
      };
    },
    {
      audit: (_i, o) => ({
        action: 'admission.letter-preview',
        target: o.registrationId,
        details: { name: o.name },
      }),
    },
  );
  move('markPaid', 'order.mark-paid', 'markPaid');

  handle(app, W.bulkApprove, async (i, c) => bulk(c, 'approve', i), {
    audit: (i, o) => ({
      action: i.dryRun ? 'registration.bulk-approve.dry-run' : 'registration.bulk-approve',
      target: i.planId,
      details: { count: o.count, ids: o.approvedIds },
    }),
  });
  handle(
    app,
    W.bulkAdmit,
    async (i, c) => {
      await staffPlan(c.deps.db, c.staff.orgId, i.planId);
      return bulkDecide(c.deps, c.staff.orgId, i);
    },
    {
      audit: (i, o) => ({
        action: i.dryRun ? 'admission.bulk.dry-run' : 'admission.bulk',
        target: i.planId,
        details: {
          count: o.count,
          ids: o.decided.map((x) => x.id),
          skipped: o.skipped.map((x) => ({ id: x.id, reason: x.reason })),
          status: i.status,
        },
      }),
    },
  );

  // ---------- reject templates ----------
  handle(
    app,
    W.rejectTemplates,
    async (_i, c) => (await rejectTemplates(c.deps.db, c.staff.orgId)) ?? DEFAULT_TEMPLATES,
    { audit: () => ({ action: 'reject-templates.list' }) },
  );
  handle(
    app,
    W.saveRejectTemplates,
    async (i, c) => {
      const list = [...new Set(i.templates)];
      await saveRejectTemplates(c.deps.db, c.staff, list);
      return list;
    },
    {
      audit: (_i, o) => ({ action: 'reject-templates.save', details: { count: o.length } }),
    },
  );

  // ---------- vouchers ----------
  handle(
    app,
    W.vouchers,
    async (q, c) => {
      const { total, counts, list } = await voucherPage(c.deps.db, c.staff.orgId, q);
      const now = c.deps.now();
      return {
        total,
        counts,
        rows: list.map((r) => ({
          registrationId: r.id,
          planName: r.plan_name,
          name: r.name,
          amount: r.amount,
          voucherStatus: r.voucher_status as Voucher,
          voucherText: texts(r).voucherText,
          voucherReason: r.voucher_reason,
          feeStatus: r.fee_status as Fee,
          files: filesOf(r.voucher_files).map((x) => fileOut(c, x)),
          updatedAt: iso(r.updated_at)!,
          // What this role may do with the voucher now (issue 23): the rule reviewVoucher refuses by.
          actions: voucherRowActions(factsOf(r, now), c.staff.role),
        })),
      };
    },
    {
      audit: (q, o) => ({ action: 'voucher.list', details: { status: q.status, count: o.rows.length } }),
    },
  );
  handle(
    app,
    W.reviewVoucher,
    async (i, c) => {
      if (!i.approve && !i.reason) throw apiError('BAD_REQUEST', '请填写驳回原因');
      await mustOffer(c, i.registrationId, i.approve ? 'approveVoucher' : 'rejectVoucher');
      const row = await applyMove(c.deps.db, MOVES.voucher, i, c.deps.now(), c.staff.orgId);
      await afterMove(c.deps, 'voucher', row, i);
      return withActions(c, moved(row));
    },
    {
      audit: (i, o) => ({
        action: i.approve ? 'voucher.approve' : 'voucher.reject',
        target: o.id,
        details: i.reason ? { reason: i.reason } : {},
      }),
    },
  );

  // ---------- face photos ----------
  handle(app, W.photos, async (q, c) => listPhotos(c, q), {
    audit: (q, o) => ({ action: 'photo.list', details: { status: q.status, count: o.rows.length } }),
  });
  handle(
    app,
    W.reviewPhoto,
    async (i, c) => {
      if (!i.approve && !i.reason) throw apiError('BAD_REQUEST', '请填写驳回原因');
      const r = await reviewStaffPhoto(c, i);
      return {
        welcomeId: r.welcomeId,
        photoStatus: r.photoStatus,
        rejectReason: r.photoRejectReason,
        actions: r.actions,
      };
    },
    {
      audit: (i) => ({
        action: i.approve ? 'photo.approve' : 'photo.reject',
        target: i.welcomeId,
        details: i.reason ? { reason: i.reason } : {},
      }),
    },
  );

  // ---------- payments ----------
  handle(
    app,
    W.orders,
    async (q, c) => {
      const { total, counts, list } = await orderPage(c.deps.db, c.staff.orgId, q);
      const now = c.deps.now();
      return {
        total,
        counts: counts.map((n) => ({ ...n, feeStatus: n.feeStatus as Fee })),
        rows: list.map((r) => ({
          registrationId: r.id,
          planName: r.plan_name,
          name: r.name,
          amount: r.amount,
          feeStatus: r.fee_status as Fee,
          feeText: texts(r).feeText,
          orderNo: r.order_no,
          orderStatus: r.order_status,
          paidAt: iso(r.paid_at),
          // What this role may do with the fee now (issue 23): the rule markPaid and refund refuse by.
          actions: orderRowActions(factsOf(r, now), c.staff.role),
        })),
      };
    },
    { audit: (_q, o) => ({ action: 'order.list', details: { count: o.rows.length } }) },
  );
  handle(app, W.refund, async (i, c) => withActions(c, moved(await refundRegistration(c, i))), {
    audit: (i, o) => ({ action: 'order.refund', target: o.id, details: { reason: i.reason } }),
  });

  // ---------- exports ----------
  handle(
    app,
    W.exportXlsx,
    async (i, c) => {
      const unmasked = mayUnmask(c, i.unmask);
      const plan = await staffPlan(c.deps.db, c.staff.orgId, i.planId);
      c.note.planId = plan.id;
      return {
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename: `${plan.name}-报名.xlsx`,
        body: await planXlsx(c.deps.db, plan, unmasked),
      };
    },
    {
      audit: (i, _o, c) => ({
        action: i.unmask ? 'export.xlsx.unmasked' : 'export.xlsx',
        target: c.note.planId as string,
      }),
    },
  );
  handle(
    app,
    W.exportAttachments,
    async (i, c) => {
      const plan = await staffPlan(c.deps.db, c.staff.orgId, i.planId);
      const { stream, count: n } = await planAttachmentsZip(c.deps.db, c.deps.storage, plan);
      c.note.files = n;
      return { contentType: 'application/zip', filename: `${plan.name}-附件.zip`, body: stream };
    },
    {
      audit: (i, _o, c) => ({
        action: 'export.attachments',
        target: i.planId,
        details: { files: c.note.files },
      }),
    },
  );

  // ---------- notifications ----------
  handle(
    app,
    W.outbox,
    async (q, c) => {
      const { total: n, list } = await outboxPage(c.deps.db, c.staff.orgId, q);
      const now = c.deps.now();
      return { total: n, rows: list.map((r) => outboxRow(r, now)) };
    },
    { audit: () => ({ action: 'outbox.list' }) },
  );
  handle(
    app,
    W.resend,
    async (i, c) => {
      const before = await outboxRowOf(c.deps.db, c.staff.orgId, i.id);
      if (!before) throw apiError('NOT_FOUND', '通知不存在');
      // A result notice waits for its publication time: sending it now would tell the result early.
      if (heldUntil(before, c.deps.now()))
        throw apiError('REFUSED', '录取结果尚未公布，通知将在公布时间自动发送');
      const r = await resend(c.deps, c.staff.orgId, i.id);
      if (!r) throw apiError('NOT_FOUND', '通知不存在');
      return outboxRow(r, c.deps.now());
    },
    { audit: (_i, o) => ({ action: 'outbox.resend', target: o.id }) },
  );

  // Dev only: what the dev adapter "sent" (no session, no tenant; never registered in production).
  if (process.env.NODE_ENV !== 'production')
    handle(
      app,
      W.devOutbox,
      async () => {
        const port = notifierOf(app.deps) as Partial<DevNotify>;
        const sent = port.channel === 'dev' && port.sent ? port.sent : [];
        return sent.map((m, k) => ({
          id: String(sent.length - k),
          kind: m.kind,
          to: m.phone ? maskPhone(m.phone) : m.openid ? 'openid' : '-',
          title: m.title,
          body: m.body,
          appId: m.appId ?? '',
          at: m.at,
        }));
      },
      { noTenant: true },
    );
}
