import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as D from '@contract/desk';
import { sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rows } from '../server/helpers/rows';
import { DEMO, launchBrowser, SPA_PATH, settled, shoot } from './harness';
import { ownServer, type OwnServer } from './own-server';

/**
 * Issue 16 item 4 end to end, on a server of its own (its database is counted): a 报到老师 opens
 * 到校看板 in the staff app; desks mark students through the API while it is open, and the board's
 * numbers change without a reload; at the end every number on the screen equals a SQL count.
 */
const A = DEMO.A;
const SHOTS = 'test-results/screens';

let server: OwnServer;
let database: OwnServer['database'];
let url = '';
let context: BrowserContext | null = null;
const teacher = { phone: '13600000011', password: '' };
let deskToken = '';
let seq = 0;

const mark = async (welcomeId: string, step: string) => {
  const r = await fetch(`${url}${D.mark.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${deskToken}` },
    body: JSON.stringify({ welcomeId, step, nonce: `board-e2e-${seq++}`, idCardChecked: true }),
  });
  const env = (await r.json()) as { code: number; msg: string; data: { result: string } };
  expect(env.code, env.msg).toBe(0);
  return env.data.result;
};

beforeAll(async () => {
  server = await ownServer('arrivals-board');
  ({ database, url } = server);
  teacher.password = (
    await server.staff({ orgId: A.orgId, role: 'checkin', name: '赵老师', phone: teacher.phone })
  ).password;
  // A second desk teacher marks through the API.
  deskToken = (await server.staff({ orgId: A.orgId, role: 'checkin', name: '钱老师', phone: '13600000012' }))
    .token;
});

afterAll(async () => {
  await context?.close().catch(() => {});
  await server?.close();
});

/** What the database says: arrived = arrived_at or a 报到 mark (the board's rule). */
async function dbCounts() {
  const arrived = sql`(w.arrived_at IS NOT NULL OR EXISTS (SELECT 1 FROM desk_marks d
    WHERE d.welcome_id = w.id AND d.step = 'arrive'))`;
  const [all] = await rows<{ total: number; arrived: number }>(
    database.db,
    sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE ${arrived})::int AS arrived
      FROM welcome_students w WHERE w.org_id = ${A.orgId}`,
  );
  const byMajor = await rows<{ name: string; total: number; arrived: number }>(
    database.db,
    sql`SELECT coalesce(m.name, '未分专业') AS name, count(*)::int AS total,
        count(*) FILTER (WHERE ${arrived})::int AS arrived
      FROM welcome_students w LEFT JOIN majors m ON m.id = w.major_id
      WHERE w.org_id = ${A.orgId} GROUP BY 1`,
  );
  const byClass = await rows<{ name: string; total: number; arrived: number }>(
    database.db,
    sql`SELECT CASE WHEN w.class_name = '' THEN '未分班' ELSE w.class_name END AS name, count(*)::int AS total,
        count(*) FILTER (WHERE ${arrived})::int AS arrived
      FROM welcome_students w WHERE w.org_id = ${A.orgId} GROUP BY 1`,
  );
  const bySteps = await rows<{ step: string; n: number }>(
    database.db,
    sql`SELECT step, count(*)::int AS n FROM desk_marks WHERE org_id = ${A.orgId} GROUP BY step`,
  );
  const toMap = (r: { name: string; total: number; arrived: number }[]) =>
    Object.fromEntries(r.map((x) => [x.name, [x.arrived, x.total]]));
  return {
    total: all!.total,
    arrived: all!.arrived,
    byMajor: toMap(byMajor),
    byClass: toMap(byClass),
    bySteps,
  };
}

/** The rows of a table on the screen: name → [已到校/已办理, 应到/应办]. */
async function tableOnScreen(page: Page, name: string): Promise<Record<string, number[]>> {
  const body = await page
    .getByRole('table', { name })
    .evaluate((t) =>
      [...t.querySelectorAll('tbody tr')].map((tr) =>
        [...tr.querySelectorAll('th, td')].map((c) => c.textContent ?? ''),
      ),
    );
  return Object.fromEntries(body.map(([n, a, b]) => [n!, [Number(a), Number(b)]]));
}
const num = async (page: Page, id: string) => Number(await page.getByTestId(id).textContent());

async function shot(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: width > 900 ? 900 : 740 });
  await settled(page);
  mkdirSync(SHOTS, { recursive: true });
  await shoot(page, { path: join(SHOTS, `board-${name}.png`), fullPage: width > 900 });
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('到校看板', () => {
  test('a 报到老师 opens 到校看板; marks made at the desks while it is open change its numbers without a reload; the screen equals the database', async () => {
    context = await (
      await launchBrowser()
    ).newContext({
      viewport: { width: 375, height: 740 },
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`${url}${SPA_PATH}staff.html?orgId=${A.orgId}`);
    const form = page.getByRole('form', { name: '登录' });
    await form.getByLabel('手机号').fill(teacher.phone);
    await form.getByLabel('密码').fill(teacher.password);
    await form.getByRole('button', { name: '登录' }).click();
    const nav = page.getByRole('navigation', { name: '工作台菜单' });
    await nav.getByRole('link', { name: '到校看板' }).click();
    await page.getByRole('heading', { name: '到校看板' }).waitFor();
    await page.getByRole('status', { name: '连接状态：实时' }).waitFor({ timeout: 15_000 });

    const before = await dbCounts();
    expect(await num(page, 'board-total')).toBe(before.total);
    expect(await num(page, 'board-arrived')).toBe(before.arrived);
    // The page must not reload: a mark on this document survives only without one.
    await page.evaluate(() => ((window as unknown as { __boardE2e: number }).__boardE2e = 1));

    // Desks mark students who have not arrived: 报到 for three, and other steps for two of them.
    const missing = await page
      .getByRole('list', { name: '未到校名单' })
      .getByRole('listitem')
      .evaluateAll((li) => li.map((x) => x.getAttribute('aria-label')));
    expect(missing.length).toBeGreaterThanOrEqual(3);
    const targets = await rows<{ id: string; name: string }>(
      database.db,
      sql`SELECT w.id, w.name FROM welcome_students w WHERE w.org_id = ${A.orgId} AND w.arrived_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM desk_marks d WHERE d.welcome_id = w.id AND d.step = 'arrive')
        ORDER BY w.class_name, w.student_no LIMIT 3`,
    );
    expect(targets).toHaveLength(3);
    for (const t of targets) expect(await mark(t.id, 'arrive')).toBe('marked');
    await expect.poll(() => num(page, 'board-arrived'), { timeout: 15_000 }).toBe(before.arrived + 3);
    expect(await num(page, 'board-missing')).toBe(before.total - before.arrived - 3);
    for (const t of targets)
      expect(
        await page.getByRole('list', { name: '未到校名单' }).getByRole('listitem', { name: t.name }).count(),
      ).toBe(0);

    expect(await mark(targets[0]!.id, 'fee')).toBe('marked');
    expect(await mark(targets[1]!.id, 'items')).toBe('marked');
    await expect
      .poll(async () => (await tableOnScreen(page, '报到环节进度'))['领取物品']?.[0], { timeout: 15_000 })
      .toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __boardE2e?: number }).__boardE2e)).toBe(1);

    // Every number on the screen equals the database.
    const db = await dbCounts();
    expect(await num(page, 'board-total')).toBe(db.total);
    expect(await num(page, 'board-arrived')).toBe(db.arrived);
    expect(await tableOnScreen(page, '按专业到校人数')).toEqual(db.byMajor);
    expect(await tableOnScreen(page, '按班级到校人数')).toEqual(db.byClass);
    const steps = await tableOnScreen(page, '报到环节进度');
    const names: Record<string, string> = {
      arrive: '报到',
      fee: '缴费核验',
      items: '领取物品',
      dorm: '宿舍入住',
    };
    // 报到 已办理 is the board's 已到校 (issue 34 item 19: the two numbers agree).
    for (const [key, label] of Object.entries(names))
      expect(steps[label], label).toEqual([
        key === 'arrive' ? db.arrived : (db.bySteps.find((s) => s.step === key)?.n ?? 0),
        db.total,
      ]);
    expect(steps['报到']![0]).toBe(await num(page, 'board-arrived'));
    // A 报到 mark's student has a phone: the not-arrived list dials it.
    const tel = page.getByRole('list', { name: '未到校名单' }).getByRole('link').first();
    if (await tel.count()) expect(await tel.getAttribute('href')).toMatch(/^tel:\+?\d+$/);

    // Phone, narrow phone and desktop: no sideways scrolling.
    expect(await shot(page, 375, '375')).toBeLessThanOrEqual(0);
    expect(await shot(page, 320, '320')).toBeLessThanOrEqual(0);
    expect(await shot(page, 1280, '1280')).toBeLessThanOrEqual(0);
  });
});
