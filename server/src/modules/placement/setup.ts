import type * as P from '@contract/placement';
import {
  type DormRoom,
  type PlacementStudent,
  type SchoolClass,
  sexOfIdNumber,
} from '@domain/roster/placement';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { majors, orgs, welcomeStudents as w } from '../../db/schema';

export type Scope = { tenantId: string; orgId: string };
type Setup = z.output<typeof P.setup.response>;
export interface Definitions {
  classes: SchoolClass[];
  rooms: DormRoom[];
}

/** The school's classes and rooms (orgs.settings.placement; none until the administrator adds them). */
export async function loadDefinitions(db: Db, s: Scope): Promise<Definitions> {
  const [o] = await db
    .select({ p: sql<unknown>`${orgs.settings}->'placement'` })
    .from(orgs)
    .where(and(eq(orgs.id, s.orgId), eq(orgs.tenantId, s.tenantId)));
  const p = (o?.p ?? {}) as Partial<Definitions>;
  return { classes: Array.isArray(p.classes) ? p.classes : [], rooms: Array.isArray(p.rooms) ? p.rooms : [] };
}

export async function saveDefinitions(db: Db, s: Scope, d: Definitions): Promise<void> {
  await db
    .update(orgs)
    .set({
      settings: sql`jsonb_set(coalesce(${orgs.settings}, '{}'::jsonb), '{placement}', ${JSON.stringify(d)}::jsonb)`,
    })
    .where(and(eq(orgs.id, s.orgId), eq(orgs.tenantId, s.tenantId)));
}

/** The school's students who are coming (放弃入学 ones take no seat and no bed). */
export async function placementStudents(db: Db, s: Scope): Promise<(PlacementStudent & { major: string })[]> {
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
    .where(and(eq(w.tenantId, s.tenantId), eq(w.orgId, s.orgId), isNull(w.withdrawnAt)))
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

export async function setupView(db: Db, s: Scope): Promise<Setup> {
  const d = await loadDefinitions(db, s);
  const list = await placementStudents(db, s);
  const majorList = await db
    .select({ value: majors.id, label: majors.name })
    .from(majors)
    .where(and(eq(majors.tenantId, s.tenantId), eq(majors.orgId, s.orgId)))
    .orderBy(asc(majors.code));
  return {
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
