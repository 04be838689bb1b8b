import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, orgs } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { operatorAudit, type OperatorActor } from '../modules/operator/schools';
import { appTables, queryRows, tableRef, type TableInfo } from './catalog';
import { ruleOf } from './school-scope';
import { schoolOf } from './school-export';

/**
 * Deletion order: a table before every table it points to (foreign keys) or whose rows its rule
 * reads, so no condition runs after the rows it looks into are gone.
 */
function deletionOrder(tables: TableInfo[]): TableInfo[] {
  const pointedBy = new Map<string, string[]>();
  for (const t of tables)
    for (const target of [...t.parents, ...(ruleOf(t).reads ?? [])])
      pointedBy.set(target, [...(pointedBy.get(target) ?? []), t.name]);
  const byName = new Map(tables.map((t) => [t.name, t]));
  const out: TableInfo[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || !byName.has(name)) return;
    seen.add(name);
    for (const p of pointedBy.get(name) ?? []) visit(p);
    out.push(byName.get(name)!);
  };
  for (const t of tables) visit(t.name);
  return out;
}

/** Tables with triggers of their own (audit_log append-only, frozen form versions and draws). */
async function userTriggers(db: Db): Promise<Set<string>> {
  const r = await queryRows<{ t: string }>(
    db,
    sql`SELECT DISTINCT c.relname AS t FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE NOT g.tgisinternal AND c.relnamespace = current_schema()::regnamespace`,
  );
  return new Set(r.map((x) => x.t));
}

/**
 * Deletes one school: every row school-scope.ts gives it (its tenant's shared rows only when no
 * other school is left in the tenant), in one transaction, then its uploaded files. The triggers that
 * keep audit_log, form versions and lottery draws unchangeable are lifted for this transaction only
 * (ALTER TABLE is transactional): removal is the one path that deletes them. One audit row
 * 'school.remove' is written afterwards and stays as the record of who removed it and when.
 */
export async function removeSchool(db: Db, storage: FileStorage, orgId: string, who: OperatorActor) {
  const { school, deleted, tenantRemoved, keys } = await db.transaction(async (tx) => {
    const school = await schoolOf(tx, orgId);
    const [others] = await tx
      .select({ n: count() })
      .from(orgs)
      .where(and(eq(orgs.tenantId, school.tenantId), ne(orgs.id, orgId)));
    const tenantRemoved = Number(others?.n ?? 0) === 0;
    const keys = (await tx.select({ k: files.storageKey }).from(files).where(eq(files.orgId, orgId))).map(
      (r) => r.k,
    );
    const guarded = await userTriggers(tx);
    const deleted: Record<string, number> = {};
    for (const t of deletionOrder(await appTables(tx))) {
      const rule = ruleOf(t);
      if (rule.kind === 'none' || (rule.kind === 'tenant' && !tenantRemoved)) continue;
      const ref = tableRef(t.name);
      if (guarded.has(t.name)) await tx.execute(sql`ALTER TABLE ${ref} DISABLE TRIGGER USER`);
      const r = await queryRows<{ n: number }>(
        tx,
        sql`WITH d AS (DELETE FROM ${ref} WHERE ${rule.where(school)} RETURNING 1) SELECT count(*)::int AS n FROM d`,
      );
      if (guarded.has(t.name)) await tx.execute(sql`ALTER TABLE ${ref} ENABLE TRIGGER USER`);
      if (r[0]?.n) deleted[t.name] = r[0].n;
    }
    await operatorAudit(tx, who, school, 'school.remove', orgId, {
      name: school.name,
      tenantRemoved,
      rows: Object.values(deleted).reduce((a, b) => a + b, 0),
    });
    return { school, deleted, tenantRemoved, keys };
  });
  for (const k of keys) await storage.delete(k);
  return { school, deleted, tenantRemoved, files: keys.length };
}
