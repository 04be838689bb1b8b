import { expect } from 'vitest';
import { HOME_ROUTE, PATHS } from '@domain/shell/routes';
import { appTest, appUrl, baseUrl, DEMO, newPage, openApp, SPA_PATH, waitReady } from './harness';

appTest(
  'start-up logs the version, loads systemcfg.js with a timestamp and calls the config centre',
  async () => {
    const page = await newPage('browser');
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    const cfg = page.waitForRequest((r) => r.url().includes('/zhxy/systemcfg.js?n='));
    const centre = page.waitForRequest((r) => r.url().endsWith('/platform/api/config/center'));
    await page.goto(appUrl(HOME_ROUTE));
    await waitReady(page);
    expect(new URL((await cfg).url()).searchParams.get('n')).toMatch(/^\d{13}$/);
    expect((await centre).postDataJSON()).toEqual({ baseUrl: baseUrl(), manually: 'none' });
    expect(logs).toContain('V0.1.0');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ysCry') ?? 'null'))).toMatchObject({
      enabled: false,
    });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'))).toEqual({
      orgId: DEMO.A.orgId,
      tenantId: DEMO.A.tenantId,
    });
  },
);

appTest('tn sets the network mode: every request carries ysNetType 1 (0 without it)', async () => {
  for (const [query, expected] of [
    [{ orgId: DEMO.A.orgId, tenantId: DEMO.A.tenantId, tn: 'manual' }, '1'],
    [{ orgId: DEMO.A.orgId, tenantId: DEMO.A.tenantId }, '0'],
  ] as const) {
    const page = await newPage('browser');
    const headers: Promise<Record<string, string>>[] = [];
    page.on('request', (r) => {
      if (
        ['xhr', 'fetch'].includes(r.resourceType()) &&
        /\/(enrollment-manage-api|platform\/api)\//.test(r.url())
      ) {
        headers.push(r.allHeaders().then((h) => ({ ...h, url: r.url(), method: r.method() })));
      }
    });
    // The activity list: the entry screens take their first reads from the HTML (issue 28), this one asks.
    await page.goto(appUrl(PATHS.activities, query));
    await waitReady(page);
    await page.waitForLoadState('networkidle');
    expect(headers.length).toBeGreaterThan(0);
    for (const h of await Promise.all(headers)) {
      expect(`${h.method} ${h.url} ${h.ysnettype}`).toBe(`${h.method} ${h.url} ${expected}`);
      expect(h.tenantid).toBe(DEMO.A.tenantId);
      expect(h.requestid).toMatch(/^\d{13}$/);
    }
  }
});

appTest(
  'an accesstoken link is exchanged, then the page is reloaded without it and the session is stored',
  async () => {
    const page = await newPage('wechat');
    const exchange = page.waitForRequest((r) => r.url().endsWith('/platform/api/token/exchange'));
    const target = appUrl('/orientation/enrollment/applylist');
    const login = `${baseUrl()}/platform/login?${new URLSearchParams({ tenantId: DEMO.A.tenantId, orgId: DEMO.A.orgId, redirect: target })}`;
    await page.goto(login);
    const body = (await exchange).postDataJSON() as { token: string; getInfo: boolean };
    expect(body.getInfo).toBe(true);
    await page.waitForURL((u) => u.pathname === SPA_PATH && !u.href.includes('accesstoken'));
    await waitReady(page);
    expect(page.url()).toBe(target);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('accesstoken'),
      userInfo: JSON.parse(localStorage.getItem('userInfo') ?? '{}'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.token).not.toBe(body.token);
    expect(stored.userInfo).toMatchObject({ orgId: DEMO.A.orgId, tenantId: DEMO.A.tenantId });
    expect(stored.userInfo.userInfoId).toBeTruthy();
  },
);

appTest('a start-up failure shows the Chinese error page; 重试 recovers', async () => {
  const page = await newPage('browser');
  let fail = true;
  await page.route('**/platform/api/config/center', (route) => (fail ? route.abort() : route.continue()));
  await page.goto(appUrl(HOME_ROUTE));
  await waitReady(page);
  await page.getByText('平台配置获取失败').waitFor();
  fail = false;
  await page.getByRole('button', { name: /重\s*试/ }).click();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  expect(await page.title()).toBe('招生迎新');
});

appTest('vConsole is loaded only when mobile.openVConsole is on', async () => {
  const off = await openApp('browser', HOME_ROUTE, undefined, { waitReady: true });
  await off.waitForLoadState('networkidle');
  expect(await off.locator('#__vconsole').count()).toBe(0);

  const on = await newPage('browser');
  await on.route('**/zhxy/systemcfg.js*', async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace('"openVConsole":false', '"openVConsole":true');
    await route.fulfill({ response: res, body });
  });
  await on.goto(appUrl(HOME_ROUTE));
  await waitReady(on);
  await on.locator('#__vconsole').waitFor({ state: 'attached', timeout: 15_000 });
});
