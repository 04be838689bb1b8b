import type { Database } from '../db/client';
import { appliedMigrations, appTables } from './catalog';
import { dumpFiles, dumpTables } from './dump';
import { FORMAT, FORMAT_VERSION, openWriter } from './format';

export interface BackupResult {
  tables: Record<string, number>;
  files: number;
}

/**
 * The whole deployment into one file: every table's rows from one consistent snapshot (a read-only
 * repeatable-read transaction, so a server still writing on PostgreSQL cannot tear it), then every
 * uploaded file under `filesRoot`.
 */
export async function backupDeployment(
  database: Database,
  filesRoot: string,
  path: string,
  now: Date,
): Promise<BackupResult> {
  const out = openWriter(path);
  try {
    const tables = await database.db.transaction(
      async (tx) => {
        await out.write({
          format: FORMAT,
          version: FORMAT_VERSION,
          kind: 'deployment',
          createdAt: now.toISOString(),
          database: database.kind,
          migrations: await appliedMigrations(tx),
        });
        return dumpTables(tx, out, await appTables(tx));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const files = await dumpFiles(out, filesRoot);
    await out.write({ done: true, tables, files });
    await out.finish();
    return { tables, files };
  } catch (e) {
    out.abort();
    throw e;
  }
}
