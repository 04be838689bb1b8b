import type { FormFieldDef } from '@contract/enrollment';
import { staffEndpoint } from '@contract/endpoint';
import * as C from '@contract/plan-setup';
import { planSetupPaths as P, PLAN_SETUP_ROLES as ROLES } from '@contract/plan-setup';
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

type Contract = { request: z.ZodType; response: z.ZodType };

/**
 * One plan-setup endpoint: 学校管理员 and 招生老师, the school from the session, the input and the
 * answer checked by the contract, one audit row. A plan write forgets the school's cached public list.
 */
function route<E extends Contract>(
  app: FastifyInstance,
  path: string,
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
    staffEndpoint(path, e),
    audited(async (input: unknown, c) => {
      const r = await run(input as z.output<E['request']>, c);
      if (writesPlans) forgetPlanList(c.deps, c.staff);
      return {
        data: r.data,
        audit: { action: r.action, target: r.target ?? null, details: r.details ?? {} },
      };
    }),
    { roles: ROLES },
  );
}

const scope = (c: StaffCtx) => ({ tenantId: c.staff.tenantId, orgId: c.staff.orgId });

export async function planSetupRoutes(app: FastifyInstance): Promise<void> {
  route(app, P.list, C.list, async (_q, c) => {
    const data = await listSetupPlans(c.deps.db, scope(c), c.deps.now());
    return { data, action: 'plan.list', details: { count: data.length } };
  });
  route(app, P.get, C.get, async ({ planId }, c) => ({
    data: await setupPlan(c.deps.db, scope(c), planId, c.deps.now()),
    action: 'plan.get',
    target: planId,
  }));
  route(
    app,
    P.create,
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
    P.save,
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
  for (const [path, e, event] of [
    [P.close, C.close, 'close'],
    [P.reopen, C.reopen, 'reopen'],
  ] as const)
    route(
      app,
      path,
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
    P.copy,
    C.copy,
    async ({ planId }, c) => {
      const data = await copyPlan(c.deps.db, scope(c), planId, c.deps.now());
      return { data, action: 'plan.copy', target: data.id, details: { from: planId } };
    },
    true,
  );
  route(app, P.options, C.options, async (_q, c) => ({
    data: { majors: await schoolMajors(c.deps.db, scope(c)), forms: await listForms(c.deps.db, scope(c)) },
    action: 'plan.options',
  }));

  route(app, P.forms, C.forms, async (_q, c) => ({
    data: await listForms(c.deps.db, scope(c)),
    action: 'form.list',
  }));
  route(app, P.form, C.form, async ({ templateId }, c) => ({
    data: await getForm(c.deps.db, scope(c), templateId),
    action: 'form.get',
    target: templateId,
  }));
  route(app, P.saveDraft, C.saveDraft, async (input, c) => {
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
  route(app, P.publish, C.publish, async ({ templateId }, c) => {
    const data = await publishForm(c.deps.db, scope(c), templateId, c.staff.id, c.deps.now());
    return { data, action: 'form.publish', target: templateId, details: { version: data.version } };
  });
  route(
    app,
    P.movePlans,
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
