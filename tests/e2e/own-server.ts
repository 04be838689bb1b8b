import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/src/app';
import { DEFAULT_CONFIG } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { diskStorage } from '../../server/src/files/storage';
import { dbRateStore } from '../../server/src/http/rate';
import { createStaff } from '../../server/src/modules/staff/accounts';
import { seedDemo } from '../../server/src/seed';
import { dropE2eSchema, E2E_PG_URL, e2eSchema } from './database';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/**
 * The reference server on a fresh seeded database of the test's own, for suites that read the
 * database to compare what the screens show (check-in day, arrivals board). `now` moves the
 * server's clock (e.g. past a cache window). The database is a schema of its own on PG_TEST_URL's
 * PostgreSQL when set (tests/e2e/database.ts), else PGlite in the server's temporary folder.
 */
export async function ownServer(name: string, opts: { now?: () => Date } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `zs-${name}-`));
  const schema = e2eSchema(name);
  const database = await openDatabase(
    schema ? { databaseUrl: E2E_PG_URL, schema, poolSize: 4 } : { dataDir: join(dataDir, 'pg') },
  );
  await migrate(database.db);
  const storage = diskStorage(join(dataDir, 'files'));
  await seedDemo(database.db, storage);
  const app = await buildApp(
    {
      db: database.db,
      storage,
      config: { ...DEFAULT_CONFIG, secret: `${name}-e2e-signing-key-0123456789abcdef`, distDir: DIST },
      rate: dbRateStore(database.db),
      now: opts.now ?? (() => new Date()),
    },
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  return {
    app,
    database,
    url,
    /** The server's temporary folder (removed by close): tests may keep their own files there. */
    dataDir,
    /** A staff account that may sign in at once (no forced password change), and its session token. */
    async staff(p: { orgId: string; role: 'admin' | 'admissions' | 'checkin'; name: string; phone: string }) {
      const { id, password } = await createStaff(database.db, p);
      await database.db.execute(sql`UPDATE staff_accounts SET must_change = false WHERE id = ${id}`);
      const r = await fetch(`${url}/staff-api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orgId: p.orgId, phone: p.phone, password }),
      });
      return {
        token: ((await r.json()) as { data: { token: string } }).data.token,
        phone: p.phone,
        password,
      };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      await dropE2eSchema(schema);
    },
  };
}
export type OwnServer = Awaited<ReturnType<typeof ownServer>>;
