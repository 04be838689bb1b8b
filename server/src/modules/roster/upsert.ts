import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { orgs, welcomeStudents as w } from '../../db/schema';

type Scope = { tenantId: string; orgId: string };

/** One new student as a source (registration or spreadsheet row) gives it; '' = leave as is. */
export interface RosterRecord {
  name: string;
  idNumber: string;
  majorId: string;
  studentNo: string;
  ticketNo: string;
  className: string;
  dormitory: string;
  /** Contact fields into `details` (only non-empty values). */
  details: Record<string, string>;
}

export type UpsertAction = 'create' | 'update' | 'skip';
export interface Planned {
  record: RosterRecord;
  action: UpsertAction;
  reason: string;
}

const CHUNK = 1000;
const chunks = <T>(list: readonly T[], n = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(list.length / n) }, (_, i) => list.slice(i * n, (i + 1) * n));

export const SAME = '已在名单中，信息无变化';
export const OTHER_SCHOOL = '该身份证号已在本单位其他学校的名单中';

/**
 * What an upsert keyed on the school + identity number would do with each record: create, update
 * (some field differs) or skip (nothing differs, or the number belongs to another school).
 */
export async function planUpsert(db: Db, s: Scope, records: readonly RosterRecord[]): Promise<Planned[]> {
  const existing = new Map<string, typeof w.$inferSelect>();
  for (const part of chunks(records.map((r) => r.idNumber)))
    for (const row of await db
      .select()
      .from(w)
      .where(and(eq(w.tenantId, s.tenantId), inArray(w.idNumber, part))))
      existing.set(row.idNumber, row);
  return records.map((record) => {
    const old = existing.get(record.idNumber);
    if (!old) return { record, action: 'create', reason: '' };
    if (old.orgId !== s.orgId) return { record, action: 'skip', reason: OTHER_SCHOOL };
    const changed: string[] = [];
    if (old.name !== record.name) changed.push('姓名');
    if (old.majorId !== record.majorId) changed.push('专业');
    const given = (k: 'studentNo' | 'ticketNo' | 'className' | 'dormitory', label: string) => {
      if (record[k] && record[k] !== (old[k] ?? '')) changed.push(label);
    };
    given('studentNo', '学号');
    given('ticketNo', '准考证号');
    given('className', '班级');
    given('dormitory', '宿舍');
    if (Object.entries(record.details).some(([k, v]) => v && old.details[k] !== v)) changed.push('联系信息');
    return changed.length
      ? { record, action: 'update', reason: `更新${changed.join('、')}` }
      : { record, action: 'skip', reason: SAME };
  });
}

/**
 * A new student's 入学年份: the school's season (报到设置's window start, else China's current year),
 * as src-domain/roster/season-year.ts; an update keeps the year the student has.
 */
const seasonYearSql = (s: Scope) =>
  sql<number>`(select coalesce(substring(${orgs.settings}->'checkin'->>'reportStart' from '^([0-9]{4})-')::int, extract(year from (now() at time zone 'Asia/Shanghai'))::int) from ${orgs} where ${orgs.id} = ${s.orgId})`;

const keep = (col: string) => sql.raw(`coalesce(nullif(excluded.${col}, ''), welcome_students.${col})`);

/**
 * Writes the planned creates and updates in chunks (one INSERT … ON CONFLICT per chunk); run it inside
 * a transaction. An update never blanks a field the source left empty, merges `details`, bumps `version`
 * and only touches this school's row.
 */
export async function writeUpsert(db: Db, s: Scope, planned: readonly Planned[]): Promise<void> {
  const todo = planned.filter((p) => p.action !== 'skip').map((p) => p.record);
  for (const part of chunks(todo))
    await db
      .insert(w)
      .values(
        part.map((r) => ({
          id: `w-${randomUUID()}`,
          tenantId: s.tenantId,
          orgId: s.orgId,
          name: r.name,
          idNumber: r.idNumber,
          majorId: r.majorId,
          studentNo: r.studentNo,
          ticketNo: r.ticketNo || null,
          className: r.className,
          dormitory: r.dormitory,
          details: r.details,
          entryYear: seasonYearSql(s),
        })),
      )
      .onConflictDoUpdate({
        target: [w.tenantId, w.idNumber],
        set: {
          name: sql`excluded.name`,
          majorId: sql`excluded.major_id`,
          studentNo: keep('student_no'),
          ticketNo: keep('ticket_no'),
          className: keep('class_name'),
          dormitory: keep('dormitory'),
          details: sql`welcome_students.details || excluded.details`,
          version: sql`welcome_students.version + 1`,
        },
        setWhere: sql`welcome_students.org_id = excluded.org_id`,
      });
}

/** Counts of a plan. */
export const countsOf = (planned: readonly Planned[]) => ({
  created: planned.filter((p) => p.action === 'create').length,
  updated: planned.filter((p) => p.action === 'update').length,
  skipped: planned.filter((p) => p.action === 'skip').length,
});

/** Only non-empty values, so an update merges what the source says and keeps the rest. */
export const filled = (o: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v));
