import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows, tableRef, type TableInfo } from './catalog';
import type { Writer } from './format';

const PAGE = 1000;

/** Writes each table's rows (all, or those `where` selects), in the given order; returns the counts. */
export async function dumpTables(
  db: Db,
  out: Writer,
  tables: TableInfo[],
  where: (t: TableInfo) => SQL | null = () => sql`TRUE`,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const w = where(t);
    if (!w) continue;
    await out.write({ table: t.name, columns: t.columns });
    let n = 0;
    // Pages by ctid (keyset: each page starts after the last row's, never re-reading with OFFSET);
    // stable inside the snapshot the caller's transaction holds.
    let after = '(0,0)';
    for (;;) {
      const page = await queryRows<{ at: string; r: string }>(
        db,
        sql`SELECT x.ctid::text AS at, to_jsonb(x)::text AS r FROM ${tableRef(t.name)} x
            WHERE ${w} AND x.ctid > ${after}::tid ORDER BY x.ctid LIMIT ${PAGE}`,
      );
      for (const p of page) await out.writeRow(p.r);
      n += page.length;
      if (page.length < PAGE) break;
      after = page[page.length - 1]!.at;
    }
    await out.write({ end: t.name, rows: n });
    counts[t.name] = n;
  }
  return counts;
}

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });

/** Every uploaded file under `root` (the data dir's `files`), or only the given storage keys. */
export async function dumpFiles(out: Writer, root: string, keys?: string[]): Promise<number> {
  if (!existsSync(root)) return 0;
  const paths = keys ? keys.map((k) => join(root, k)).filter((p) => existsSync(p)) : walk(root).sort();
  for (const p of paths) {
    const data = readFileSync(p);
    await out.write({
      file: relative(root, p).split(sep).join('/'),
      size: data.length,
      data: data.toString('base64'),
    });
  }
  return paths.length;
}
