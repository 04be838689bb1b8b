import { join } from 'node:path';
import { commandDataDir, DataDirMismatch, pgDirOf } from '../data-dir';
import { type Database, openDatabase } from '../db/client';
import { EmbeddedBusyError, type EmbeddedLock, holdEmbedded } from '../db/embedded-lock';
import { OperatorRefusal } from './operator-run';

const BUSY_EN =
  'The embedded database is in use by another process (a running server or command). ' +
  'Stop it, then run this command again.';

/**
 * Where backup, restore, export, remove and reset-admin work: PostgreSQL (DATABASE_URL, its
 * DATABASE_SCHEMA), or the embedded database held for the command's run. While a server (or another
 * command) holds the embedded database these refuse, in Chinese and English, exit code 1: reading it
 * meanwhile gives a torn copy and writing it would be lost when the server closes.
 */
export interface CommandTarget {
  dataDir: string;
  /** Uploaded files (diskStorage root), the same for both databases. */
  filesRoot: string;
  databaseUrl?: string;
  schema?: string;
  pgDir: string;
  lock: EmbeddedLock | null;
  describe: string;
}

export function commandTarget(env: NodeJS.ProcessEnv = process.env): CommandTarget {
  let dataDir: string;
  try {
    dataDir = commandDataDir(env);
  } catch (e) {
    if (e instanceof DataDirMismatch)
      throw new OperatorRefusal(
        `${e.message}\nA running server uses another DATA_DIR: run with the same DATA_DIR.`,
      );
    throw e;
  }
  const pgDir = pgDirOf(dataDir);
  const base = { dataDir, filesRoot: join(dataDir, 'files'), pgDir };
  if (env.DATABASE_URL)
    return {
      ...base,
      databaseUrl: env.DATABASE_URL,
      ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}),
      lock: null,
      describe: `PostgreSQL（DATABASE_URL${env.DATABASE_SCHEMA ? `，schema ${env.DATABASE_SCHEMA}` : ''}）`,
    };
  try {
    return { ...base, lock: holdEmbedded(pgDir, 'cli'), describe: `内置数据库 ${pgDir}` };
  } catch (e) {
    if (e instanceof EmbeddedBusyError)
      throw new OperatorRefusal(`${e.message}请先停止服务器再运行本命令。\n${BUSY_EN}`);
    throw e;
  }
}

export const openTarget = (t: CommandTarget, pgDir = t.pgDir): Promise<Database> =>
  openDatabase(
    t.databaseUrl
      ? { databaseUrl: t.databaseUrl, ...(t.schema ? { schema: t.schema } : {}), poolSize: 2 }
      : { dataDir: pgDir },
  );
