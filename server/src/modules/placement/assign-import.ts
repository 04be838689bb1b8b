import type * as P from '@contract/placement';
import { SEX_TEXT } from '@domain/roster/placement';
import { planClassesFromImport, planDormsFromImport } from '@domain/roster/placement-import';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { welcomeStudents as w } from '../../db/schema';
import {
  loadDefinitions,
  placementStudents,
  saveDefinitions,
  type YearScope,
  useOf,
  writeMoves,
} from './setup';

type AssignInput = z.output<typeof P.assign.request>;
type AssignResult = z.output<typeof P.assign.response>;
const MAX_ITEMS = 2000;

/**
 * 分班 / 分宿 按导入名单: each student's 班级 / 宿舍 from the imported xlsx (details.importedClass /
 * importedDorm, written by roster/import.ts); the rules are src-domain/roster/placement-import.ts.
 * `dryRun`: the preview (what moves, what is created, who is listed); else the new classes / rooms
 * and the moves in one transaction.
 */
export async function assignFromImport(db: Db, s: YearScope, input: AssignInput): Promise<AssignResult> {
  const d = await loadDefinitions(db, s);
  const detailKey = input.kind === 'class' ? 'importedClass' : 'importedDorm';
  const imported = new Map(
    (
      await db
        .select({ id: w.id, v: sql<string | null>`${w.details}->>${detailKey}` })
        .from(w)
        .where(
          and(
            eq(w.tenantId, s.tenantId),
            eq(w.orgId, s.orgId),
            eq(w.entryYear, s.year),
            isNull(w.withdrawnAt),
          ),
        )
    ).map((r) => [r.id, r.v ?? '']),
  );
  const everyone = (await placementStudents(db, s))
    .filter((x) => !input.majorIds.length || (x.majorId && input.majorIds.includes(x.majorId)))
    .map((x) => ({ ...x, imported: imported.get(x.welcomeId) ?? '' }));
  const key = input.kind === 'class' ? 'className' : 'dormitory';
  const plan =
    input.kind === 'class'
      ? planClassesFromImport(everyone, d.classes, input.createMissing)
      : planDormsFromImport(everyone, d.rooms, input.createMissing);
  const byId = new Map(everyone.map((x) => [x.welcomeId, x]));
  const moves = plan.items.filter((p) => p.to && p.to !== p.from);
  if (!input.dryRun)
    await db.transaction(async (tx) => {
      if (plan.created.length)
        await saveDefinitions(
          tx as unknown as Db,
          s,
          input.kind === 'class'
            ? { ...d, classes: [...d.classes, ...(plan.created as typeof d.classes)] }
            : { ...d, rooms: [...d.rooms, ...(plan.created as typeof d.rooms)] },
        );
      await writeMoves(tx as unknown as Db, s, key, moves);
    });
  const planned = new Map(moves.map((m) => [m.welcomeId, m.to]));
  const after = everyone.map((x) => ({ ...x, [key]: planned.get(x.welcomeId) ?? x[key] }));
  const names = [
    ...(input.kind === 'class' ? d.classes : d.rooms).map((c) => c.name),
    ...plan.created.map((c) => c.name),
  ];
  return {
    dryRun: input.dryRun,
    placed: plan.items.filter((p) => p.to).length,
    unplaced: plan.items.filter((p) => !p.to).length,
    items: plan.items.slice(0, MAX_ITEMS).map((p) => {
      const x = byId.get(p.welcomeId)!;
      return { ...p, major: x.major, sexText: x.sex ? SEX_TEXT[x.sex] : '' };
    }),
    after: useOf(names, after, key),
    created: plan.created.map((c) => c.name),
  };
}
