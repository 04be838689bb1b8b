import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Raw SQL rows: node-postgres and PGlite both answer `{rows}`. */
export async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
