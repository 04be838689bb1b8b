import * as A from '@contract/staff-activities';
import type { FastifyInstance } from 'fastify';
import { activitySignupsXlsx } from '../../exports/activity-xlsx';
import { shown } from '../../exports/data';
import { notices } from '../../notify/notices';
import { enqueue } from '../../notify/outbox';
import { chinaText } from '../plan/china-text';
import { audited, handle, type StaffRouteContext as StaffCtx } from '../../http/route';
import { mayUnmask } from '../admin/work-routes';
import {
  activityView,
  cancelSchoolActivity,
  createActivity,
  listSchoolActivities,
  saveActivity,
  schoolActivity,
  signupsOf,
} from './service';

const school = (c: StaffCtx) => ({ tenantId: c.staff.tenantId, orgId: c.staff.orgId });

/** 活动管理 (contract/staff-activities.ts): every answer parsed by its contract schema, one audit row per call. */
export async function staffActivityRoutes(app: FastifyInstance): Promise<void> {
  handle(
    app,
    A.list,
    audited(async (_i, c) => {
      const now = c.deps.now();
      const list = await listSchoolActivities(c.deps.db, school(c));
      return {
        data: A.list.response.parse(list.map((a) => activityView(a, now))),
        audit: { action: 'activity.list', details: { count: list.length } },
      };
    }),
  );

  handle(
    app,
    A.get,
    audited(async (i, c) => {
      const a = await schoolActivity(c.deps.db, school(c), i.activityId);
      return {
        data: A.get.response.parse(activityView(a, c.deps.now())),
        audit: { action: 'activity.view', target: a.id },
      };
    }),
  );

  handle(
    app,
    A.create,
    audited(async (i, c) => {
      const a = await createActivity(c.deps.db, school(c), i);
      return {
        data: A.create.response.parse(activityView(a, c.deps.now())),
        audit: { action: 'activity.create', target: a.id, details: { title: a.title, capacity: a.capacity } },
      };
    }),
  );

  handle(
    app,
    A.save,
    audited(async ({ activityId, ...i }, c) => {
      const a = await saveActivity(c.deps.db, school(c), activityId, i);
      return {
        data: A.save.response.parse(activityView(a, c.deps.now())),
        audit: { action: 'activity.save', target: a.id, details: { title: a.title, capacity: a.capacity } },
      };
    }),
  );

  handle(
    app,
    A.cancel,
    audited(async (i, c) => {
      const now = c.deps.now();
      const { row, signups } = await cancelSchoolActivity(c.deps.db, school(c), i.activityId, i.reason, now);
      let notified = 0;
      for (const s of signups)
        if (await enqueue(c.deps, notices.activityCancelled(row, s, i.reason))) notified++;
      return {
        data: A.cancel.response.parse({ activity: activityView(row, now), notified }),
        audit: { action: 'activity.cancel', target: row.id, details: { reason: i.reason, notified } },
      };
    }),
  );

  handle(
    app,
    A.signups,
    audited(async (i, c) => {
      const unmasked = mayUnmask(c, i.unmask);
      const a = await schoolActivity(c.deps.db, school(c), i.activityId);
      const show = shown(unmasked);
      const list = await signupsOf(c.deps.db, a);
      return {
        data: A.signups.response.parse({
          activity: activityView(a, c.deps.now()),
          rows: list.map((s) => ({
            id: s.id,
            name: s.name,
            phone: show.phone(s.phone),
            remark: s.remark,
            createdAt: chinaText(s.createdAt),
          })),
        }),
        audit: {
          action: unmasked ? 'activity.signups.unmasked' : 'activity.signups',
          target: a.id,
          details: { count: list.length },
        },
      };
    }),
  );

  handle(
    app,
    A.exportSignups,
    audited(async (i, c) => {
      const unmasked = mayUnmask(c, i.unmask);
      const a = await schoolActivity(c.deps.db, school(c), i.activityId);
      const { body, count } = await activitySignupsXlsx(c.deps.db, a, unmasked);
      return {
        file: {
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          filename: `${a.title}-报名名单.xlsx`,
          body,
        },
        audit: {
          action: unmasked ? 'activity.export.unmasked' : 'activity.export',
          target: a.id,
          details: { count },
        },
      };
    }),
  );
}
