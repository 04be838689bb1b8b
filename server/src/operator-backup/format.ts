import { createReadStream, createWriteStream, renameSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The backup file: gzip'd JSON lines, written by us from the tables (no pg_dump needed, the same on
 * PGlite and PostgreSQL). Line 1 the header; per table a `table` line, its rows (one object each,
 * as to_jsonb gives them) and an `end` line with its count; files as `file` lines (base64); last a
 * `done` line — a file without it was cut short and is refused.
 */
export const FORMAT = 'zhaosheng-yingxin-backup';
export const FORMAT_VERSION = 1;

export interface Header {
  format: typeof FORMAT;
  version: number;
  kind: 'deployment' | 'school';
  createdAt: string;
  database: 'pglite' | 'postgres';
  migrations: string[];
  school?: { tenantId: string; orgId: string; name: string };
}

const ROW_PREFIX = '{"row":';

export type Line =
  | { table: string; columns: string[] }
  /** A row, kept as its JSON text (never parsed in between, so numbers keep their digits). */
  | { rowJson: string }
  | { end: string; rows: number }
  | { file: string; size: number; data: string }
  | { done: true; tables: Record<string, number>; files: number };

export interface Writer {
  write(line: Header | Line): Promise<void>;
  /** One row as the database wrote it (to_jsonb(…)::text): big numbers keep every digit. */
  writeRow(json: string): Promise<void>;
  /** Completes the file (renamed into place only now: a failed run leaves no half backup). */
  finish(): Promise<void>;
  abort(): void;
}

export function openWriter(path: string): Writer {
  const tmp = `${path}.${process.pid}.partial`;
  const out = createWriteStream(tmp, { mode: 0o600 }); // personal data: readable by the operator only
  const gz = createGzip();
  gz.pipe(out);
  return {
    async write(line) {
      if (!gz.write(`${JSON.stringify(line)}\n`)) await once(gz, 'drain');
    },
    async writeRow(json) {
      if (!gz.write(`${ROW_PREFIX}${json}}\n`)) await once(gz, 'drain');
    },
    async finish() {
      gz.end();
      await once(out, 'close');
      renameSync(tmp, path);
    },
    abort() {
      gz.destroy();
      out.destroy();
      rmSync(tmp, { force: true });
    },
  };
}

export class BadBackup extends Error {}

/** The header, then every line after it, in order. */
export async function* readBackup(path: string): AsyncGenerator<Header | Line> {
  const input = createReadStream(path).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  let first = true;
  try {
    for await (const text of lines) {
      if (!text) continue;
      if (!first && text.startsWith(ROW_PREFIX) && text.endsWith('}')) {
        yield { rowJson: text.slice(ROW_PREFIX.length, -1) };
        continue;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new BadBackup(`备份文件已损坏（无法解析的行）。 / The backup file is damaged.`);
      }
      if (first) {
        const h = parsed as Partial<Header>;
        if (h.format !== FORMAT || typeof h.version !== 'number')
          throw new BadBackup(`${path} 不是招生迎新的备份文件。 / Not a backup file of this app.`);
        if (h.version > FORMAT_VERSION)
          throw new BadBackup(
            `备份文件格式 ${h.version} 比本程序新，请先升级程序。 / The backup format is newer than this program.`,
          );
        first = false;
      }
      yield parsed as Header | Line;
    }
  } catch (e) {
    if (e instanceof BadBackup) throw e;
    throw new BadBackup(`无法读取备份文件 ${path}：${(e as Error).message}。 / Cannot read the backup file.`);
  }
  if (first) throw new BadBackup(`备份文件 ${path} 是空的。 / The backup file is empty.`);
}
