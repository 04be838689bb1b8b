import type * as P from '@contract/placement';
import { classMoveError, dormMoveError, planClasses, planDorms, SEX_TEXT } from '@domain/roster/placement';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { welcomeStudents as w } from '../../db/schema';
import { apiError } from '../../http/errors';
import { assignFromImport } from './assign-import';
import { loadDefinitions, placementStudents, type YearScope, useOf, writeMoves } from './setup';

type AssignInput = z.output<typeof P.assign.request>;
type AssignResult = z.output<typeof P.assign.response>;
const MAX_ITEMS = 2000;

/**
 * 批量分班 / 分宿: the plan of src-domain/roster/placement.ts over the year's coming students (another
 * year's students are never read nor written); with
 * `dryRun` only the preview, else written in one transaction (each written row's version bumped).
 */
export async function assignPlacement(db: Db, s: YearScope, input: AssignInput): Promise<AssignResult> {
  if (input.source === 'import') return assignFromImport(db, s, input);
  const d = await loadDefinitions(db, s);
  if (input.kind === 'class' && !d.classes.length) throw apiError('REFUSED', '请先添加班级');
  if (input.kind === 'dorm' && !d.rooms.length) throw apiError('REFUSED', '请先添加宿舍');
  const everyone = await placementStudents(db, s);
  const chosen = new Set(
    (input.majorIds.length
      ? everyone.filter((x) => x.majorId && input.majorIds.includes(x.majorId))
      : everyone
    ).map((x) => x.welcomeId),
  );
  const key = input.kind === 'class' ? 'className' : 'dormitory';
  // The chosen students (their place cleared unless kept) and everyone else already placed, who keeps
  // their seat or bed; only the chosen ones' lines of the plan count.
  const list = everyone
    .filter((x) => chosen.has(x.welcomeId) || x[key])
    .map((x) => (chosen.has(x.welcomeId) && !input.keepPlaced ? { ...x, [key]: '' } : x));
  const plan = (
    input.kind === 'class'
      ? planClasses(list, d.classes, { keepPlaced: true, balanceSex: input.balanceSex })
      : planDorms(list, d.rooms, { keepPlaced: true })
  ).filter((p) => chosen.has(p.welcomeId));
  const byId = new Map(everyone.map((x) => [x.welcomeId, x]));
  const planned = new Map(plan.map((p) => [p.welcomeId, p.to]));
  const changes = plan
    .map((p) => ({ ...p, from: byId.get(p.welcomeId)![key] }))
    .filter((p) => p.to !== p.from || !p.to);
  const after = list.map((x) => (planned.get(x.welcomeId) ? { ...x, [key]: planned.get(x.welcomeId)! } : x));
  const names = input.kind === 'class' ? d.classes.map((c) => c.name) : d.rooms.map((r) => r.name);
  if (!input.dryRun) {
    const moves = changes.filter((p) => p.to);
    await db.transaction(async (tx) => {
      await writeMoves(tx as unknown as Db, s, key, moves);
    });
  }
  return {
    dryRun: input.dryRun,
    placed: changes.filter((p) => p.to).length,
    unplaced: changes.filter((p) => !p.to).length,
    items: changes.slice(0, MAX_ITEMS).map((p) => {
      const x = byId.get(p.welcomeId)!;
      return {
        welcomeId: p.welcomeId,
        name: p.name,
        major: x.major,
        sexText: x.sex ? SEX_TEXT[x.sex] : '',
        from: p.from,
        to: p.to,
        reason: p.reason,
      };
    }),
    after: useOf(names, after, key),
    created: [],
  };
}

/** 手动调整: one student (of `s.year`) into a class and/or a room of that year, refused in Chinese when a rule says no. */
export async function moveStudent(
  db: Db,
  s: YearScope,
  input: z.output<typeof P.move.request>,
): Promise<z.output<typeof P.move.response>> {
  const d = await loadDefinitions(db, s);
  const everyone = await placementStudents(db, s);
  const me = everyone.find((x) => x.welcomeId === input.welcomeId);
  if (!me) throw apiError('NOT_FOUND', '学生不存在或已放弃入学');
  if (input.className !== undefined) {
    const e = classMoveError(me, input.className, d.classes, everyone);
    if (e) throw apiError('REFUSED', e);
  }
  if (input.dormitory !== undefined) {
    const e = dormMoveError(me, input.dormitory, d.rooms, everyone);
    if (e) throw apiError('REFUSED', e);
  }
  const [saved] = await db
    .update(w)
    .set({
      className: input.className ?? me.className,
      dormitory: input.dormitory ?? me.dormitory,
      version: sql`${w.version} + 1`,
    })
    .where(and(eq(w.id, me.welcomeId), eq(w.tenantId, s.tenantId), eq(w.orgId, s.orgId)))
    .returning({ welcomeId: w.id, className: w.className, dormitory: w.dormitory });
  return saved!;
}
