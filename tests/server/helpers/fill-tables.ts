import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/src/db/client';
import { appTables, countRows, queryRows, quoteIdent } from '../../../server/src/operator-backup/catalog';

interface Col {
  c: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}

const valueOf = (type: string, n: number): string => {
  if (/^(integer|smallint|bigint|numeric)/.test(type)) return '1';
  if (type === 'boolean') return 'false';
  if (type.startsWith('timestamp')) return "'2026-09-01T00:00:00Z'";
  if (type === 'jsonb' || type === 'json') return `'{"filled":${n}}'`;
  return `'fill-${n}'`;
};

/**
 * One row in every empty table (the backup round trip then has every table to bring back): each
 * required column a value of its type, a foreign key the first row of its parent. Returns the
 * tables it could not fill (a CHECK or a trigger refused the made-up row).
 */
export async function fillEmptyTables(db: Db): Promise<string[]> {
  const fks = await queryRows<{ t: string; c: string; pt: string; pc: string }>(
    db,
    sql`SELECT cl.relname AS t, a.attname AS c, pcl.relname AS pt, pa.attname AS pc
        FROM pg_constraint k
        JOIN pg_class cl ON cl.oid = k.conrelid JOIN pg_class pcl ON pcl.oid = k.confrelid
        JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
        JOIN pg_attribute pa ON pa.attrelid = k.confrelid AND pa.attnum = k.confkey[1]
        WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace`,
  );
  const failed: string[] = [];
  let n = 0;
  for (const t of await appTables(db)) {
    if ((await countRows(db, t.name)) > 0) continue;
    const cols = (
      await queryRows<{ c: string; type: string; nullable: string; d: string | null }>(
        db,
        sql`SELECT column_name AS c, data_type AS type, is_nullable AS nullable, column_default AS d
            FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${t.name}`,
      )
    ).map((r): Col => ({ c: r.c, type: r.type, nullable: r.nullable === 'YES', hasDefault: r.d !== null }));
    const names: string[] = [];
    const values: string[] = [];
    for (const c of cols) {
      const fk = fks.find((f) => f.t === t.name && f.c === c.c);
      if (fk) {
        names.push(quoteIdent(c.c));
        values.push(`(SELECT ${quoteIdent(fk.pc)} FROM ${quoteIdent(fk.pt)} LIMIT 1)`);
      } else if (!c.nullable && !c.hasDefault) {
        names.push(quoteIdent(c.c));
        values.push(valueOf(c.type, ++n));
      }
    }
    try {
      await db.execute(
        sql.raw(`INSERT INTO ${quoteIdent(t.name)} (${names.join(', ')}) VALUES (${values.join(', ')})`),
      );
    } catch {
      failed.push(t.name);
    }
  }
  return failed;
}
