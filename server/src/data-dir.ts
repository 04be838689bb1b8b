import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { alive, embeddedHolder, procStart } from './db/embedded-lock';

type Env = Record<string, string | undefined>;

/**
 * Where the embedded database (`<dir>/pg`, its lock `<dir>/pg.lock`) and uploaded files live: DATA_DIR,
 * else `<repository>/data` — the same for the server (main.ts, start.ts) and every command (npm run
 * school, staff, seed, retention), whatever directory they are started from.
 */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url));

export const dataDirOf = (env: Env = process.env, given?: string): string =>
  resolve(given ?? (env.DATA_DIR || DEFAULT_DATA_DIR));

export const pgDirOf = (dataDir: string): string => join(dataDir, 'pg');

/** Running servers on the embedded database say where (one file each); SERVER_REGISTRY_DIR for tests. */
const registryDir = (env: Env) =>
  resolve(env.SERVER_REGISTRY_DIR || join(tmpdir(), `zhaosheng-yingxin-servers-${process.getuid?.() ?? 0}`));

interface Running {
  pid: number;
  procStart: string | null;
  dataDir: string;
}

/** The server records its data directory while it runs (removed on close; a dead process's is ignored). */
export function announceServer(dataDir: string, env: Env = process.env): { remove(): void } {
  const dir = registryDir(env);
  const file = join(dir, `${process.pid}-${randomBytes(4).toString('hex')}.json`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const me: Running = { pid: process.pid, procStart: procStart(process.pid), dataDir: resolve(dataDir) };
    writeFileSync(file, JSON.stringify(me), { mode: 0o600 });
  } catch {
    return { remove() {} }; // no registry (read-only tmp): commands still find the server by its lock
  }
  return {
    remove() {
      try {
        unlinkSync(file);
      } catch {
        /* already gone */
      }
    },
  };
}

function runningServers(env: Env): Running[] {
  const dir = registryDir(env);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  const out: Running[] = [];
  for (const n of names) {
    try {
      const r = JSON.parse(readFileSync(join(dir, n), 'utf8')) as Running;
      if (typeof r.pid === 'number' && typeof r.dataDir === 'string' && alive(r)) out.push(r);
    } catch {
      /* being written or removed */
    }
  }
  return out;
}

export class DataDirMismatch extends Error {}

/**
 * A command's data directory, found as the server finds its own. A command run without DATA_DIR while
 * a server on the embedded database runs elsewhere (another DATA_DIR) would write to a database that
 * server never sees: refused, naming the server's directory. With DATABASE_URL there is nothing to find.
 */
export function commandDataDir(env: Env = process.env): string {
  const dir = dataDirOf(env);
  if (env.DATABASE_URL || env.DATA_DIR) return dir;
  if (embeddedHolder(pgDirOf(dir))) return dir;
  const others = [...new Set(runningServers(env).map((r) => r.dataDir))].filter((d) => d !== dir);
  if (others.length)
    throw new DataDirMismatch(
      `运行中的服务器使用数据目录 ${others.join('、')}，本命令没有设置 DATA_DIR，会使用默认的 ${dir}：` +
        `两者不同，写入的内容服务器看不到。请用与服务器相同的 DATA_DIR 运行，例如 DATA_DIR=${others[0]} npm run …`,
    );
  return dir;
}
