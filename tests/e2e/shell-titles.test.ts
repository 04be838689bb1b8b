import { expect } from 'vitest';
import { HOME_ROUTE, ROUTES } from '@domain/shell/routes';
import { appTest, DEMO, openApp } from './harness';

appTest("each route of spec section 2 sets its Chinese page title ('/' shows home's)", async () => {
  const userInfo = {
    orgId: DEMO.A.orgId,
    tenantId: DEMO.A.tenantId,
    welcomeId: DEMO.A.students[3]!.welcomeId,
  };
  // Kept: the router's titles, driven through location.hash (no tap), of the started app.
  const page = await openApp('browser', HOME_ROUTE, {}, { localStorage: { userInfo }, waitReady: true });
  // The 20 routes of spec section 2 plus the screens the product adds (报到完成, 个人信息, 摇号公示).
  expect(ROUTES).toHaveLength(23);
  expect(ROUTES.map((r) => r.id)).toEqual(
    expect.arrayContaining(['checkinDone', 'privacy', 'lotteryRecord']),
  );
  const routes = ROUTES.filter((r) => r.path !== '/');
  const seen: Record<string, string> = {};
  for (const r of routes) {
    // Re-grant the welcomeId: the check-in entry clears it.
    await page.evaluate((u) => localStorage.setItem('userInfo', JSON.stringify(u)), userInfo);
    await page.evaluate((p) => (location.hash = p), r.path);
    await page.waitForFunction((t) => document.title === t, r.title, { timeout: 10_000 });
    seen[r.path] = await page.title();
  }
  expect(seen).toEqual(Object.fromEntries(routes.map((r) => [r.path, r.title])));
  await page.evaluate(() => (location.hash = '/'));
  await page.waitForFunction((home) => location.hash === `#${home}`, HOME_ROUTE);
  expect(await page.title()).toBe('招生迎新');
});
