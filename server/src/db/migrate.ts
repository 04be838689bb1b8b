import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Statements of one file: split on `--> statement-breakpoint` lines, else on `;` at a line end. */
export function splitStatements(text: string): string[] {
  const parts = text.includes('--> statement-breakpoint')
    ? text.split(/^--> statement-breakpoint\s*$/m)
    : text.split(/;\s*$/m);
  return parts.map((s) => s.trim()).filter((s) => s.replace(/--.*$/gm, '').trim() !== '');
}

/**
 * Applies every `*.sql` file of the folder not yet applied, in name order (the hand-written 0001_…
 * baseline, then drizzle-kit's timestamp-prefixed files from `npm run db:generate`), in one
 * transaction under an advisory lock so that several processes booting on one PostgreSQL migrate once.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724200117)`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    // The migrator runs before any table exists, so it reads its own book in plain SQL.
    const book = (await tx.execute(sql`SELECT name FROM _migrations`)) as unknown as {
      rows: { name: string }[];
    };
    const done = new Set(book.rows.map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      for (const stmt of splitStatements(readFileSync(`${dir}/${file}`, 'utf8')))
        await tx.execute(sql.raw(stmt));
      await tx.execute(sql`INSERT INTO _migrations (name) VALUES (${file})`);
      applied.push(file);
    }
    return applied;
  });
}
