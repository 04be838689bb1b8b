import * as W from '@contract/staff-work';
import { ADMISSION_CODE } from '@domain/journeys';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { staffPlan, staffReg } from '../../exports/data';
import { apiError } from '../../http/errors';
import { bulkDecide, decide, revokeAdmission, undoDecision } from './admission-decisions';
import { loadSchool } from '../../school/settings';
import { letterOf } from '../register/admission-letter';
import { publishResults } from './publish-results';
import { handle, type StaffRouteContext as StaffCtx } from '../../http/route';
import { withActions, type Moved } from './work-shared';

/** 录取: publish the results, decide / undo / revoke (one by one and in bulk), the letter preview. */
export function admissionRoutes(app: FastifyInstance): void {
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
}
