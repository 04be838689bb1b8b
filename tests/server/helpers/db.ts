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

/** The snapshot is rebuilt when a migration or a seed file changes. */
function snapshotPath(): string {
  const h = createHash('sha256');
  for (const f of [...walk(join(SERVER_SRC, 'db/migrations')), ...walk(join(SERVER_SRC, 'seed'))])
    h.update(f).update(readFileSync(f));
  return join(tmpdir(), `zhxy-pglite-${h.digest('hex').slice(0, 16)}.tar`);
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
 * A migrated, seeded database for one test file: PGlite from the shared snapshot, or on PostgreSQL a
 * fresh schema (so parallel runs never collide). Always `close()` it.
 */
export async function testDatabase(name: string): Promise<TestDatabase> {
  if (!PG_URL) return openDatabase({ loadDataDir: await pgliteSnapshot() });
  const schema = `t_${name
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 20)}_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: PG_URL, schema, poolSize: 4 });
  await migrate(database.db);
  await seedDemo(database.db, memoryStorage());
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
