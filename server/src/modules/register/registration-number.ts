import { createHash } from 'node:crypto';
import {
  REG_NO_COUNTER_DIGITS,
  REG_NO_MAX_COUNTER,
  registrationNumber,
} from '@domain/admissions/registration-number';
import { chinaYear } from '@domain/time/china-time';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * 报名编号 counters (issue 35): one PostgreSQL sequence per school and China-time year. `nextval`
 * never waits on another transaction, so drawing a number takes no row lock — the old
 * per-school counter row (registration_counters) was a second contended row held by every submit
 * of the school until it committed. A sequence does not give a number back when the submit fails
 * after drawing it (a race lost on the last place or on the identity number): the numbers stay
 * unique and rising, with a gap there.
 */
export interface School {
  tenantId: string;
  orgId: string;
}

/** The sequence's name: a hash of the school (ids are free text) and the year; a valid identifier. */
export function sequenceName(school: School, year: number): string {
  const h = createHash('sha256').update(`${school.tenantId}\u0000${school.orgId}`).digest('hex').slice(0, 24);
  return `reg_no_${h}_${year}`;
}

const known = new WeakMap<Db, Set<string>>();

/**
 * Creates the school's sequence for the year the first time it is needed, starting after the
 * highest number the school already used that year (its registrations, or the counter row the
 * numbers were kept in before). Cached per connection pool once it exists.
 */
export async function ensureSequence(db: Db, school: School, year: number): Promise<string> {
  const name = sequenceName(school, year);
  const seen = known.get(db) ?? new Set<string>();
  known.set(db, seen);
  if (seen.has(name)) return name;
  const res = (await db.execute(sql`SELECT to_regclass(${name}) IS NOT NULL AS present, GREATEST(
      COALESCE((SELECT max(last) FROM registration_counters
        WHERE tenant_id = ${school.tenantId} AND org_id = ${school.orgId} AND year = ${year}), 0),
      COALESCE((SELECT max(substr(reg_no, 5)::int) FROM registrations
        WHERE tenant_id = ${school.tenantId} AND org_id = ${school.orgId} AND reg_no LIKE ${`${year}%`}), 0)
    ) AS last`)) as unknown as { rows: { present: boolean; last: number | string }[] };
  const row = res.rows[0]!;
  if (!row.present) {
    const start = Number(row.last) + 1;
    try {
      // DDL takes no parameters: the name is a hex identifier and the bounds are integers.
      await db.execute(
        sql.raw(
          `CREATE SEQUENCE IF NOT EXISTS ${name} AS integer MINVALUE 1 MAXVALUE ${REG_NO_MAX_COUNTER} START WITH ${start} NO CYCLE`,
        ),
      );
    } catch (e) {
      // Two processes creating it at once: IF NOT EXISTS still races on the catalog (23505 / 42P07).
      if (!['23505', '42P07'].includes(codeOf(e) ?? '')) throw e;
    }
  }
  seen.add(name);
  return name;
}

/** A sequence dropped under a cached name (a test resetting its schema): forget it and create it again. */
export function forgetSequences(db: Db): void {
  known.delete(db);
}

export function codeOf(e: unknown): string | undefined {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
    const code = (c as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * The SQL of src-domain's registrationNumber(year, n) for a drawn counter `n`: the year, then the
 * counter zero-padded to 5 digits (6 digits from 100,000; the sequence's MAXVALUE is the domain's
 * maximum). lpad alone would cut a longer counter, hence the CASE.
 */
export function regNoSql(year: number, n: SQL): SQL {
  const w = REG_NO_COUNTER_DIGITS;
  return sql`(${String(year)}::text || CASE WHEN length((${n})::text) < ${w}
    THEN lpad((${n})::text, ${w}, '0') ELSE (${n})::text END)`;
}

/** The sequence of the school for `now`'s China-time year, created when missing. */
export async function registrationSequence(db: Db, school: School, now: Date) {
  const year = chinaYear(now);
  return { year, name: await ensureSequence(db, school, year) };
}

/** The next 报名编号 of a school on its own (the demo seed): one nextval, formatted by the domain. */
export async function nextRegistrationNumber(db: Db, school: School, now: Date): Promise<string> {
  const { year, name } = await registrationSequence(db, school, now);
  const res = (await db.execute(sql`SELECT nextval(${name}::regclass) AS n`)) as unknown as {
    rows: { n: number | string }[];
  };
  return registrationNumber(year, Number(res.rows[0]!.n));
}
