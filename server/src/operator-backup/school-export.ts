import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { files, orgs } from '../db/schema';
import { apiError } from '../http/errors';
import { appliedMigrations, appTables } from './catalog';
import { dumpFiles, dumpTables } from './dump';
import { FORMAT, FORMAT_VERSION, openWriter } from './format';
import { ruleOf } from './school-scope';

export async function schoolOf(db: Db, orgId: string) {
  const [s] = await db
    .select({ tenantId: orgs.tenantId, orgId: orgs.id, name: orgs.name })
    .from(orgs)
    .where(eq(orgs.id, orgId));
  if (!s) throw apiError('NOT_FOUND', `学校 ${orgId} 不存在。 / No school ${orgId}.`);
  return s;
}

/**
 * One school's rows (by school-scope.ts, with its tenant's shared setup) and its uploaded files, in
 * the backup format with kind 'school' — for handing a school its data or moving it.
 */
export async function exportSchool(
  database: Database,
  filesRoot: string,
  orgId: string,
  path: string,
  now: Date,
): Promise<{
  school: { tenantId: string; orgId: string; name: string };
  tables: Record<string, number>;
  files: number;
  /** Files of the school's rows not found under `filesRoot`. */
  missing: number;
}> {
  const out = openWriter(path);
  try {
    const { school, tables, keys } = await database.db.transaction(
      async (tx) => {
        const school = await schoolOf(tx, orgId);
        await out.write({
          format: FORMAT,
          version: FORMAT_VERSION,
          kind: 'school',
          createdAt: now.toISOString(),
          database: database.kind,
          migrations: await appliedMigrations(tx),
          school,
        });
        const tables = await dumpTables(tx, out, await appTables(tx), (t) => {
          const rule = ruleOf(t);
          return rule.kind === 'none' ? null : rule.where(school);
        });
        const keys = await tx.select({ key: files.storageKey }).from(files).where(eq(files.orgId, orgId));
        return { school, tables, keys: keys.map((k) => k.key) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const n = await dumpFiles(out, filesRoot, keys);
    await out.write({ done: true, tables, files: n });
    await out.finish();
    return { school, tables, files: n, missing: keys.length - n };
  } catch (e) {
    out.abort();
    throw e;
  }
}
