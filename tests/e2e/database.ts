import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * PostgreSQL for the e2e reference servers when set (CI: PG_TEST_URL). Each server then gets a fresh
 * schema of its own (migrated and seeded by the server, dropped at its close) instead of a new PGlite
 * data directory: starting PGlite in a fresh directory took 5–18 s per server on 2 shared cores, a
 * schema about a second. Without it every server keeps its own PGlite directory, as before.
 */
export const E2E_PG_URL = process.env.PG_TEST_URL || process.env.DATABASE_URL || '';

/** A new schema name for one server (`name` for the reader of pg's catalogue), or null without PostgreSQL. */
export function e2eSchema(name: string): string | null {
  if (!E2E_PG_URL) return null;
  const slug = name
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 24);
  return `e2e_${slug}_${randomBytes(4).toString('hex')}`;
}

export async function dropE2eSchema(schema: string | null): Promise<void> {
  if (!schema || !E2E_PG_URL) return;
  const c = new pg.Client({ connectionString: E2E_PG_URL });
  await c.connect();
  try {
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await c.end();
  }
}
