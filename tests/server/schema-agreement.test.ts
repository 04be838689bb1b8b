import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/client';
import { MIGRATIONS_DIR, migrate } from '../../server/src/db/migrate';
import { rows } from './helpers/rows';
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

describe('drizzle-kit generated migrations', () => {
  it('run after the hand-written baseline, in name order, split on statement breakpoints', async () => {
    const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
    const { pgTable, text } = await import('drizzle-orm/pg-core');
    const schema = await import('../../server/src/db/schema');
    const before = generateDrizzleJson({ ...schema });
    const extra = pgTable('notes', { id: text('id').primaryKey(), body: text('body').notNull() });
    const after = generateDrizzleJson({ ...schema, extra }, before.id);
    const stmts = await generateMigration(before, after);
    expect(stmts.join('\n')).toMatch(/CREATE TABLE "notes"/);

    const dir = mkdtempSync(join(tmpdir(), 'mig-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    writeFileSync(join(dir, '20990101000000_notes.sql'), stmts.join('\n--> statement-breakpoint\n'));
    const d = await openDatabase({});
    try {
      const applied = await migrate(d.db, dir);
      expect(applied.at(-1)).toBe('20990101000000_notes.sql');
      expect(applied.slice(0, 3)).toEqual(['0001_core.sql', '0100_admissions.sql', '0110_photo_review.sql']);
      await d.db.execute(sql`INSERT INTO notes (id, body) VALUES ('n1', 'x')`);
    } finally {
      await d.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
