import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// Tables of part 1 (platform, sessions, check-in, files). Part 2 keeps its tables beside its modules.
// Every table created here must also be created by a migration in ./migrations (applied in name order).

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const orgs = pgTable(
  'orgs',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    /** Public school settings: welcome notice, edit settings, verify steps, temp config. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Closed by the platform operator (`npm run school -- disable`): no staff login, public calls 学校不存在. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [foreignKey({ name: 'orgs_tenant_id_fkey', columns: [t.tenantId], foreignColumns: [tenants.id] })],
);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    kind: text('kind').$type<'applicant' | 'student' | 'admin'>().notNull(),
    account: text('account').notNull(),
    trueName: text('true_name').notNull().default(''),
    openAccountId: text('open_account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The WeChat openid for this school's official account (migration 0400_identity_openid). */
    wxOpenid: text('wx_openid'),
    phone: text('phone'),
  },
  (t) => [
    foreignKey({ name: 'users_tenant_id_fkey', columns: [t.tenantId], foreignColumns: [tenants.id] }),
    foreignKey({ name: 'users_org_id_fkey', columns: [t.orgId], foreignColumns: [orgs.id] }),
    uniqueIndex('users_tenant_openid')
      .on(t.tenantId, t.wxOpenid)
      .where(sql`${t.wxOpenid} IS NOT NULL`),
    uniqueIndex('users_tenant_phone')
      .on(t.tenantId, t.phone)
      .where(sql`${t.phone} IS NOT NULL AND ${t.kind} = 'applicant'`),
  ],
);

/** Bearer sessions; only the sha256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    userId: text('user_id').notNull(),
    kind: text('kind').$type<'applicant' | 'student' | 'admin'>().notNull(),
    welcomeId: text('welcome_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Renewed while the session is used; idle past the limit = logged out (0400_identity_sessions). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time, short-lived tickets (URL accesstoken, QR pass tokens): sha256 of the value. */
export const tickets = pgTable('tickets', {
  hash: text('hash').primaryKey(),
  purpose: text('purpose').notNull(),
  tenantId: text('tenant_id').notNull(),
  orgId: text('org_id').notNull(),
  userId: text('user_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** sha256 of the starting browser's login nonce (0400_identity_ticket_nonce); null = not bound. */
  nonceHash: text('nonce_hash'),
});

/** Phone login codes (0410_identity_sms_codes): only an HMAC of each code is stored. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.tenantId, t.phone, t.sentAt)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    statusCode: integer('status_code'),
    body: jsonb('body'),
    /** sha256 of the request body that first used the key (0300_hardening). */
    bodyHash: text('body_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pkey', columns: [t.scope, t.key] })],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
});

export const majors = pgTable(
  'majors',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [foreignKey({ name: 'majors_org_id_fkey', columns: [t.orgId], foreignColumns: [orgs.id] })],
);

/** A new student's welcome (check-in) record; id = welcomeId. */
export const welcomeStudents = pgTable(
  'welcome_students',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    userId: text('user_id'),
    name: text('name').notNull(),
    idNumber: text('id_number').notNull(),
    ticketNo: text('ticket_no'),
    studentNo: text('student_no').notNull(),
    majorId: text('major_id'),
    className: text('class_name').notNull().default(''),
    dormitory: text('dormitory').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    photoFileId: text('photo_file_id'),
    /** The face photo was deleted on the school's schedule (0300_hardening_face_photos). */
    photoPurgedAt: timestamp('photo_purged_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    // 0110_photo_review.sql: 0 待审核, 1 审核通过, 2 已驳回.
    photoStatus: smallint('photo_status').notNull().default(0),
    photoRejectReason: text('photo_reject_reason'),
    photoReviewedAt: timestamp('photo_reviewed_at', { withTimezone: true }),
    // 0210_journeys_checkin_progress.sql: 已读须知 and 现场核验 (instead of an approved photo).
    noticeReadAt: timestamp('notice_read_at', { withTimezone: true }),
    onsiteVerifiedAt: timestamp('onsite_verified_at', { withTimezone: true }),
    // 放弃入学 (issue 27): set by staff with a reason; such a student is left out of the counts and the desk.
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawReason: text('withdraw_reason').notNull().default(''),
    // 入学年份 (届, class_years): set by the roster upsert to the season's year (src-domain/roster/season-year.ts);
    // 分班 / 分宿 of a year only see and move that year's students.
    entryYear: integer('entry_year')
      .notNull()
      // This year in China: china_year() is created by the class_years migration (an expression with
      // casts would be misread by drizzle-kit's introspection and never agree with the schema).
      .default(sql`china_year()`),
  },
  (t) => [
    index('welcome_students_lookup_idx').on(t.tenantId, t.idNumber),
    unique('welcome_students_tenant_id_id_number_key').on(t.tenantId, t.idNumber),
    foreignKey({
      name: 'welcome_students_tenant_id_fkey',
      columns: [t.tenantId],
      foreignColumns: [tenants.id],
    }),
    foreignKey({ name: 'welcome_students_org_id_fkey', columns: [t.orgId], foreignColumns: [orgs.id] }),
  ],
);

export const files = pgTable('files', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  orgId: text('org_id').notNull(),
  ownerId: text('owner_id').notNull(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  type: text('type').notNull(),
  storageKey: text('storage_key').notNull(),
  isPublic: boolean('is_public').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Part 2's tables (admissions) are declared in ./schema-admissions.ts.
export * from './schema-admissions';
export * from '../modules/staff/tables';
export * from '../modules/privacy/tables';
export * from '../modules/desk/tables';
export * from '../modules/staff-notices/tables';
export * from '../modules/corrections/tables';
