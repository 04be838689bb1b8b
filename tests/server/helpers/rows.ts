import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../server/src/db/client';

/** Raw SQL rows for tests that check the database directly: node-postgres and PGlite both answer `{rows}`. */
export async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
