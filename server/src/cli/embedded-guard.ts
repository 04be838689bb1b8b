import { join } from 'node:path';
import { EmbeddedBusyError, type EmbeddedLock, holdEmbedded } from '../db/embedded-lock';

/**
 * For commands with no server route (seed, retention): on the embedded database, hold it for the
 * command's run, or exit 1 when a server or another command holds it (its writes would be lost).
 */
export function holdForCommand(dataDir: string, databaseUrl: string | undefined): EmbeddedLock | null {
  if (databaseUrl) return null;
  try {
    return holdEmbedded(join(dataDir, 'pg'), 'cli');
  } catch (e) {
    if (!(e instanceof EmbeddedBusyError)) throw e;
    console.error(`${e.message}请先停止它再运行本命令。`);
    process.exit(1);
  }
}
