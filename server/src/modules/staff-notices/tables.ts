import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { NoticeFilter } from '@domain/staff/mass-notice';

/** 群发通知: one row per send (the history, the daily limit, the idempotency of a double click). */
export const massNotices = pgTable(
  'mass_notices',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    /** Made by the screen per draft: the same id again answers this row and sends nothing. */
    requestId: text('request_id').notNull(),
    planId: text('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    filter: text('filter').$type<NoticeFilter>().notNull(),
    /** Issue 34 item 10: a plan's applicants, or the new students on the roster (plan_id '' then). */
    audience: text('audience').$type<'applicants' | 'students'>().notNull().default('applicants'),
    /** The roster's choice in words (专业 · 班级), '' for all of them or for applicants. */
    scope: text('scope').notNull().default(''),
    title: text('title').notNull(),
    body: text('body').notNull(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    recipients: integer('recipients').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('mass_notices_request_key').on(t.orgId, t.requestId),
    index('mass_notices_org_time').on(t.orgId, t.createdAt),
  ],
);
