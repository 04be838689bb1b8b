import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/client';
import { files } from '../db/schema';
import { appliedMigrations, appTables } from './catalog';
import { dumpFiles, dumpTables } from './dump';
import { BadBackup, FORMAT, FORMAT_VERSION, openWriter } from './format';

export interface BackupResult {
  tables: Record<string, number>;
  files: number;
  /** Files the database lists that are not under `filesRoot` (another DATA_DIR than the server's?). */
  missing: number;
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
    const { tables, keys } = await database.db.transaction(
      async (tx) => {
        const migrations = await appliedMigrations(tx);
        if (!migrations.length)
          throw new BadBackup(
            '数据库中还没有本程序的表（从未启动过服务器），没有可备份的内容；请检查 DATABASE_URL、DATABASE_SCHEMA 或 DATA_DIR。 / ' +
              'The database holds no tables of this program: nothing to back up (check the database settings).',
          );
        await out.write({
          format: FORMAT,
          version: FORMAT_VERSION,
          kind: 'deployment',
          createdAt: now.toISOString(),
          database: database.kind,
          migrations,
        });
        const tables = await dumpTables(tx, out, await appTables(tx));
        const keys = await tx.select({ k: files.storageKey }).from(files);
        return { tables, keys };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const n = await dumpFiles(out, filesRoot);
    await out.write({ done: true, tables, files: n });
    await out.finish();
    return { tables, files: n, missing: keys.filter((r) => !existsSync(join(filesRoot, r.k))).length };
  } catch (e) {
    out.abort();
    throw e;
  }
}
