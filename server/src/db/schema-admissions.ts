import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Part 2 (admissions) tables of migration 0100_admissions.sql. Constraint names are PostgreSQL's
// defaults for that SQL (`_pkey`, `_key`, `_fkey`, `_check`) so drizzle-kit sees no difference.

interface PayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA' | 'HMAC-SHA256';
  paySign: string;
}

const at = (name: string) => timestamp(name, { withTimezone: true });

export const cmsImages = pgTable('cms_images', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  mime: text('mime').notNull(),
  body: text('body').notNull(),
});

export const cmsArticles = pgTable(
  'cms_articles',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    coverUrl: text('cover_url'),
    author: text('author').notNull().default(''),
    content: text('content').notNull().default(''),
    attachments: jsonb('attachments').$type<unknown[]>().notNull().default([]),
    publishAt: at('publish_at').notNull().defaultNow(),
    /** 新闻公告 / 文档 (issue 26): articleLifecycle's state; the seed's rows are published. */
    state: text('state').notNull().default('published'),
    /** 置顶: pinned items come first in the student lists. */
    pinned: boolean('pinned').notNull().default(false),
    /** An uploaded cover (files table); linked fresh on each read. `cover_url` is the seed's. */
    coverFileId: text('cover_file_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('cms_articles_state_check', sql`${t.state} in ('draft', 'published', 'offline')`),
    index('cms_articles_list_idx').on(t.tenantId, t.orgId, t.type, t.publishAt.desc().nullsFirst()),
  ],
);

export const schoolConfigs = pgTable('school_configs', {
  orgId: text('org_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  badge: jsonb('badge').notNull(),
  promise: jsonb('promise').notNull(),
});

export const regTemplates = pgTable('reg_templates', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  name: text('name').notNull(),
  fields: jsonb('fields').$type<unknown[]>().notNull(),
  logic: jsonb('logic').$type<unknown[]>().notNull().default([]),
  /** The draft's last save (1100_plans_form_versions); fields/logic above are the draft. */
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Published, frozen versions of a form (a trigger refuses UPDATE and DELETE). */
export const formVersions = pgTable(
  'form_versions',
  {
    /** `${templateId}@v${version}`. */
    id: text('id').primaryKey(),
    templateId: text('template_id').notNull(),
    version: integer('version').notNull(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    fields: jsonb('fields').$type<unknown[]>().notNull(),
    logic: jsonb('logic').$type<unknown[]>().notNull().default([]),
    publishedAt: at('published_at').notNull().defaultNow(),
    publishedBy: text('published_by'),
  },
  (t) => [
    unique('form_versions_template_id_version_key').on(t.templateId, t.version),
    foreignKey({
      name: 'form_versions_template_id_fkey',
      columns: [t.templateId],
      foreignColumns: [regTemplates.id],
    }),
    check('form_versions_version_check', sql`${t.version} >= 1`),
  ],
);

export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    templateId: text('template_id').notNull(),
    name: text('name').notNull(),
    batch: text('batch').notNull().default(''),
    grade: text('grade').notNull().default(''),
    quota: integer('quota').notNull(),
    taken: integer('taken').notNull().default(0),
    fee: integer('fee').notNull().default(0),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    closed: boolean('closed').notNull().default(false),
    /** A copy nobody has opened yet (issue 34): closed, no publication time, not shown to applicants until 重新开放. */
    draft: boolean('draft').notNull().default(false),
    description: text('description').notNull().default(''),
    contact: text('contact').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Paying is offered at registration, not only after 审核通过 (migration 0200_journeys). */
    payAtRegistration: boolean('pay_at_registration').notNull().default(false),
    /** Before this time the result look-up says when results come out (0600_staff_work). */
    resultsPublishAt: at('results_publish_at'),
    /** The published form version applicants fill in (1100_plans_form_versions). */
    formVersion: integer('form_version').notNull().default(1),
    /** Majors offered: ids of the school's majors. */
    majorIds: jsonb('major_ids').$type<string[]>().notNull().default([]),
    /** 先到先得 (firstCome, the quota race) or 报名后摇号 (lottery: all accepted, places by the draw; issue 37). */
    admissionMode: text('admission_mode').notNull().default('firstCome'),
    /** 摇号's priority groups in order (第一类, 第二类…), each with its places (absent = what is left). */
    lotteryGroups: jsonb('lottery_groups')
      .$type<{ id: string; name: string; places?: number | undefined }[]>()
      .notNull()
      .default([]),
    /** Hours an admitted (中签 or offered 候补) applicant has to 确认入学 before the place passes on. */
    confirmHours: integer('confirm_hours').notNull().default(72),
  },
  (t) => [
    check('plans_admission_mode_check', sql`${t.admissionMode} in ('firstCome', 'lottery')`),
    foreignKey({
      name: 'plans_form_version_fkey',
      columns: [t.templateId, t.formVersion],
      foreignColumns: [formVersions.templateId, formVersions.version],
    }),
    foreignKey({
      name: 'plans_template_id_fkey',
      columns: [t.templateId],
      foreignColumns: [regTemplates.id],
    }),
    check('plans_quota_check', sql`${t.quota} >= 0`),
    check('plans_check', sql`${t.taken} >= 0 AND ${t.taken} <= ${t.quota}`),
    index('plans_list_idx').on(t.tenantId, t.orgId, t.sort),
  ],
);

export const registrations = pgTable(
  'registrations',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    planId: text('plan_id').notNull(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    idNumber: text('id_number').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    reviewStatus: smallint('review_status').notNull().default(0),
    rejectReason: text('reject_reason'),
    feeStatus: smallint('fee_status').notNull().default(1),
    admissionStatus: smallint('admission_status').notNull().default(1),
    /** Why 录取 was revoked after publication (撤销录取, issue 24); shown to the applicant. */
    admissionReason: text('admission_reason'),
    voucherStatus: smallint('voucher_status'),
    voucherReason: text('voucher_reason'),
    voucherFiles: jsonb('voucher_files').$type<unknown[]>().notNull().default([]),
    amount: integer('amount').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Anonymised by the retention job (0300_hardening_retention). */
    purgedAt: at('purged_at'),
    /** The version of the plan's form it was submitted on (1100_plans_form_versions). */
    formVersion: integer('form_version').notNull().default(1),
    /** The number a person reads out (报名编号, e.g. 202600017): year + per-school counter (issue 23). */
    regNo: text('reg_no').notNull(),
    /** 报名后摇号 (issue 37): the priority group (plans.lottery_groups id) the registration is drawn in. */
    lotteryGroup: text('lottery_group'),
    /** journeys/lottery LOTTERY_STATES: pending 待摇号 → won | waitlist → offered → confirmed | declined | lapsed. */
    lotteryState: text('lottery_state'),
    /** The published draw's rank (1-based): the waitlist is served in this order. */
    lotteryRank: integer('lottery_rank'),
    /** Until when a won or offered place may be confirmed (确认入学). */
    lotteryDeadline: at('lottery_deadline'),
    /** 录取专业 (issue 34): named in the 录取 dialog, one of the plan's 招生专业; the letter, roster and exports read it. */
    admittedMajorId: text('admitted_major_id'),
    /** When the fee was settled off-line (标记已缴费) or by an approved voucher; online payments keep pay_orders.paid_at. */
    paidAt: at('paid_at'),
  },
  (t) => [
    foreignKey({ name: 'registrations_plan_id_fkey', columns: [t.planId], foreignColumns: [plans.id] }),
    unique('registrations_plan_id_id_number_key').on(t.planId, t.idNumber),
    unique('registrations_org_reg_no_key').on(t.tenantId, t.orgId, t.regNo),
    index('registrations_user_idx').on(t.userId),
    index('registrations_lookup_idx').on(t.tenantId, t.idNumber),
  ],
);

/** The last 报名编号 counter a school used in a (China-time) year; bumped in the submit's transaction. */
export const registrationCounters = pgTable(
  'registration_counters',
  {
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  // A unique key, not a composite primary key: drizzle-kit's introspection misreads composite keys here.
  (t) => [unique('registration_counters_key').on(t.tenantId, t.orgId, t.year)],
);

export const payOrders = pgTable(
  'pay_orders',
  {
    orderNo: text('order_no').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    registrationId: text('registration_id').notNull(),
    userId: text('user_id').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('pending'),
    prepayId: text('prepay_id').notNull(),
    transactionId: text('transaction_id'),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    // Migration 0700: the open-order lifecycle.
    tradeType: text('trade_type').notNull().default('JSAPI'),
    h5Url: text('h5_url'),
    /** JSAPI / MINIAPP: the signed wx.chooseWXPay parameters of the current prepay. */
    payParams: jsonb('pay_params').$type<PayParams>(),
    prepayExpiresAt: at('prepay_expires_at'),
    expiresAt: at('expires_at'),
    nextQueryAt: at('next_query_at'),
    queryCount: integer('query_count').notNull().default(0),
    closedAt: at('closed_at'),
  },
  (t) => [
    foreignKey({
      name: 'pay_orders_registration_id_fkey',
      columns: [t.registrationId],
      foreignColumns: [registrations.id],
    }),
    uniqueIndex('pay_orders_open_key')
      .on(t.registrationId)
      .where(sql`${t.status} = 'pending'`),
    index('pay_orders_registration_idx').on(t.registrationId),
    index('pay_orders_due_idx')
      .on(t.nextQueryAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** One row per paid order (migration 0700): whichever of notify or query settled it first. */
export const payLedger = pgTable(
  'pay_ledger',
  {
    orderNo: text('order_no').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    registrationId: text('registration_id').notNull(),
    amount: integer('amount').notNull(),
    transactionId: text('transaction_id').notNull(),
    source: text('source').notNull(),
    paidAt: at('paid_at').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'pay_ledger_order_no_fkey',
      columns: [t.orderNo],
      foreignColumns: [payOrders.orderNo],
    }),
  ],
);

/** The sandbox "WeChat Pay" side (PAYMENT_MODE=sandbox): what the platform knows about an order. */
export const sandboxTrades = pgTable('sandbox_trades', {
  orderNo: text('order_no').primaryKey(),
  state: text('state').notNull().default('NOTPAY'),
  transactionId: text('transaction_id'),
  paidAt: at('paid_at'),
  /** The merchant (and app) the order was made under: the school's own (学校设置) or the demo one. */
  mchid: text('mchid').notNull().default(''),
  appid: text('appid').notNull().default(''),
});

export const payNotifications = pgTable('pay_notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderNo: text('order_no').notNull(),
  transactionId: text('transaction_id').notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

export const activities = pgTable(
  'activities',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    title: text('title').notNull(),
    coverUrl: text('cover_url'),
    place: text('place').notNull().default(''),
    description: text('description').notNull().default(''),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    signStart: at('sign_start').notNull(),
    signEnd: at('sign_end').notNull(),
    capacity: integer('capacity').notNull(),
    signed: integer('signed').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** Who may sign up: 'all' or 'applicants' (src-domain/journeys/activity-lifecycle.ts). */
    audience: text('audience').notNull().default('all'),
    /** Set by 取消活动 (the school's act, final); the applicants are told through the outbox. */
    cancelledAt: at('cancelled_at'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    check('activities_capacity_check', sql`${t.capacity} >= 0`),
    check('activities_check', sql`${t.signed} >= 0 AND ${t.signed} <= ${t.capacity}`),
    index('activities_list_idx').on(t.tenantId, t.orgId, t.sort),
  ],
);

export const activitySignups = pgTable(
  'activity_signups',
  {
    id: text('id').primaryKey(),
    activityId: text('activity_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'activity_signups_activity_id_fkey',
      columns: [t.activityId],
      foreignColumns: [activities.id],
    }),
    unique('activity_signups_activity_id_user_id_key').on(t.activityId, t.userId),
  ],
);

/** Migration 0800_promise_acceptances.sql (issue 14): 我已阅读并同意 the school's 诚信报名承诺书. */
export const promiseAcceptances = pgTable(
  'promise_acceptances',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    userId: text('user_id').notNull(),
    planId: text('plan_id').notNull(),
    version: text('version').notNull(),
    acceptedAt: at('accepted_at').notNull(),
  },
  (t) => [unique('promise_acceptances_user_id_plan_id_version_key').on(t.userId, t.planId, t.version)],
);

/**
 * 报名后摇号's draw record (issue 37), one per plan: the commitment (SHA-256 of the seed, the frozen
 * eligible list, the algorithm) written once, then the draw (the seed revealed, the result) written
 * once; a trigger (migration) refuses any other change and any delete.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    planId: text('plan_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orgId: text('org_id').notNull(),
    algorithm: text('algorithm').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** Secret until drawnAt: never answered before. */
    seed: text('seed').notNull(),
    commitment: jsonb('commitment').$type<Record<string, unknown>>().notNull(),
    committedAt: at('committed_at').notNull(),
    committedBy: text('committed_by').notNull(),
    observer: text('observer').notNull().default(''),
    drawnAt: at('drawn_at'),
    drawnBy: text('drawn_by'),
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    foreignKey({ name: 'lottery_draws_plan_id_fkey', columns: [t.planId], foreignColumns: [plans.id] }),
    index('lottery_draws_org_idx').on(t.tenantId, t.orgId),
  ],
);
