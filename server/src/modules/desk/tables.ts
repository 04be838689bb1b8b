import { bigserial, boolean, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

// Created by server/src/db/migrations/0900_checkinday_desk.sql.

/** One desk step done for one student: at most one row per (student, step), one per scan nonce. */
export const deskMarks = pgTable(
  'desk_marks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    welcomeId: text('welcome_id').notNull(),
    step: text('step').notNull(),
    nonce: text('nonce').notNull(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    deviceId: text('device_id'),
    idCardChecked: boolean('id_card_checked').notNull().default(false),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
    offline: boolean('offline').notNull().default(false),
  },
  (t) => [
    unique('desk_marks_welcome_id_step_key').on(t.welcomeId, t.step),
    unique('desk_marks_org_id_nonce_key').on(t.orgId, t.nonce),
    index('desk_marks_org_step').on(t.orgId, t.step),
  ],
);

export const identityMethods = pgTable('identity_methods', {
  welcomeId: text('welcome_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  method: text('method').$type<'photo' | 'onsite'>().notNull(),
  chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull(),
});

export const consents = pgTable(
  'consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    welcomeId: text('welcome_id').notNull(),
    kind: text('kind').$type<'face' | 'guardian'>().notNull(),
    textVersion: text('text_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    guardianName: text('guardian_name'),
    guardianRelation: text('guardian_relation'),
  },
  (t) => [index('consents_welcome').on(t.welcomeId, t.kind)],
);
