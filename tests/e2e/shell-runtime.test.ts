import { expect } from 'vitest';
import { CHECKIN_ENTRY_ROUTE, HOME_ROUTE } from '@domain/shell/routes';
import {
  appTest,
  appUrl,
  baseUrl,
  DEMO,
  newPage,
  openApp,
  type Probe,
  screenshot,
  wxCalls,
  settled,
} from './harness';

appTest(
  'the page header shows in WeChat and the browser, and is hidden only in the mini-program',
  async () => {
    const counts: Record<string, number> = {};
    for (const profile of ['wechat', 'browser', 'miniapp'] as const) {
      const page = await openApp(profile, CHECKIN_ENTRY_ROUTE);
      await page.locator('main, [data-route]').first().waitFor();
      await settled(page);
      counts[profile] = await page.locator('.zs-header').count();
      await screenshot('checkin-entry', page);
    }
    expect(counts.wechat).toBeGreaterThan(0);
    expect(counts.browser).toBeGreaterThan(0);
    expect(counts.miniapp).toBe(0);
  },
);

appTest('desktop is redirected to the course centre with the query kept', async () => {
  const page = await openApp('desktop', HOME_ROUTE, {
    orgId: DEMO.A.orgId,
    tenantId: DEMO.A.tenantId,
    x: '1',
  });
  await page.waitForURL(/courseCenter_PC\.html/);
  expect(page.url()).toBe(
    `${baseUrl()}/zhxy/mobile/courseCenter_PC.html#/recruitstudent?orgId=${DEMO.A.orgId}&tenantId=${DEMO.A.tenantId}&x=1`,
  );
  await screenshot('redirected', page);
});

appTest('desktop inside a frame is not redirected', async () => {
  const page = await newPage('desktop');
  await page.goto(`${baseUrl()}/zhxy/mobile/courseCenter_PC.html`);
  await page.evaluate((src) => {
    const f = document.createElement('iframe');
    f.src = src;
    f.style.cssText = 'width:375px;height:700px;border:1px solid #ccc';
    document.body.appendChild(f);
  }, appUrl(HOME_ROUTE));
  const frame = page.frameLocator('iframe');
  await frame.locator('html[data-app="ready"]').waitFor({ timeout: 30_000 });
  const src = await page.locator('iframe').evaluate((f: HTMLIFrameElement) => f.contentWindow!.location.href);
  expect(src).toContain('/zhxy/mobile/recruit/');
  expect(page.url()).toBe(`${baseUrl()}/zhxy/mobile/courseCenter_PC.html`);
  await settled(page);
  await screenshot('home', page);
});

appTest('home page screenshots in the WeChat, mini-program and browser profiles', async () => {
  for (const profile of ['wechat', 'miniapp', 'browser'] as const) {
    const page = await openApp(profile, HOME_ROUTE);
    await page.getByText('新生报到').filter({ visible: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toBe('招生迎新');
    await screenshot('home', page);
  }
});

appTest('WeChat: the bridge configures the JSSDK and scans through the WeixinJSBridge double', async () => {
  const page = await openApp('wechat', HOME_ROUTE, undefined, { probe: true, waitReady: true });
  const out = await page.evaluate(async () => {
    const zs = (window as unknown as { __zs: Probe }).__zs;
    const bridge = zs.bridge();
    await bridge.configure({
      appId: 'wx-e2e',
      timestamp: 1,
      nonceStr: 'n',
      signature: 's',
      jsApiList: ['scanQRCode'],
    });
    return { runtime: bridge.runtime, code: await bridge.scanCode(location.href) };
  });
  expect(out).toMatchObject({ runtime: { environment: 'wx', miniappWebview: false }, code: 'E2E-CODE' });
  const apis = (await wxCalls(page)).map((c) => c.api);
  expect(apis).toContain('preVerifyJSAPI');
  expect(apis).toContain('scanQRCode');
});

appTest('mini-program: native pages open through wx.miniProgram.navigateTo', async () => {
  const page = await openApp('miniapp', HOME_ROUTE, undefined, { probe: true, waitReady: true });
  const runtime = await page.evaluate(async () => {
    const bridge = (window as unknown as { __zs: Probe }).__zs.bridge();
    await bridge.navigateMiniProgram('/pages/wxPay/wxPay?str=PAY');
    await bridge.scanCode('https://example.test/back');
    return bridge.runtime;
  });
  expect(runtime).toMatchObject({ environment: 'wx', miniappWebview: true });
  const nav = (await wxCalls(page)).filter((c) => c.api === 'miniProgram.navigateTo').map((c) => c.url);
  expect(nav).toEqual([
    '/pages/wxPay/wxPay?str=PAY',
    `/pages/webView/scanCode?redirect=${encodeURIComponent('https://example.test/back')}`,
  ]);
});
