import { join } from 'node:path';
import { commandDataDir, DataDirMismatch } from '../data-dir';
import { EmbeddedBusyError, type EmbeddedLock, holdEmbedded } from '../db/embedded-lock';

/**
 * For commands with no server route (seed, retention): on the embedded database, hold it for the
 * command's run, or exit 1 when a server or another command holds it (its writes would be lost).
 */
export function holdForCommand(
  dataDir: string,
  databaseUrl: string | undefined,
  busyHint = '请先停止它再运行本命令。',
): EmbeddedLock | null {
  if (databaseUrl) return null;
  try {
    return holdEmbedded(join(dataDir, 'pg'), 'cli');
  } catch (e) {
    if (!(e instanceof EmbeddedBusyError)) throw e;
    console.error(`${e.message}${busyHint}`);
    process.exit(1);
  }
}

/** The command's data directory as the server finds its own (data-dir.ts), or exit 1 naming the server's. */
export function commandDataDirOrExit(env: NodeJS.ProcessEnv = process.env): string {
  try {
    return commandDataDir(env);
  } catch (e) {
    if (!(e instanceof DataDirMismatch)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}
