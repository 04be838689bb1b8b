import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { announceServer, DEFAULT_DATA_DIR, pgDirOf } from './data-dir';
import { DEFAULT_CONFIG } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { holdEmbedded } from './db/embedded-lock';
import { diskStorage } from './files/storage';
import { dbRateStore } from './http/rate';
import { redisClient } from './http/redis';
import { purgeExpired } from './http/purge';
import { moveLegacyFacePhotos } from './jobs/move-face-photos';
import { outboxRetentionDays } from './jobs/retention-messages';
import { retentionEveryMs, startRetentionJob } from './jobs/retention-job';
import { loadSigningKeys } from './http/keys';
import { testClock } from './http/test-clock';
import { parseTrustProxy } from './http/trust-proxy';
import { seedDemo } from './seed';
import { demoSchoolsIn, seedsDemo } from './seed/mode';
import { DEMO_SCHOOLS } from './seed/demo-data';
import { seedDemoStaff } from './modules/staff/accounts';
import { deliverDue } from './notify/outbox';
import { enqueueCheckinOpen } from './notify/checkin-open';
import { assertProductionReady } from './production-config';
import { paymentMode } from './modules/pay/provider';
import { wxPayV3Providers } from './modules/pay/wxpay-v3/providers';
import { payOrderSettings } from './modules/pay/lifecycle';
import { startPayOrderJob } from './jobs/pay-orders';
import { startLotteryJob } from './jobs/lottery-deadlines';
import { operatorSecret } from './modules/operator/secret';
import { count } from 'drizzle-orm';
import { orgs } from './db/schema';

export interface StartOptions {
  /** 0 = a free port. Default 8080. */
  port?: number;
  host?: string;
  /** PGlite data and uploaded files. Default <repo>/data (data-dir.ts, as the commands find it). */
  dataDir?: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** PostgreSQL schema (search_path), e.g. one per test run. */
  schema?: string;
  /** Seed the demo schools when the database is empty. Default true; never with SEED=none or in production. */
  seed?: boolean;
  /** Rate-limit counters in Redis instead of the database. */
  redisUrl?: string;
  /** The built SPA. Default <repo>/dist. */
  distDir?: string;
  logger?: boolean;
  /**
   * Test and dev only (the e2e harness): the server's clock can be moved ahead over HTTP
   * (http/test-clock.ts). Refused with NODE_ENV=production.
   */
  testClock?: boolean;
  /** How often retention runs (default RETENTION_EVERY_MIN, 60 minutes); tests make it short. */
  retentionEveryMs?: number;
}

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Opens the database, migrates, seeds on first run and listens. Used by main.ts and the e2e harness. */
export async function startServer(opts: StartOptions = {}): Promise<{
  url: string;
  seeded: boolean;
  /** Schools in the database after the start (0: print how to create the first one). */
  schools: number;
  /** The demo schools' first administrators, only on the run that seeded (passwords shown once). */
  demoStaff: { orgId: string; schoolName: string; phone: string; password: string }[];
  /** Where the signing keys came from; `generated`: the demo key file was made just now. */
  signingKeys: { source: string; generated: boolean };
  close(): Promise<void>;
}> {
  if (opts.testClock && process.env.NODE_ENV === 'production')
    throw new Error('refusing to start in production with the test clock');
  assertProductionReady(process.env);
  const clock = opts.testClock ? testClock() : null;
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  const dataDir = resolve(opts.dataDir ?? DEFAULT_DATA_DIR);
  const signing = loadSigningKeys(process.env, dataDir);
  // Both read now: a wrong value stops the start, not the first hourly run.
  outboxRetentionDays(process.env);
  const retentionEvery = retentionEveryMs(process.env);
  const seedWanted = seedsDemo(process.env, opts.seed);
  const secret = operatorSecret(process.env);
  // The embedded database is this process's alone while it runs (db/embedded-lock.ts).
  const lock = opts.databaseUrl ? null : holdEmbedded(pgDirOf(dataDir), 'server');
  const database = await openDatabase(
    opts.databaseUrl
      ? { databaseUrl: opts.databaseUrl, ...(opts.schema ? { schema: opts.schema } : {}) }
      : { dataDir: join(dataDir, 'pg') },
  ).catch((e: unknown) => {
    lock?.release();
    throw e;
  });
  try {
    await migrate(database.db);
    const demo = process.env.NODE_ENV === 'production' ? await demoSchoolsIn(database.db) : [];
    if (demo.length)
      throw new Error(
        `refusing to start in production: the database holds the demo schools (${demo.join(', ')}) and their accounts; use an empty database`,
      );
    const storage = diskStorage(join(dataDir, 'files'));
    const seeded = seedWanted ? await seedDemo(database.db, storage) : false;
    // Face photos stored before the 'faces' area move there once (a later start finds none).
    await moveLegacyFacePhotos(database.db, storage);
    const demoStaff = seeded ? await seedDemoStaff(database.db, DEMO_SCHOOLS) : [];
    const config = {
      ...DEFAULT_CONFIG,
      secret: signing.keys,
      // PAYMENT_MODE=sandbox (default): the demo cashier; wxpay-v3: each school's merchant (modules/pay/README.md).
      ...(paymentMode(process.env.PAYMENT_MODE) === 'wxpay-v3'
        ? { payments: wxPayV3Providers(database.db) }
        : {}),
      // The open-order lifecycle (PAY_ORDER_TIMEOUT_MIN, default 30; modules/pay/lifecycle.ts).
      payOrders: payOrderSettings(process.env),
      ...(secret ? { operatorSecret: secret } : {}),
      distDir: opts.distDir ?? join(REPO_ROOT, 'dist'),
    };
    const redis = opts.redisUrl ? redisClient(opts.redisUrl) : undefined;
    const app = await buildApp(
      {
        db: database.db,
        storage,
        config,
        rate: dbRateStore(database.db),
        now: clock ? clock.now : () => new Date(),
      },
      {
        logger: opts.logger ?? false,
        trustProxy,
        ...(redis ? { redis } : {}),
        ...(clock ? { testClock: clock } : {}),
      },
    );
    const purge = setInterval(() => {
      void purgeExpired(database.db, new Date()).catch(() => {});
    }, 3600_000);
    purge.unref();
    // Retention (PIPL), what `npm run retention -- --apply` does, every RETENTION_EVERY_MIN (60):
    // face photos on each school's schedule, old notifications and login codes, past seasons'
    // registrations anonymised. Once per period across the processes sharing the database.
    const retention = startRetentionJob(
      { db: database.db, storage, rate: app.deps.rate, now: clock ? clock.now : () => new Date() },
      opts.retentionEveryMs ?? retentionEvery,
      (msg, e) => (e ? app.log.warn({ err: e }, msg) : app.log.info(msg)),
    );
    // Orders with no notify are asked of the platform, and closed when their time is up.
    const payJob = startPayOrderJob(app.deps, {
      // On the test clock too: an e2e spec moves past an order's timeout instead of waiting for it.
      ...(clock ? { now: clock.now } : {}),
      log: (msg, e) => app.log.warn({ err: e }, msg),
    });
    // 摇号: places not confirmed by their deadline pass to the next on the waitlist.
    const lotteryJob = startLotteryJob(app.deps, {
      ...(clock ? { now: clock.now } : {}),
      log: (msg, e) => app.log.warn({ err: e }, msg),
    });
    // Notification outbox: due retries (backoff 1 min … 6 h) every minute.
    const retries = setInterval(() => {
      void deliverDue(app.deps).catch(() => {});
      void enqueueCheckinOpen(app.deps).catch(() => {});
    }, 60_000);
    retries.unref();
    const host = opts.host ?? '127.0.0.1';
    await app.listen({ port: opts.port ?? 8080, host });
    const addr = app.server.address();
    const port = typeof addr === 'object' && addr ? addr.port : opts.port;
    const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    const url = `http://${shown}:${port}`;
    lock?.setUrl(url);
    // Commands run without this DATA_DIR find it and refuse (data-dir.ts commandDataDir).
    const announced = opts.databaseUrl ? null : announceServer(dataDir);
    const [schools] = await database.db.select({ n: count() }).from(orgs);
    return {
      url,
      seeded,
      schools: Number(schools?.n ?? 0),
      demoStaff,
      signingKeys: { source: signing.source, generated: signing.generated },
      async close() {
        clearInterval(purge);
        retention.stop();
        payJob.stop();
        lotteryJob.stop();
        clearInterval(retries);
        await app.close();
        await redis?.quit();
        await database.close();
        announced?.remove();
        lock?.release();
      },
    };
  } catch (e) {
    await database.close();
    lock?.release();
    throw e;
  }
}
