import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { majors } from '../../db/schema';
import { newId } from '../../http/crypto';
import { apiError } from '../../http/errors';
import type { Scope } from './view';

export type MajorInput = { id: string; code: string; name: string };

/** The school's majors by code (the order plans, forms and the roster list them in). */
export const majorsOf = (db: Db, s: Scope) =>
  db
    .select({ id: majors.id, code: majors.code, name: majors.name })
    .from(majors)
    .where(and(eq(majors.orgId, s.orgId), eq(majors.tenantId, s.tenantId)))
    .orderBy(asc(majors.code), asc(majors.id));

/**
 * 专业 of 学校设置: new ones (id '') are added, saved ones renamed. A saved major may be held by
 * plans, registrations and new students, so leaving one out is refused rather than deleting it.
 * Answers the changed field names for the audit row.
 */
export async function saveMajors(db: Db, s: Scope, list: MajorInput[]): Promise<string[]> {
  const before = await majorsOf(db, s);
  const byId = new Map(before.map((m) => [m.id, m]));
  const sent = new Set(list.filter((m) => m.id).map((m) => m.id));
  for (const id of sent) if (!byId.has(id)) throw apiError('NOT_FOUND', '专业不存在');
  if (before.some((m) => !sent.has(m.id))) throw apiError('BAD_REQUEST', '已保存的专业不能删除，可以改名');
  const changed: string[] = [];
  await db.transaction(async (tx) => {
    for (const m of list) {
      const old = m.id ? byId.get(m.id) : undefined;
      if (!old) {
        await tx
          .insert(majors)
          .values({ id: newId('major'), tenantId: s.tenantId, orgId: s.orgId, code: m.code, name: m.name });
        changed.push('majors.add');
      } else if (old.code !== m.code || old.name !== m.name) {
        await tx
          .update(majors)
          .set({ code: m.code, name: m.name })
          .where(and(eq(majors.id, m.id), eq(majors.orgId, s.orgId), eq(majors.tenantId, s.tenantId)));
        changed.push('majors.rename');
      }
    }
  });
  return [...new Set(changed)];
}
