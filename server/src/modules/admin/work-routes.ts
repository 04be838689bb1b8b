import * as W from '@contract/staff-work';
import { factsOf } from '../register/service';
import { staffRegistrationActions } from '@domain/journeys';
import { staffWorkPaths as P, staffWorkRoles as R, UNMASK_ROLES } from '@contract/staff-work';
import { maskPhone } from '@domain/identity/mask';
import { ADMISSION_CODE, REVIEW_CODE, VOUCHER_CODE, resultPublished } from '@domain/journeys';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registrations as reg } from '../../db/schema';
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
import { type StaffCtx, staffRoute } from './staff-route';
import {
  bulkEligible,
  bulkSubjects,
  countRegs,
  feeCounts,
  paidOrder,
  planCounts,
  registrationFilter,
  reviewCounts,
  submittedOrder,
  rejectTemplates,
  saveRejectTemplates,
  uploadedOrder,
  voucherCounts,
} from './work-service';

const DEFAULT_TEMPLATES = [
  '材料不完整，请补充后重新提交',
  '证件照片不清晰',
  '信息填写有误，请核对后重新提交',
];

const moved = (r: MovedRow) => ({
  id: r.id,
  reviewStatus: r.review_status as 0 | 1 | 2,
  feeStatus: r.fee_status,
  admissionStatus: r.admission_status as 1 | 2 | 3 | 4 | 5,
  voucherStatus: r.voucher_status,
});

/** Unmasked only for a role allowed to see it; asking without the right is refused (403). */
export const mayUnmask = (c: StaffCtx, unmask: boolean): boolean => {
  if (!unmask) return false;
  if (!(UNMASK_ROLES as readonly string[]).includes(c.staff.role)) throw apiError('FORBIDDEN');
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
  const show = shown(unmasked);
  return {
    id: r.id,
    regNo: r.reg_no,
    planId: r.plan_id,
    planName: r.plan_name,
    name: r.name,
    idNumber: show.id(r.id_number),
    phone: show.phone(phoneOf(fields, r.answers)),
    major: majorOf(fields, r.answers),
    reviewStatus: r.review_status as 0 | 1 | 2,
    rejectReason: r.reject_reason,
    feeStatus: r.fee_status,
    voucherStatus: r.voucher_status,
    admissionStatus: r.admission_status as 1 | 2 | 3 | 4 | 5,
    admissionReason: r.admission_reason,
    amount: r.amount,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    ...texts(r),
    // What this role may do with the row now (issue 23): the journeys' rules the moves enforce.
    actions: staffRegistrationActions(factsOf(r, c.deps.now()), c.staff.role),
  };
}

const REVIEW_OF = {
  pending: REVIEW_CODE.pending,
  approved: REVIEW_CODE.approved,
  rejected: REVIEW_CODE.rejected,
};
const VOUCHER_OF = {
  pending: VOUCHER_CODE.reviewing!,
  approved: VOUCHER_CODE.approved!,
  rejected: VOUCHER_CODE.rejected!,
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
  staffRoute(app, P.plans, R.plans, W.plans.request, async (_i, c) => {
    const list = await planCounts(c.deps.db, c.staff.orgId);
    return {
      data: list.map((p) => ({
        id: p.id,
        name: p.name,
        batch: p.batch,
        resultsPublishAt: iso(p.results_publish_at),
        resultsPublished: resultPublished(p.results_publish_at, c.deps.now()),
        counts: { pending: p.pending, approved: p.approved, rejected: p.rejected, admitted: p.admitted },
      })),
      audit: { action: 'plan.list' },
    };
  });

  staffRoute(app, P.publishResults, R.publishResults, W.publishResults.request, async (i, c) => {
    // 立即公布: the server's clock; 定时公布: the moment chosen.
    const at = i.now ? null : new Date(i.publishAt!);
    const r = await publishResults(c.deps, c.staff.orgId, i.planId, at);
    return {
      data: { planId: r.plan.id, resultsPublishAt: r.resultsPublishAt, resultsPublished: r.resultsPublished },
      audit: {
        action: 'plan.publish-results',
        target: r.plan.id,
        details: { publishAt: r.resultsPublishAt, now: !!i.now, notices: r.notices },
      },
    };
  });

  // ---------- registrations ----------
  staffRoute(app, P.registrations, R.registrations, W.registrations.request, async (q, c) => {
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
    return {
      data: { total, rows: out, counts },
      audit: {
        action: unmasked ? 'registration.list.unmasked' : 'registration.list',
        details: {
          planId: q.planId ?? null,
          review: q.review ?? null,
          sort: q.sort,
          q: q.q ? '***' : null,
          count: out.length,
        },
      },
    };
  });

  staffRoute(app, P.registration, R.registration, W.registration.request, async (q, c) => {
    const unmasked = mayUnmask(c, q.unmask);
    const r = await staffReg(c.deps.db, c.staff.orgId, q.registrationId);
    // The fields of the version this registration was submitted on, not today's form.
    const fields = await formFields(c.deps.db, r.template_id, r.form_version);
    const base = await rowOf(c, r, unmasked, new Map([[`${r.template_id}@v${r.form_version}`, fields]]));
    const show = shown(unmasked);
    return {
      data: {
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
      },
      audit: { action: unmasked ? 'registration.view.unmasked' : 'registration.view', target: r.id },
    };
  });

  const move = (
    path: string,
    roles: readonly ('admin' | 'admissions' | 'checkin')[],
    name: keyof typeof MOVES,
    schema: (typeof MOVES)[keyof typeof MOVES]['body'],
    action: string,
  ) =>
    staffRoute(app, path, roles, schema, async (input, c) => {
      const row = await applyMove(c.deps.db, MOVES[name], input, c.deps.now(), c.staff.orgId);
      await afterMove(c.deps, name, row, input as Record<string, unknown>);
      const { reason } = input as { reason?: string };
      return { data: moved(row), audit: { action, target: row.id, details: reason ? { reason } : {} } };
    });
  move(P.approve, R.approve, 'approve', W.approve.request, 'registration.approve');
  move(P.reject, R.reject, 'reject', W.reject.request, 'registration.reject');
  // Issue 24: decisions through the admission journey (admission-decisions.ts); the audit names whom.
  staffRoute(app, P.admit, R.admit, W.admit.request, async (i, c) => {
    const { row, name } = await decide(c.deps, c.staff.orgId, i.registrationId, i.status);
    return {
      data: row,
      audit: { action: 'admission.decide', target: row.id, details: { status: i.status, name } },
    };
  });
  staffRoute(app, P.undoAdmission, R.undoAdmission, W.undoAdmission.request, async (i, c) => {
    const { row, name } = await undoDecision(c.deps, c.staff.orgId, i.registrationId);
    return { data: row, audit: { action: 'admission.undo', target: row.id, details: { name } } };
  });
  staffRoute(app, P.revokeAdmission, R.revokeAdmission, W.revokeAdmission.request, async (i, c) => {
    const { row, name } = await revokeAdmission(c.deps, c.staff.orgId, i.registrationId, i.reason);
    return {
      data: row,
      audit: { action: 'admission.revoke', target: row.id, details: { reason: i.reason, name } },
    };
  });
  staffRoute(app, P.letterPreview, R.letterPreview, W.letterPreview.request, async (i, c) => {
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
    });
    return {
      data: { registrationId: r.id, name: r.name, planName: r.plan_name, schoolName: school.name, ...letter },
      audit: { action: 'admission.letter-preview', target: r.id, details: { name: r.name } },
    };
  });
  move(P.markPaid, R.markPaid, 'markPaid', W.markPaid.request, 'order.mark-paid');

  staffRoute(app, P.bulkApprove, R.bulkApprove, W.bulkApprove.request, async (i, c) => {
    const r = await bulk(c, 'approve', i);
    return {
      data: r,
      audit: {
        action: i.dryRun ? 'registration.bulk-approve.dry-run' : 'registration.bulk-approve',
        target: i.planId,
        details: { count: r.count, ids: r.approvedIds },
      },
    };
  });
  staffRoute(app, P.bulkAdmit, R.bulkAdmit, W.bulkAdmit.request, async (i, c) => {
    await staffPlan(c.deps.db, c.staff.orgId, i.planId);
    const r = await bulkDecide(c.deps, c.staff.orgId, i);
    return {
      data: r,
      audit: {
        action: i.dryRun ? 'admission.bulk.dry-run' : 'admission.bulk',
        target: i.planId,
        details: {
          count: r.count,
          ids: r.decided.map((x) => x.id),
          skipped: r.skipped.map((x) => ({ id: x.id, reason: x.reason })),
          status: i.status,
        },
      },
    };
  });

  // ---------- reject templates ----------
  const templatesOf = async (c: StaffCtx): Promise<string[]> => {
    return (await rejectTemplates(c.deps.db, c.staff.orgId)) ?? DEFAULT_TEMPLATES;
  };
  staffRoute(app, P.rejectTemplates, R.rejectTemplates, W.rejectTemplates.request, async (_i, c) => ({
    data: await templatesOf(c),
    audit: { action: 'reject-templates.list' },
  }));
  staffRoute(
    app,
    P.saveRejectTemplates,
    R.saveRejectTemplates,
    W.saveRejectTemplates.request,
    async (i, c) => {
      const list = [...new Set(i.templates)];
      await saveRejectTemplates(c.deps.db, c.staff, list);
      return { data: list, audit: { action: 'reject-templates.save', details: { count: list.length } } };
    },
  );

  // ---------- vouchers ----------
  staffRoute(app, P.vouchers, R.vouchers, W.vouchers.request, async (q, c) => {
    const where = and(
      eq(reg.orgId, c.staff.orgId),
      eq(reg.voucherStatus, VOUCHER_OF[q.status]),
      q.planId ? eq(reg.planId, q.planId) : undefined,
    );
    const total = await countRegs(c.deps.db, where);
    const list = await staffRegs(c.deps.db, where, uploadedOrder(q.sort), q);
    const counts = await voucherCounts(c.deps.db, c.staff.orgId, q.planId);
    return {
      data: {
        total,
        counts,
        rows: list.map((r) => ({
          registrationId: r.id,
          planName: r.plan_name,
          name: r.name,
          amount: r.amount,
          voucherStatus: r.voucher_status,
          voucherText: texts(r).voucherText,
          voucherReason: r.voucher_reason,
          feeStatus: r.fee_status,
          files: filesOf(r.voucher_files).map((x) => fileOut(c, x)),
          updatedAt: iso(r.updated_at)!,
        })),
      },
      audit: { action: 'voucher.list', details: { status: q.status, count: list.length } },
    };
  });
  staffRoute(app, P.reviewVoucher, R.reviewVoucher, W.reviewVoucher.request, async (i, c) => {
    if (!i.approve && !i.reason) throw apiError('BAD_REQUEST', '请填写驳回原因');
    const row = await applyMove(c.deps.db, MOVES.voucher, i, c.deps.now(), c.staff.orgId);
    await afterMove(c.deps, 'voucher', row, i);
    return {
      data: moved(row),
      audit: {
        action: i.approve ? 'voucher.approve' : 'voucher.reject',
        target: row.id,
        details: i.reason ? { reason: i.reason } : {},
      },
    };
  });

  // ---------- face photos ----------
  staffRoute(app, P.photos, R.photos, W.photos.request, async (q, c) => {
    const data = await listPhotos(c, q);
    return { data, audit: { action: 'photo.list', details: { status: q.status, count: data.rows.length } } };
  });
  staffRoute(app, P.reviewPhoto, R.reviewPhoto, W.reviewPhoto.request, async (i, c) => {
    if (!i.approve && !i.reason) throw apiError('BAD_REQUEST', '请填写驳回原因');
    const r = await reviewStaffPhoto(c, i);
    return {
      data: { welcomeId: r.welcomeId, photoStatus: r.photoStatus, rejectReason: r.photoRejectReason },
      audit: {
        action: i.approve ? 'photo.approve' : 'photo.reject',
        target: i.welcomeId,
        details: i.reason ? { reason: i.reason } : {},
      },
    };
  });

  // ---------- payments ----------
  staffRoute(app, P.orders, R.orders, W.orders.request, async (q, c) => {
    const base = and(
      eq(reg.orgId, c.staff.orgId),
      gt(reg.amount, 0),
      q.planId ? eq(reg.planId, q.planId) : undefined,
    );
    const where = and(base, q.feeStatus ? eq(reg.feeStatus, q.feeStatus) : undefined);
    const total = await countRegs(c.deps.db, where);
    const list = await staffRegs(c.deps.db, where, paidOrder(q.sort), q);
    const counts = await feeCounts(c.deps.db, base);
    return {
      data: {
        total,
        counts,
        rows: list.map((r) => ({
          registrationId: r.id,
          planName: r.plan_name,
          name: r.name,
          amount: r.amount,
          feeStatus: r.fee_status,
          feeText: texts(r).feeText,
          orderNo: r.order_no,
          orderStatus: r.order_status,
          paidAt: iso(r.paid_at),
        })),
      },
      audit: { action: 'order.list', details: { count: list.length } },
    };
  });
  staffRoute(app, P.refund, R.refund, W.refund.request, async (i, c) => {
    const row = await refundRegistration(c, i);
    return {
      data: moved(row),
      audit: { action: 'order.refund', target: row.id, details: { reason: i.reason } },
    };
  });

  // ---------- exports ----------
  staffRoute(app, P.exportXlsx, R.exportXlsx, W.exportXlsx.request, async (i, c) => {
    const unmasked = mayUnmask(c, i.unmask);
    const plan = await staffPlan(c.deps.db, c.staff.orgId, i.planId);
    const body = await planXlsx(c.deps.db, plan, unmasked);
    return {
      file: {
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename: `${plan.name}-报名.xlsx`,
        body,
      },
      audit: { action: unmasked ? 'export.xlsx.unmasked' : 'export.xlsx', target: plan.id },
    };
  });
  staffRoute(app, P.exportAttachments, R.exportAttachments, W.exportAttachments.request, async (i, c) => {
    const plan = await staffPlan(c.deps.db, c.staff.orgId, i.planId);
    const { stream, count: n } = await planAttachmentsZip(c.deps.db, c.deps.storage, plan);
    return {
      file: { contentType: 'application/zip', filename: `${plan.name}-附件.zip`, body: stream },
      audit: { action: 'export.attachments', target: plan.id, details: { files: n } },
    };
  });

  // ---------- notifications ----------
  staffRoute(app, P.outbox, R.outbox, W.outbox.request, async (q, c) => {
    const { total: n, list } = await outboxPage(c.deps.db, c.staff.orgId, q);
    const now = c.deps.now();
    return {
      data: { total: n, rows: list.map((r) => outboxRow(r, now)) },
      audit: { action: 'outbox.list' },
    };
  });
  staffRoute(app, P.resend, R.resend, W.resend.request, async (i, c) => {
    const before = await outboxRowOf(c.deps.db, c.staff.orgId, i.id);
    if (!before) throw apiError('NOT_FOUND', '通知不存在');
    // A result notice waits for its publication time: sending it now would tell the result early.
    if (heldUntil(before, c.deps.now()))
      throw apiError('REFUSED', '录取结果尚未公布，通知将在公布时间自动发送');
    const r = await resend(c.deps, c.staff.orgId, i.id);
    if (!r) throw apiError('NOT_FOUND', '通知不存在');
    return { data: outboxRow(r, c.deps.now()), audit: { action: 'outbox.resend', target: r.id } };
  });

  // Dev only: what the dev adapter "sent" (no session; never registered in production).
  if (process.env.NODE_ENV !== 'production')
    app.post(P.devOutbox, async () => {
      const port = notifierOf(app.deps) as Partial<DevNotify>;
      const sent = port.channel === 'dev' && port.sent ? port.sent : [];
      return {
        code: 0,
        msg: '成功',
        success: true,
        data: sent.map((m, k) => ({
          id: String(sent.length - k),
          kind: m.kind,
          to: m.phone ? maskPhone(m.phone) : m.openid ? 'openid' : '-',
          title: m.title,
          body: m.body,
          at: m.at,
        })),
      };
    });
}
