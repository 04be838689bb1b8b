import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/** Drizzle over PGlite or node-postgres: both are a PgDatabase, so queries are written once. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine (tests dump it as a snapshot). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL; when absent PGlite is used. */
  databaseUrl?: string;
  /** PostgreSQL schema (search_path); tests use one per file. Created when missing. */
  schema?: string;
  /** PGlite data directory; absent = in memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data dir (tests). */
  loadDataDir?: Blob;
  poolSize?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    if (opts.schema && !SCHEMA_NAME.test(opts.schema)) throw new Error(`bad schema name ${opts.schema}`);
    if (opts.schema) {
      const c = new pg.Client({ connectionString: opts.databaseUrl });
      await c.connect();
      try {
        // IF NOT EXISTS still races when two processes start together (unique violation on
        // pg_namespace): a transaction-level advisory lock lets one create it, the other see it.
        await c.query('BEGIN');
        await c.query("SELECT pg_advisory_xact_lock(hashtext('zhxy:create-schema'))");
        await c.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
        await c.query('COMMIT');
      } finally {
        await c.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    return { db: drizzlePg(pool) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
  };
}
