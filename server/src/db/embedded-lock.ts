import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// PGlite is one process by design and keeps no lock of its own: two processes on one data directory
// each see their own copy, and the last to close overwrites the other's writes. Whoever opens the
// directory (the server, a CLI writing directly) first holds `<pg dir>.lock`; the others go through
// the server that holds it (its URL is in the lock) or refuse.

export interface EmbeddedHolder {
  pid: number;
  /** /proc start time of the pid: a pid reused by another process after a crash is not the holder. */
  procStart: string | null;
  kind: 'server' | 'cli';
  /** The server's address once it listens; null while it starts (and for a CLI). */
  url: string | null;
  token: string;
  since: string;
}

export const lockPathOf = (pgDir: string): string => `${pgDir.replace(/[\\/]+$/, '')}.lock`;

export function procStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm) ": state is field 3, starttime field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** The process of `h` still runs (and is the same process, not a reused pid). */
export function alive(h: Pick<EmbeddedHolder, 'pid' | 'procStart'>): boolean {
  try {
    process.kill(h.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = h.procStart === null ? null : procStart(h.pid);
  return now === null || now === h.procStart;
}

function read(path: string): EmbeddedHolder | null {
  try {
    const h = JSON.parse(readFileSync(path, 'utf8')) as EmbeddedHolder;
    return typeof h.pid === 'number' ? h : null;
  } catch {
    return null;
  }
}

/** The live process holding the embedded database at `pgDir`, if any (a stale lock counts as none). */
export function embeddedHolder(pgDir: string): EmbeddedHolder | null {
  const h = read(lockPathOf(pgDir));
  return h && alive(h) ? h : null;
}

export class EmbeddedBusyError extends Error {
  constructor(readonly holder: EmbeddedHolder) {
    super(
      `嵌入式数据库正被另一个进程使用（${holder.kind === 'server' ? '服务器' : '命令'}，pid ${holder.pid}` +
        `${holder.url ? `，${holder.url}` : ''}）。同一数据目录只能由一个进程打开。`,
    );
  }
}

export interface EmbeddedLock {
  /** Records the server's address, so commands can go through it. */
  setUrl(url: string): void;
  release(): void;
}

/** Takes the lock of `pgDir` for this process, or throws EmbeddedBusyError naming the live holder. */
export function holdEmbedded(pgDir: string, kind: EmbeddedHolder['kind']): EmbeddedLock {
  const path = lockPathOf(pgDir);
  mkdirSync(dirname(path), { recursive: true });
  const mine: EmbeddedHolder = {
    pid: process.pid,
    procStart: procStart(process.pid),
    kind,
    url: null,
    token: randomBytes(8).toString('hex'),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw e;
      const h = read(path);
      if (h && alive(h)) throw new EmbeddedBusyError(h);
      try {
        unlinkSync(path); // left by a process that ended without closing
      } catch {
        /* another process removed it first */
      }
    }
  }
  const ours = () => read(path)?.token === mine.token;
  return {
    setUrl(url) {
      if (!ours()) return;
      const tmp = `${path}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify({ ...mine, url }), { mode: 0o600 });
      renameSync(tmp, path);
    },
    release() {
      if (ours()) unlinkSync(path);
    },
  };
}
