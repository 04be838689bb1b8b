import { type SQL, sql } from 'drizzle-orm';
import type { TableInfo } from './catalog';

export interface School {
  tenantId: string;
  orgId: string;
}

/**
 * Which rows of a table are one school's. A table with org_id: its rows of the school. Otherwise the
 * rule below, by its parent's rows. `tenant`: the tenant's shared rows (templates, form versions,
 * images, login codes) — exported with the school, removed only with the tenant's last school.
 * `none`: not a school's (rate-limit windows expire by themselves).
 */
export type Rule =
  /** `reads`: the tables its condition looks into (their rows must still be there when it runs). */
  | { kind: 'org'; where: (s: School) => SQL; reads?: string[] }
  | { kind: 'tenant'; where: (s: School) => SQL; reads?: string[] }
  | { kind: 'none'; reads?: string[] };

const byOrg = (s: School) => sql`org_id = ${s.orgId}`;
const of = (column: string, reads: string[], sub: (s: School) => SQL): Rule => ({
  kind: 'org',
  where: (s) => sql`${sql.raw(column)} IN (${sub(s)})`,
  reads,
});
const registrationsOf = (s: School) => sql`SELECT id FROM registrations WHERE org_id = ${s.orgId}`;
const ordersOf = (s: School) =>
  sql`SELECT order_no FROM pay_orders WHERE registration_id IN (${registrationsOf(s)})`;
const welcomesOf = (s: School) => sql`SELECT id FROM welcome_students WHERE org_id = ${s.orgId}`;
const tenantRows: Rule = { kind: 'tenant', where: (s) => sql`tenant_id = ${s.tenantId}` };

const RULES: Record<string, Rule> = {
  orgs: { kind: 'org', where: (s) => sql`id = ${s.orgId}` },
  tenants: { kind: 'tenant', where: (s) => sql`id = ${s.tenantId}` },
  reg_templates: tenantRows,
  form_versions: tenantRows,
  cms_images: tenantRows,
  sms_codes: tenantRows,
  activity_signups: of(
    'activity_id',
    ['activities'],
    (s) => sql`SELECT id FROM activities WHERE org_id = ${s.orgId}`,
  ),
  pay_orders: of('registration_id', ['registrations'], registrationsOf),
  pay_ledger: of('registration_id', ['registrations'], registrationsOf),
  pay_notifications: of('order_no', ['pay_orders', 'registrations'], ordersOf),
  sandbox_trades: of('order_no', ['pay_orders', 'registrations'], ordersOf),
  consents: of('welcome_id', ['welcome_students'], welcomesOf),
  identity_methods: of('welcome_id', ['welcome_students'], welcomesOf),
  staff_sessions: of(
    'staff_id',
    ['staff_accounts'],
    (s) => sql`SELECT id FROM staff_accounts WHERE org_id = ${s.orgId}`,
  ),
  // A replayable answer is stored per `${path}|${tenantId}|${userId}` (http/route.ts).
  idempotency_keys: of(
    "split_part(scope, '|', 3)",
    ['users', 'staff_accounts'],
    (s) =>
      sql`SELECT id FROM users WHERE org_id = ${s.orgId} UNION SELECT id FROM staff_accounts WHERE org_id = ${s.orgId}`,
  ),
  rate_limits: { kind: 'none' },
};

export class UnknownTable extends Error {}

/** The rule of a table; a table with neither org_id nor a rule here is refused, never skipped silently. */
export function ruleOf(t: TableInfo): Rule {
  const rule = RULES[t.name];
  if (rule) return rule;
  if (t.columns.includes('org_id')) return { kind: 'org', where: byOrg };
  throw new UnknownTable(
    `表 ${t.name} 没有 org_id，也没有归属规则（server/src/operator-backup/school-scope.ts）：` +
      `无法确定哪些行属于一所学校。 / Table ${t.name} has no org_id and no school rule.`,
  );
}
