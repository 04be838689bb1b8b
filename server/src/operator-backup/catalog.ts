import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The migrations book (db/migrate.ts): carried in a backup's header, never as rows. */
export const MIGRATIONS_TABLE = '_migrations';

export interface TableInfo {
  name: string;
  columns: string[];
  /** Columns filled by a sequence (bigserial): set past the restored rows afterwards. */
  serial: string[];
  /** Tables its foreign keys point to. */
  parents: string[];
}

const rows = async <T>(db: Db, q: SQL): Promise<T[]> =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/**
 * The base tables of the database's current schema (PGlite: public; PostgreSQL: DATABASE_SCHEMA's
 * search_path), parents before children by their foreign keys, so rows load in this order and
 * delete in the reverse one. Read from the catalog, so a table added by a later migration is included.
 */
export async function appTables(db: Db): Promise<TableInfo[]> {
  const cols = await rows<{ t: string; c: string; d: string | null }>(
    db,
    sql`SELECT c.table_name AS t, c.column_name AS c, c.column_default AS d
        FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        ORDER BY c.table_name, c.ordinal_position`,
  );
  const fks = await rows<{ child: string; parent: string }>(
    db,
    sql`SELECT cl.relname AS child, pcl.relname AS parent
        FROM pg_constraint k
        JOIN pg_class cl ON cl.oid = k.conrelid
        JOIN pg_class pcl ON pcl.oid = k.confrelid
        WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace`,
  );
  const byName = new Map<string, TableInfo>();
  for (const r of cols) {
    if (r.t === MIGRATIONS_TABLE) continue;
    const t = byName.get(r.t) ?? { name: r.t, columns: [], serial: [], parents: [] };
    t.columns.push(r.c);
    if (r.d?.startsWith('nextval(')) t.serial.push(r.c);
    byName.set(r.t, t);
  }
  const parents = new Map<string, Set<string>>();
  for (const f of fks)
    if (f.child !== f.parent && byName.has(f.parent))
      (parents.get(f.child) ?? parents.set(f.child, new Set()).get(f.child)!).add(f.parent);
  const out: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name)) return;
    if (path.has(name)) throw new Error(`foreign keys form a cycle through ${name}`);
    path.add(name);
    for (const p of [...(parents.get(name) ?? [])].sort()) visit(p, path);
    path.delete(name);
    placed.add(name);
    out.push({ ...byName.get(name)!, parents: [...(parents.get(name) ?? [])].sort() });
  };
  for (const name of [...byName.keys()].sort()) visit(name, new Set());
  return out;
}

/** The migrations applied to this database, by name. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const exists = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_name = ${MIGRATIONS_TABLE}`,
  );
  if (!exists[0]?.n) return [];
  return (await rows<{ name: string }>(db, sql`SELECT name FROM _migrations ORDER BY name`)).map(
    (r) => r.name,
  );
}

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export const tableRef = (name: string): SQL => sql.raw(quoteIdent(name));

export async function countRows(db: Db, table: string, where: SQL = sql`TRUE`): Promise<number> {
  const [r] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${tableRef(table)} WHERE ${where}`,
  );
  return Number(r?.n ?? 0);
}

export { rows as queryRows };
