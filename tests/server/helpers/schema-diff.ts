import { sql, type SQL } from 'drizzle-orm';
import { pushSchema } from 'drizzle-kit/api';
import type { Db } from '../../../server/src/db/client';
import * as schema from '../../../server/src/db/schema';

const tableNames = (): string[] =>
  Object.values(schema)
    .map((t) => (t as unknown as Record<symbol, unknown>)[Symbol.for('drizzle:Name')])
    .filter((n): n is string => typeof n === 'string');

/**
 * The statements drizzle-kit would run to turn the migrated database into the Drizzle schema:
 * empty when schema and migrations agree. Two drizzle-kit 0.31 quirks are worked around on the
 * introspection queries: pushSchema drops query parameters (the composite primary key lookup
 * gets `$1`/`$2` unbound), and unique-constraint columns come back in no defined order.
 */
export async function schemaDiff(db: Db): Promise<string[]> {
  const execute = (q: SQL) => {
    const text = (q.queryChunks[0] as { value?: string[] } | undefined)?.value?.[0] ?? '';
    if (text.includes("contype = 'p'") && text.includes('$2'))
      return db.execute(
        sql.raw(
          `SELECT conname AS primary_key FROM pg_constraint WHERE contype = 'p'
           AND array_length(conkey, 1) > 1 AND connamespace = current_schema()::regnamespace`,
        ),
      );
    if (text.includes('constraint_column_usage'))
      return db.execute(sql.raw(text.replace(/;\s*$/, ' ORDER BY c.ordinal_position;')));
    return db.execute(q);
  };
  const { statementsToExecute } = await pushSchema(
    schema,
    { execute } as unknown as Parameters<typeof pushSchema>[1],
    ['public'],
    tableNames(),
  );
  return statementsToExecute;
}

export { tableNames };
