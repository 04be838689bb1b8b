import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

import type { StaffRoleName } from '@domain/journeys/codes';
import type { NotifyChannel, NotifyKindName } from '../../notify/port';

// Created by server/src/db/migrations/0500_staff_accounts.sql.

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    role: text('role').$type<StaffRoleName>().notNull(),
    passwordHash: text('password_hash').notNull(),
    mustChange: boolean('must_change').notNull().default(true),
    disabled: boolean('disabled').notNull().default(false),
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('staff_accounts_org_id_phone_key').on(t.orgId, t.phone)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/** Append-only (no update/delete path in the service; a trigger refuses both in the database). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    staffId: text('staff_id'),
    role: text('role'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    target: text('target'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_org_at').on(t.orgId, t.at)],
);

// Created by server/src/db/migrations/0600_staff_work.sql.

export const staffRejectTemplates = pgTable('staff_reject_templates', {
  orgId: text('org_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  templates: jsonb('templates').$type<string[]>().notNull().default([]),
});

export const notifyOutbox = pgTable(
  'notify_outbox',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    idemKey: text('idem_key').notNull().unique('notify_outbox_idem_key_key'),
    kind: text('kind').$type<NotifyKindName>().notNull(),
    channel: text('channel').$type<NotifyChannel>().notNull(),
    userId: text('user_id'),
    recipient: text('recipient').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notify_outbox_org').on(t.orgId, t.createdAt),
    index('notify_outbox_due').on(t.status, t.nextAttemptAt),
  ],
);
