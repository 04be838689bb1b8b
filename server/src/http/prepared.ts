import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

const dialect = new PgDialect();

/**
 * Raw SQL rows through a named prepared statement: PostgreSQL parses and plans it once per pooled
 * connection instead of on every call (hot public look-ups, where planning cost more than running).
 * One name must always carry the same SQL text; only the parameters change.
 */
export async function preparedRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const res = await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
  return (res as unknown as { rows: T[] }).rows;
}
