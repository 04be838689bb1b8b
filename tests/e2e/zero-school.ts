import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { startServer } from '../../server/src/start';
import { launchBrowser, SPA_PATH, newPage, shoot } from './harness';
import { createSchoolByCommand } from './operator';
import { changePasswordOnScreen, loginOnScreen } from './staff';

/**
 * A school created from zero for one e2e file (the helpers of school-from-zero.test.ts, shared):
 * an empty PostgreSQL schema of its own, SEED=none, its own server, the operator command, and the
 * administrator logged in through the staff screens with the forced password change done.
 */
const PG_URL = process.env.PG_TEST_URL || process.env.DATABASE_URL || '';
const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const SHOTS = 'test-results/screens';

export interface ZeroSchool {
  url: string;
  tag: string;
  tenantId: string;
  orgId: string;
  staffUrl: string;
  /** The 学校管理员, logged in, at 1280 px. */
  admin: Page;
  /** The 学校管理员's phone and (changed) password, to log in again after the session ends. */
  adminLogin: { phone: string; password: string };
  /** Moves the server's clock ahead (only with `testClock`); answers the server's time. */
  advanceClock(ms: number): Promise<Date>;
  close(): Promise<void>;
}

export async function startZeroSchool(
  prefix: string,
  /** testClock: the server's clock can be moved ahead (POST /platform/sandbox/clock, http/test-clock.ts). */
  opts: {
    testClock?: boolean;
    /** How often the server applies retention (startServer's retentionEveryMs; default RETENTION_EVERY_MIN). */
    retentionEveryMs?: number;
  } = {},
): Promise<ZeroSchool> {
  if (!PG_URL) throw new Error('needs PostgreSQL: set PG_TEST_URL=postgres://postgres@127.0.0.1:5432/test');
  const tag = randomBytes(3).toString('hex');
  const schema = `e2e_${prefix}_${tag}`;
  const school = { tenantId: `${prefix}t${tag}`, orgId: `${prefix}o${tag}`, name: '零起点学校' };
  const seedBefore = process.env.SEED;
  process.env.SEED = 'none';
  const dataDir = mkdtempSync(join(tmpdir(), `zs-${prefix}-`));
  const server = await startServer({
    databaseUrl: PG_URL,
    schema,
    seed: false,
    port: 0,
    dataDir,
    distDir: DIST,
    ...(opts.testClock ? { testClock: true } : {}),
    ...(opts.retentionEveryMs ? { retentionEveryMs: opts.retentionEveryMs } : {}),
  });
  const contexts: BrowserContext[] = [];
  const close = async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await server.close();
    await sqlRows(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    if (seedBefore === undefined) delete process.env.SEED;
    else process.env.SEED = seedBefore;
  };
  try {
    const created = await createSchoolByCommand(school, { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema });
    const staffUrl = `${server.url}${SPA_PATH}staff.html?orgId=${school.orgId}`;
    const browser = await launchBrowser();
    const ctx = await browser.newContext({
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 900 },
    });
    contexts.push(ctx);
    const admin = await ctx.newPage();
    // A script error of the staff app shows in the test's output (a blank screen says nothing).
    admin.on('pageerror', (e) => console.log('staff app error:', e.stack));
    await admin.goto(staffUrl);
    await loginOnScreen(admin, created.adminPhone, created.password);
    await admin.getByRole('form', { name: '修改密码' }).waitFor();
    const adminLogin = { phone: created.adminPhone, password: `Zero-${tag}-Admin1` };
    await changePasswordOnScreen(admin, created.password, adminLogin.password);
    await admin.getByRole('navigation', { name: '工作台菜单' }).waitFor();
    const advanceClock = async (ms: number) => {
      const r = await fetch(`${server.url}/platform/sandbox/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: Math.max(0, Math.ceil(ms)) }),
      });
      const e = (await r.json()) as { success: boolean; msg: string; data: { now: string } | null };
      if (!e.success || !e.data) throw new Error(`the server clock answered ${r.status} ${e.msg}`);
      return new Date(e.data.now);
    };
    return { url: server.url, tag, ...school, staffUrl, admin, adminLogin, advanceClock, close };
  } catch (e) {
    await close();
    throw e;
  }
}

async function sqlRows(text: string): Promise<Record<string, unknown>[]> {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    return (await c.query(text)).rows as Record<string, unknown>[];
  } finally {
    await c.end();
  }
}

export { changePasswordOnScreen, loginOnScreen };

/** Opens a screen from the staff menu, as a person does. */
export const menu = (page: Page, label: string) =>
  page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name: label }).click();

export const shot = (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  return shoot(page, { path: join(SHOTS, `${name}.png`) });
};

/** A parent in the WeChat profile, logged in through the platform with their own WeChat user, at `route`. */
export async function wechatParent(school: ZeroSchool, wxuser: string, route: string): Promise<Page> {
  const page = await newPage('wechat');
  const query = { tenantId: school.tenantId, orgId: school.orgId };
  const redirect = `${school.url}${SPA_PATH}?${new URLSearchParams(query)}#${route}`;
  const q = new URLSearchParams({ ...query, redirect, wxuser });
  await page.goto(`${school.url}/platform/login?${q}`);
  await page.waitForURL((u) => !u.href.includes('accesstoken'), { timeout: 30_000 });
  await page.waitForFunction(() => !!localStorage.getItem('accesstoken'));
  return page;
}
