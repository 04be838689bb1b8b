import type * as P from '@contract/placement';
import {
  type DormRoom,
  type PlacementStudent,
  type SchoolClass,
  sexOfIdNumber,
} from '@domain/roster/placement';
import { placementYears, seasonYear } from '@domain/roster/season-year';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { majors, orgs, welcomeStudents as w } from '../../db/schema';

export type Scope = { tenantId: string; orgId: string };
/** A school and the 入学年份 (届) whose classes, rooms and students a call sees. */
export type YearScope = Scope & { year: number };
type Setup = z.output<typeof P.setup.response>;
export interface Definitions {
  classes: SchoolClass[];
  rooms: DormRoom[];
}

/** The school's placement settings: per 入学年份 its classes and rooms (orgs.settings.placement.years). */
async function placementSettings(db: Db, s: Scope) {
  const [o] = await db
    .select({
      p: sql<unknown>`${orgs.settings}->'placement'->'years'`,
      reportStart: sql<string | null>`${orgs.settings}->'checkin'->>'reportStart'`,
    })
    .from(orgs)
    .where(and(eq(orgs.id, s.orgId), eq(orgs.tenantId, s.tenantId)));
  return { years: (o?.p ?? {}) as Record<string, Partial<Definitions>>, reportStart: o?.reportStart ?? '' };
}

/** The current season's 入学年份 (报到设置's window, else China's year on the server clock). */
export async function currentYear(db: Db, s: Scope, now: Date): Promise<number> {
  return seasonYear((await placementSettings(db, s)).reportStart, now);
}

/** The year's classes and rooms (none until the administrator adds them for that year). */
export async function loadDefinitions(db: Db, s: YearScope): Promise<Definitions> {
  const p = (await placementSettings(db, s)).years[String(s.year)] ?? {};
  return { classes: Array.isArray(p.classes) ? p.classes : [], rooms: Array.isArray(p.rooms) ? p.rooms : [] };
}

/** Replaces the year's classes and rooms; other years' are kept as they are. */
export async function saveDefinitions(db: Db, s: YearScope, d: Definitions): Promise<void> {
  const p = sql`coalesce(${orgs.settings}->'placement', '{}'::jsonb)`;
  const years = sql`coalesce(${orgs.settings}->'placement'->'years', '{}'::jsonb)`;
  await db
    .update(orgs)
    .set({
      settings: sql`jsonb_set(coalesce(${orgs.settings}, '{}'::jsonb), '{placement}', ${p} || jsonb_build_object('years', ${years} || jsonb_build_object(${String(s.year)}::text, ${JSON.stringify(d)}::jsonb)))`,
    })
    .where(and(eq(orgs.id, s.orgId), eq(orgs.tenantId, s.tenantId)));
}

/** The year's students who are coming (放弃入学 ones take no seat and no bed). */
export async function placementStudents(
  db: Db,
  s: YearScope,
): Promise<(PlacementStudent & { major: string })[]> {
  const rows = await db
    .select({
      welcomeId: w.id,
      name: w.name,
      idNumber: w.idNumber,
      majorId: w.majorId,
      major: majors.name,
      className: w.className,
      dormitory: w.dormitory,
    })
    .from(w)
    .leftJoin(majors, eq(majors.id, w.majorId))
    .where(
      and(eq(w.tenantId, s.tenantId), eq(w.orgId, s.orgId), eq(w.entryYear, s.year), isNull(w.withdrawnAt)),
    )
    .orderBy(asc(w.id));
  return rows.map(({ idNumber, ...r }) => ({ ...r, major: r.major ?? '', sex: sexOfIdNumber(idNumber) }));
}

/** Per name: how many students, 男 and 女 (the setup's and the preview's 使用情况). */
export function useOf(
  names: readonly string[],
  list: readonly PlacementStudent[],
  key: 'className' | 'dormitory',
) {
  return names.map((name) => {
    const inside = list.filter((x) => x[key] === name);
    return {
      name,
      used: inside.length,
      men: inside.filter((x) => x.sex === '0').length,
      women: inside.filter((x) => x.sex === '1').length,
    };
  });
}

export async function setupView(db: Db, s: YearScope, current: number): Promise<Setup> {
  const d = await loadDefinitions(db, s);
  const studentYears = await db
    .selectDistinct({ y: w.entryYear })
    .from(w)
    .where(and(eq(w.tenantId, s.tenantId), eq(w.orgId, s.orgId)));
  const defined = Object.keys((await placementSettings(db, s)).years)
    .map(Number)
    .filter(Number.isInteger);
  const list = await placementStudents(db, s);
  const majorList = await db
    .select({ value: majors.id, label: majors.name })
    .from(majors)
    .where(and(eq(majors.tenantId, s.tenantId), eq(majors.orgId, s.orgId)))
    .orderBy(asc(majors.code));
  return {
    year: s.year,
    years: placementYears(current, [s.year, ...defined, ...studentYears.map((r) => r.y)]),
    currentYear: current,
    ...d,
    classUse: useOf(
      d.classes.map((c) => c.name),
      list,
      'className',
    ),
    roomUse: useOf(
      d.rooms.map((r) => r.name),
      list,
      'dormitory',
    ),
    majors: majorList,
    noClass: list.filter((x) => !x.className).length,
    noRoom: list.filter((x) => !x.dormitory).length,
  };
}

/**
 * Writes bulk moves of one year's students (one UPDATE per target class or room), each row's version
 * bumped so a stale 修改学生信息 is told.
 */
export async function writeMoves(
  db: Db,
  s: YearScope,
  key: 'className' | 'dormitory',
  moves: readonly { welcomeId: string; to: string }[],
): Promise<void> {
  const byTarget = new Map<string, string[]>();
  for (const m of moves) byTarget.set(m.to, [...(byTarget.get(m.to) ?? []), m.welcomeId]);
  for (const [to, ids] of byTarget)
    await db
      .update(w)
      .set({ [key]: to, version: sql`${w.version} + 1` })
      .where(
        and(eq(w.tenantId, s.tenantId), eq(w.orgId, s.orgId), eq(w.entryYear, s.year), inArray(w.id, ids)),
      );
}
