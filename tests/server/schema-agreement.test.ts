import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { rows } from '../../server/src/db/rows';
import { schemaDiff, tableNames } from './helpers/schema-diff';

describe('Drizzle schema and SQL migrations', () => {
  it('declares every table the migrations create', async () => {
    const d = await openDatabase({});
    try {
      await migrate(d.db);
      const made = await rows<{ name: string }>(
        d.db,
        sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_migrations'`,
      );
      expect(tableNames().sort()).toEqual(made.map((r) => r.name).sort());
    } finally {
      await d.close();
    }
  });

  it('agree: drizzle-kit finds nothing to change in the migrated database', async () => {
    const d = await openDatabase({});
    try {
      await migrate(d.db);
      expect(await schemaDiff(d.db)).toEqual([]);
    } finally {
      await d.close();
    }
  }, 60_000);

  it('can fail: a column dropped by hand shows up as a difference', async () => {
    const d = await openDatabase({});
    try {
      await migrate(d.db);
      await d.db.execute(sql`ALTER TABLE plans DROP COLUMN contact`);
      expect((await schemaDiff(d.db)).join('\n')).toMatch(/ADD COLUMN "contact"/);
    } finally {
      await d.close();
    }
  }, 60_000);
});
