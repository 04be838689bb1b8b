import type { FormFieldDef } from '@contract/enrollment';
import type { Endpoint } from '@contract/endpoint';
import * as C from '@contract/plan-setup';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { audited, handle, type StaffRouteContext as StaffCtx } from '../../http/route';
import { forgetPlanList } from '../plan/routes';
import { getForm, listForms, movePlansToVersion, publishForm, saveDraft } from './forms-service';
import {
  copyPlan,
  createPlan,
  listSetupPlans,
  movePlan,
  savePlan,
  schoolMajors,
  setupPlan,
} from './plans-service';

/**
 * One plan-setup endpoint: 学校管理员 and 招生老师 (its action), the school from the session, the input and the
 * answer checked by the contract, one audit row. A plan write forgets the school's cached public list.
 */
function route<E extends Endpoint & { access: 'staff' }>(
  app: FastifyInstance,
  e: E,
  run: (
    input: z.output<E['request']>,
    c: StaffCtx,
  ) => Promise<{
    data: z.input<E['response']>;
    action: string;
    target?: string;
    details?: Record<string, unknown>;
  }>,
  writesPlans = false,
): void {
  handle(
    app,
    e,
    audited(async (input: unknown, c) => {
      const r = await run(input as z.output<E['request']>, c);
      if (writesPlans) forgetPlanList(c.deps, c.staff);
      return {
        data: r.data,
        audit: { action: r.action, target: r.target ?? null, details: r.details ?? {} },
      };
    }),
  );
}

const scope = (c: StaffCtx) => ({ tenantId: c.staff.tenantId, orgId: c.staff.orgId });

export async function planSetupRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.list, async (_q, c) => {
    const data = await listSetupPlans(c.deps.db, scope(c), c.deps.now());
    return { data, action: 'plan.list', details: { count: data.length } };
  });
  route(app, C.get, async ({ planId }, c) => ({
    data: await setupPlan(c.deps.db, scope(c), planId, c.deps.now()),
    action: 'plan.get',
    target: planId,
  }));
  route(
    app,
    C.create,
    async (t, c) => {
      const data = await createPlan(c.deps.db, scope(c), t, c.deps.now());
      return {
        data,
        action: 'plan.create',
        target: data.id,
        details: { name: t.name, formVersion: t.formVersion },
      };
    },
    true,
  );
  route(
    app,
    C.save,
    async ({ planId, ...t }, c) => {
      const data = await savePlan(c.deps, scope(c), planId, t, c.deps.now());
      return {
        data,
        action: 'plan.save',
        target: planId,
        details: { name: t.name, quota: t.quota, templateId: t.templateId, formVersion: t.formVersion },
      };
    },
    true,
  );
  for (const [e, event] of [
    [C.close, 'close'],
    [C.reopen, 'reopen'],
  ] as const)
    route(
      app,
      e,
      async ({ planId }, c) => ({
        data: await movePlan(c.deps.db, scope(c), planId, event, c.deps.now()),
        action: `plan.${event}`,
        target: planId,
      }),
      true,
    );
  route(
    app,
    C.copy,
    async ({ planId }, c) => {
      const data = await copyPlan(c.deps.db, scope(c), planId, c.deps.now());
      return { data, action: 'plan.copy', target: data.id, details: { from: planId } };
    },
    true,
  );
  route(app, C.options, async (_q, c) => ({
    data: { majors: await schoolMajors(c.deps.db, scope(c)), forms: await listForms(c.deps.db, scope(c)) },
    action: 'plan.options',
  }));

  route(app, C.forms, async (_q, c) => ({
    data: await listForms(c.deps.db, scope(c)),
    action: 'form.list',
  }));
  route(app, C.form, async ({ templateId }, c) => ({
    data: await getForm(c.deps.db, scope(c), templateId),
    action: 'form.get',
    target: templateId,
  }));
  route(app, C.saveDraft, async (input, c) => {
    // Field types outside the enum reach the design rules, which refuse them with a Chinese message.
    const design = { ...input, fields: input.fields as FormFieldDef[] };
    const data = await saveDraft(c.deps.db, scope(c), design, c.deps.now());
    return {
      data,
      action: 'form.saveDraft',
      target: data.templateId,
      details: { fields: input.fields.length },
    };
  });
  route(app, C.publish, async ({ templateId }, c) => {
    const data = await publishForm(c.deps.db, scope(c), templateId, c.staff.id, c.deps.now());
    return { data, action: 'form.publish', target: templateId, details: { version: data.version } };
  });
  route(
    app,
    C.movePlans,
    async (input, c) => {
      const data = await movePlansToVersion(c.deps.db, scope(c), input);
      return {
        data,
        action: 'form.movePlans',
        target: input.templateId,
        details: { version: data.version, plans: data.moved.map((m) => m.planId) },
      };
    },
    true,
  );
}
