import { sql } from 'drizzle-orm';
import { bigserial, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';

// Created by server/src/db/migrations/1000_privacy_requests.sql.
const at = (name: string) => timestamp(name, { withTimezone: true });

export const privacyAcceptances = pgTable(
  'privacy_acceptances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    userId: text('user_id').notNull(),
    version: text('version').notNull(),
    acceptedAt: at('accepted_at').notNull(),
    ip: text('ip'),
  },
  (t) => [unique('privacy_acceptances_user_id_version_key').on(t.userId, t.version)],
);

export const dataRequests = pgTable(
  'data_requests',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    userId: text('user_id').notNull(),
    reason: text('reason').notNull().default(''),
    status: smallint('status').$type<0 | 1 | 2>().notNull().default(0),
    decidedBy: text('decided_by'),
    decisionReason: text('decision_reason'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('data_requests_one_open')
      .on(t.userId)
      .where(sql`status = 0`),
  ],
);
