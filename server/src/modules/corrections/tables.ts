import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * 新生名单 rows removed by staff (issue 36 item 4): the whole row as it was, kept 30 days so it can be
 * restored. The row itself leaves welcome_students, so the desk, the board, the exports and check-in
 * stop seeing it at once without each reader learning a flag.
 */
export const rosterRemovals = pgTable(
  'roster_removals',
  {
    welcomeId: text('welcome_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    name: text('name').notNull(),
    idNumber: text('id_number').notNull(),
    entryYear: integer('entry_year').notNull(),
    /** welcome_students' columns by their database names, as they were when removed. */
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull(),
    removedBy: text('removed_by'),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('roster_removals_org').on(t.orgId, t.removedAt)],
);
