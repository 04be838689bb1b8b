import { hasFileAnswer, hasImageAnswer } from '@domain/forms/field-types';
import * as W from '@contract/staff-work';
import { resultPublished } from '@domain/journeys';
import type { FastifyInstance } from 'fastify';
import {
  answerText,
  filesOf,
  formFields,
  iso,
  shown,
  staffPlan,
  staffReg,
  staffRegs,
} from '../../exports/data';
import { afterMove } from './moves-notify';
import { applyMove, MOVES } from './registration-moves';
import { handle, type StaffRouteContext as StaffCtx } from '../../http/route';
import {
  bulkEligible,
  bulkSubjects,
  countRegs,
  planCounts,
  registrationFilter,
  reviewCounts,
  submittedOrder,
  rejectTemplates,
  saveRejectTemplates,
} from './work-service';
import { fileOut, mayUnmask, moveRoute, REVIEW_OF, rowOf } from './work-shared';

const DEFAULT_TEMPLATES = [
  '材料不完整，请补充后重新提交',
  '证件照片不清晰',
  '信息填写有误，请核对后重新提交',
];

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

/** 报名审核: the plan list, registrations and their detail, approve / reject (one by one and in bulk), the reject templates. */
export function reviewRoutes(app: FastifyInstance): void {
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
            files: hasFileAnswer(f) ? filesOf(v).map((x) => fileOut(c, x)) : [],
            signature: hasImageAnswer(f) && typeof v === 'string' && v ? v : null,
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
  moveRoute(app, 'approve', 'registration.approve');
  moveRoute(app, 'reject', 'registration.reject');

  handle(app, W.bulkApprove, async (i, c) => bulk(c, 'approve', i), {
    audit: (i, o) => ({
      action: i.dryRun ? 'registration.bulk-approve.dry-run' : 'registration.bulk-approve',
      target: i.planId,
      details: { count: o.count, ids: o.approvedIds },
    }),
  });

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
}
