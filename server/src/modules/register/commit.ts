import type { Answers } from '@contract/enrollment';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Caller, userIdOf } from '../../http/caller';
import { regNoSql } from './registration-number';

export interface Commit {
  id: string;
  caller: Caller;
  plan: { id: string; fee: number; lotteryGroup: string | null };
  /** 报名后摇号 (issue 37): no quota race, every valid registration in the window is accepted. */
  lottery: boolean;
  /** The school's 报名编号 sequence for the year (registration-number.ts). */
  seq: { year: number; name: string };
  name: string;
  idNumber: string;
  answers: Answers;
  formVersion: number;
  now: Date;
}

/**
 * Issue 35: a registration committed in ONE statement, outside any transaction the app holds open.
 * The conditional UPDATE takes a place (`taken < quota`) and row-locks the plan; the insert and the
 * commit follow inside the same statement, so the lock is held for the statement alone, with no
 * round trip to the app in between (before, the plan's row stayed locked across three round trips
 * and a per-school counter row). Concurrent submits queue on the row and re-check `taken < quota`
 * after the one before commits, so a plan is never oversold. The number comes from the school's
 * sequence, drawn only when a place was taken. A unique violation (the identity number registered
 * in between) aborts the whole statement: the place is given back.
 * Answers the 报名编号, or null when no place was left (or the window closed meanwhile).
 */
export async function commitRegistration(db: Db, c: Commit): Promise<string | null> {
  const window = sql`id = ${c.plan.id} AND NOT closed AND start_at <= ${c.now} AND end_at >= ${c.now}`;
  const took = c.lottery
    ? sql`SELECT id FROM plans WHERE ${window}`
    : sql`UPDATE plans SET taken = taken + 1 WHERE ${window} AND taken < quota RETURNING id`;
  const lotteryState = c.lottery ? 'pending' : null;
  const res = (await db.execute(sql`WITH took AS (${took}),
    num AS MATERIALIZED (SELECT nextval(${c.seq.name}::regclass) AS n FROM took)
    INSERT INTO registrations (id, reg_no, tenant_id, org_id, plan_id, user_id, name, id_number, answers,
      form_version, amount, created_at, updated_at, lottery_state, lottery_group)
    SELECT ${c.id}, ${regNoSql(c.seq.year, sql`num.n`)}, ${c.caller.tenantId}, ${c.caller.orgId}, ${c.plan.id},
      ${userIdOf(c.caller)}, ${c.name}, ${c.idNumber}, ${JSON.stringify(c.answers)}::jsonb, ${c.formVersion},
      ${c.plan.fee}, ${c.now}, ${c.now}, ${lotteryState}, ${c.lottery ? c.plan.lotteryGroup : null}
    FROM num
    RETURNING reg_no`)) as unknown as { rows: { reg_no: string }[] };
  return res.rows[0]?.reg_no ?? null;
}

/** The constraint a PostgreSQL (or PGlite) error names, wrapped or not. */
export function constraintOf(e: unknown): string | undefined {
  for (let x: unknown = e; x && typeof x === 'object'; x = (x as { cause?: unknown }).cause) {
    const name = (x as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return undefined;
}
