import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, appUrl, baseUrl, launchBrowser, openPages, waitReady } from './harness';
import { PROFILES } from './profiles';

// Issue 12 item 5: times read in China time whatever the phone's zone.
const ZONES = ['Asia/Shanghai', 'Europe/London', 'America/Los_Angeles'] as const;
const TIME_TEXT = /(\d{4}年)?\d{1,2}月\d{1,2}日( \d{2}:\d{2})?(–\d{2}:\d{2})?/g;

async function loggedIn(timezoneId: string): Promise<Page> {
  const p = PROFILES.wechat;
  const context = await (await launchBrowser()).newContext({ ...p.context, timezoneId });
  if (p.init) await context.addInitScript(p.init.fn, p.init.arg);
  const page = await context.newPage();
  openPages().push({ context, page, profile: 'wechat' });
  const q = new URLSearchParams({
    tenantId: DEMO.A.tenantId,
    orgId: DEMO.A.orgId,
    redirect: appUrl('/orientation/homepage/index'),
  });
  await page.goto(`${baseUrl()}/platform/login?${q}`);
  await page.waitForURL((u) => !u.href.includes('accesstoken'), { timeout: 30_000 });
  return page;
}

async function timesOn(page: Page, route: string, ready: (p: Page) => Promise<unknown>): Promise<string[]> {
  await page.goto(appUrl(route));
  // Kept: the page's whole text is read, and its subject is the app's own formatting in another time
  // zone; until the server-painted screen is replaced, that text is the server's (zone-free) one.
  await waitReady(page);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const text = await page.evaluate(() => document.body.innerText);
  return text.match(TIME_TEXT) ?? [];
}

async function screens(timezoneId: string) {
  const page = await loggedIn(timezoneId);
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const home = await timesOn(page, '/orientation/homepage/index', (p) => p.getByText('学校新闻').waitFor());
  const plans = await timesOn(page, '/orientation/enrollment/index', (p) =>
    p.getByRole('article', { name: '2026年秋季普通招生' }).waitFor(),
  );
  const activities = await timesOn(page, '/orientation/enrollment/signList', (p) =>
    p.getByRole('article').first().waitFor(),
  );
  return { zone, home, plans, activities };
}

test('news, plan and activity times read the same in Shanghai, London and Los Angeles', async () => {
  const seen = [];
  for (const z of ZONES) seen.push(await screens(z));
  expect(seen.map((s) => s.zone)).toEqual([...ZONES]);
  const [china, ...abroad] = seen.map(({ home, plans, activities }) => ({ home, plans, activities }));
  expect(china!.home.length).toBeGreaterThan(0);
  expect(china!.plans.length).toBeGreaterThan(0);
  expect(china!.activities.length).toBeGreaterThan(0);
  // The plan's sign-up window is one line in China time.
  expect(china!.plans.join(' ')).not.toContain('至');
  for (const other of abroad) expect(other).toEqual(china);
}, 180_000);
