import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openDatabase } from '../../../server/src/db/client';
import { migrate } from '../../../server/src/db/migrate';
import { memoryStorage } from '../../../server/src/files/storage';
import { seedDemo } from '../../../server/src/seed';

const SERVER_SRC = fileURLToPath(new URL('../../../server/src/', import.meta.url));

/** PostgreSQL for the server tests when set (this machine: postgres://postgres@127.0.0.1:5432/test). */
export const PG_URL = process.env.PG_TEST_URL || process.env.DATABASE_URL || '';

const walk = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .sort()
        .flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]))
    : [];

/** Changes with any migration or seed file: the snapshots below are rebuilt then. */
function schemaAndSeedHash(): string {
  const h = createHash('sha256');
  for (const f of [...walk(join(SERVER_SRC, 'db/migrations')), ...walk(join(SERVER_SRC, 'seed'))])
    h.update(f).update(readFileSync(f));
  return h.digest('hex').slice(0, 16);
}

function snapshotPath(): string {
  return join(tmpdir(), `zhxy-pglite-${schemaAndSeedHash()}.tar`);
}

/** A migrated and seeded PGlite dump, made once per change of the schema or seed (brief section 3). */
async function pgliteSnapshot(): Promise<Blob> {
  const path = snapshotPath();
  if (!existsSync(path)) {
    const fresh = await openDatabase({});
    try {
      await migrate(fresh.db);
      await seedDemo(fresh.db, memoryStorage());
      // Uncompressed: loads ~25% faster than gzip (about 40 MB in the temp dir).
      const dump = await fresh.pglite!.dumpDataDir('none');
      const tmp = `${path}.${process.pid}.tmp`;
      writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
      renameSync(tmp, path);
    } finally {
      await fresh.close();
    }
  }
  return new Blob([readFileSync(path)]);
}

export interface TestDatabase extends Database {
  /** PostgreSQL schema of this test file, dropped on close. */
  schema?: string;
}

/**
 * PostgreSQL: the SQL of one migrated and seeded template schema (pg_dump, rows as INSERTs), made once
 * per change of the schema or seed and kept in the temp dir; every test file restores it under its own
 * schema name instead of migrating and seeding again. Null when pg_dump is not usable (then each file
 * migrates and seeds, as before).
 */
let templateSql: Promise<string | null> | undefined;
async function pgTemplate(): Promise<string | null> {
  templateSql ??= makePgTemplate();
  return templateSql;
}

async function makePgTemplate(): Promise<string | null> {
  const hash = schemaAndSeedHash();
  const tpl = `zhxy_tpl_${hash}`;
  const url = createHash('sha256').update(PG_URL).digest('hex').slice(0, 8);
  const path = join(tmpdir(), `zhxy-pg-${hash}-${url}.sql`);
  if (existsSync(path)) return readFileSync(path, 'utf8');
  // One process builds it; the others (parallel files, other runs) wait on the lock and read the file.
  const lock = new pg.Client({ connectionString: PG_URL });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(hashtext('zhxy:test-template'))");
    if (existsSync(path)) return readFileSync(path, 'utf8');
    await lock.query(`DROP SCHEMA IF EXISTS ${tpl} CASCADE`);
    const fresh = await openDatabase({ databaseUrl: PG_URL, schema: tpl, poolSize: 2 });
    try {
      await migrate(fresh.db);
      await seedDemo(fresh.db, memoryStorage());
    } finally {
      await fresh.close();
    }
    const dump = spawnSync(
      'pg_dump',
      ['--schema', tpl, '--no-owner', '--no-privileges', '--rows-per-insert=500', '--dbname', PG_URL],
      { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    await lock.query(`DROP SCHEMA IF EXISTS ${tpl} CASCADE`);
    if (dump.status !== 0) {
      console.warn(
        `server tests: pg_dump unusable (${dump.error?.message ?? dump.stderr.trim()}); each file migrates and seeds`,
      );
      return null;
    }
    // psql meta-commands (\restrict …) are not SQL; the template's name becomes each file's schema.
    const text = dump.stdout
      .split('\n')
      .filter((l) => !l.startsWith('\\'))
      .join('\n')
      .replaceAll(tpl, TEMPLATE_NAME);
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, text);
    renameSync(tmp, path);
    return text;
  } finally {
    await lock.query("SELECT pg_advisory_unlock(hashtext('zhxy:test-template'))").catch(() => {});
    await lock.end();
  }
}

/** Stands for the schema's name in the template SQL (never a real schema). */
const TEMPLATE_NAME = '__zhxy_template__';

/**
 * A migrated, seeded database for one test file: PGlite from the shared snapshot, or on PostgreSQL a
 * fresh schema restored from the template (so parallel files and runs never collide). Always `close()` it.
 */
export async function testDatabase(name: string): Promise<TestDatabase> {
  if (!PG_URL) return openDatabase({ loadDataDir: await pgliteSnapshot() });
  const schema = `t_${name
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 20)}_${randomBytes(4).toString('hex')}`;
  const template = await pgTemplate();
  if (template) {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    try {
      await c.query(template.replaceAll(TEMPLATE_NAME, schema));
    } finally {
      await c.end();
    }
  }
  const database = await openDatabase({ databaseUrl: PG_URL, schema, poolSize: 4 });
  if (!template) {
    await migrate(database.db);
    await seedDemo(database.db, memoryStorage());
  }
  return {
    ...database,
    schema,
    async close() {
      await database.close();
      await dropSchema(schema);
    },
  };
}

export async function dropSchema(schema: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await c.end();
  }
}
