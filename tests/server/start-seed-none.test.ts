import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/client';
import { DEMO_ADMIN_PHONE } from '../../server/src/modules/staff/accounts';
import { DEMO } from '../../server/src/seed/demo-data';
import { seedsDemo } from '../../server/src/seed/mode';
import { startServer } from '../../server/src/start';
import { dropSchema, PG_URL } from './helpers/db';
import { rows } from './helpers/rows';

// Issue 25 item 2: SEED=none or NODE_ENV=production starts on an empty database and stays empty:
// no demo school, no demo staff account, whatever the caller asked.
describe('seedsDemo', () => {
  it('demo by default; never with SEED=none or in production; an unknown SEED is refused', () => {
    expect(seedsDemo({}, undefined)).toBe(true);
    expect(seedsDemo({ SEED: 'demo' }, undefined)).toBe(true);
    expect(seedsDemo({}, false)).toBe(false);
    expect(seedsDemo({ SEED: 'none' }, true)).toBe(false);
    expect(seedsDemo({ NODE_ENV: 'production' }, true)).toBe(false);
    expect(seedsDemo({ NODE_ENV: 'production', SEED: 'demo' }, true)).toBe(false);
    expect(() => seedsDemo({ SEED: 'yes' }, undefined)).toThrow(/SEED/);
  });
});

const PRODUCTION = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'tencent',
  PAYMENT_MODE: 'wxpay-v3',
  NOTIFY_CHANNEL: 'wechat',
  SIGNING_KEYS: `p1:${'p'.repeat(32)}`,
  SETTINGS_KEY: 'a-random-settings-key-of-32-chars-or-more',
  TENCENT_SMS_SECRET_ID: 'id',
  TENCENT_SMS_SECRET_KEY: 'key',
  TENCENT_SMS_SDK_APP_ID: '1400000000',
  TENCENT_SMS_SIGN_NAME: '签名',
  TENCENT_SMS_TEMPLATE_ID: '1',
  WX_APP_ID: 'wx-prod',
  WX_APP_SECRET: 'secret',
  WX_NOTIFY_TEMPLATES: '{}',
};

describe.each([
  ['SEED=none', { SEED: 'none' }],
  ['NODE_ENV=production', PRODUCTION],
])('startServer with %s on an empty database', (_name, env) => {
  const saved = { ...process.env };
  const dir = mkdtempSync(join(tmpdir(), 'zhxy-seed-none-'));
  const schema = `t_seed_none_${randomBytes(4).toString('hex')}`;
  afterEach(() => {
    process.env = { ...saved };
  });
  afterAll(async () => {
    if (PG_URL) await dropSchema(schema);
    rmSync(dir, { recursive: true, force: true });
  });

  it('seeds nothing even when asked: no school, no staff account, the demo admin cannot log in', async () => {
    Object.assign(process.env, env);
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    const db = PG_URL ? { databaseUrl: PG_URL, schema } : {};
    const server = await startServer({
      port: 0,
      dataDir: join(dir, 'data'),
      distDir: dir,
      seed: true,
      ...db,
    });
    try {
      expect([server.seeded, server.schools, server.demoStaff]).toEqual([false, 0, []]);
      const r = await fetch(`${server.url}/staff-api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orgId: DEMO.A.orgId, phone: DEMO_ADMIN_PHONE, password: 'x' }),
      });
      expect((await r.json()).code).not.toBe(0);
    } finally {
      await server.close();
    }
    const database = await openDatabase(
      PG_URL ? { databaseUrl: PG_URL, schema } : { dataDir: join(dir, 'data', 'pg') },
    );
    try {
      const [counts] = await rows<{ tenants: number; orgs: number; staff: number; students: number }>(
        database.db,
        sql`SELECT (SELECT count(*)::int FROM tenants) AS tenants, (SELECT count(*)::int FROM orgs) AS orgs,
                   (SELECT count(*)::int FROM staff_accounts) AS staff, (SELECT count(*)::int FROM welcome_students) AS students`,
      );
      expect(counts).toEqual({ tenants: 0, orgs: 0, staff: 0, students: 0 });
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('production on a database that holds the demo', () => {
  const saved = { ...process.env };
  const dir = mkdtempSync(join(tmpdir(), 'zhxy-prod-demo-'));
  const schema = `t_prod_demo_${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    process.env = { ...saved };
    if (PG_URL) await dropSchema(schema);
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start, naming the demo schools', async () => {
    const opts = {
      port: 0,
      dataDir: join(dir, 'data'),
      distDir: dir,
      ...(PG_URL ? { databaseUrl: PG_URL, schema } : {}),
    };
    const demo = await startServer(opts);
    expect(demo.seeded).toBe(true);
    await demo.close();
    Object.assign(process.env, PRODUCTION);
    const refused = await startServer(opts).then(
      () => 'started',
      (e: Error) => e.message,
    );
    expect(refused).toMatch(/refusing to start in production: the database holds the demo schools/);
    expect(refused).toContain(DEMO.A.orgId);
  }, 180_000);
});
