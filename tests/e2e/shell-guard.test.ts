import { expect } from 'vitest';
import { CHECKIN_ENTRY_ROUTE, HOME_ROUTE, ROUTES } from '@domain/shell/routes';
import { appTest, DEMO, hashRoute, openApp } from './harness';

const PROTECTED = ROUTES.filter((r) => r.access === 'welcome').map((r) => r.path);
const STUDENT = { orgId: DEMO.A.orgId, tenantId: DEMO.A.tenantId, welcomeId: DEMO.A.students[2]!.welcomeId };

appTest(
  'every protected route without welcomeId lands on the check-in entry, replacing the history entry',
  async () => {
    // Kept (each open here): the router's guard is driven through location.hash, no tap; the subject
    // is the started app's redirect and title.
    const page = await openApp('browser', HOME_ROUTE, undefined, { waitReady: true });
    for (const path of PROTECTED) {
      await page.evaluate((p) => (location.hash = p), path);
      await page.waitForFunction((entry) => location.hash === `#${entry}`, CHECKIN_ENTRY_ROUTE);
      expect(await page.evaluate(() => document.title)).toBe('新生报到');
      // The attempt was replaced: going back leaves the entry page for the page before the attempt.
      await page.goBack();
      await page.waitForFunction((entry) => location.hash !== `#${entry}`, CHECKIN_ENTRY_ROUTE);
      expect(await hashRoute(page)).toBe(HOME_ROUTE);
    }
  },
);

appTest('with a welcomeId every protected route opens', async () => {
  // No orgId/tenantId in the URL: they would reset the stored user info (spec section 2).
  const page = await openApp(
    'browser',
    HOME_ROUTE,
    {},
    { localStorage: { userInfo: STUDENT }, waitReady: true },
  );
  for (const path of PROTECTED) {
    await page.evaluate((p) => (location.hash = p), path);
    const title = ROUTES.find((r) => r.path === path)!.title;
    await page.waitForFunction((t) => document.title === t, title);
    expect(await hashRoute(page)).toBe(path);
  }
});

appTest('entering the check-in entry page clears welcomeId and keeps the school', async () => {
  const page = await openApp(
    'browser',
    '/orientation/checkin/index',
    {},
    { localStorage: { userInfo: STUDENT }, waitReady: true },
  );
  expect(await hashRoute(page)).toBe('/orientation/checkin/index');
  await page.evaluate((p) => (location.hash = p), CHECKIN_ENTRY_ROUTE);
  await page.waitForFunction(() => !JSON.parse(localStorage.getItem('userInfo') ?? '{}').welcomeId);
  const info = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'));
  expect(info).toMatchObject({ orgId: DEMO.A.orgId, tenantId: DEMO.A.tenantId });
  // From the entry, check-in home without a welcomeId goes back to the entry (spec section 2).
  await page.evaluate(() => (location.hash = '/orientation/checkin/index'));
  await page.waitForFunction((entry) => location.hash === `#${entry}`, CHECKIN_ENTRY_ROUTE);
});

appTest("'/' goes home and an unknown route shows the Chinese 404 page", async () => {
  const page = await openApp('browser', '/', undefined, { waitReady: true });
  await page.waitForFunction((home) => location.hash === `#${home}`, HOME_ROUTE);
  await page.evaluate(() => (location.hash = '/orientation/nowhere'));
  await page.getByText('页面不存在').first().waitFor();
  expect(await page.title()).toBe('页面不存在');
});
