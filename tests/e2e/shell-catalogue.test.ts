import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { HOME_ROUTE } from '@domain/shell/routes';
import { appTest, DEMO, expectToast, openApp, type Probe } from './harness';

/** Calls the real HTTP adapter in the page and returns the failure it rejected with. */
function callInPage(
  page: Page,
  req: { method: 'GET' | 'POST'; url: string; data?: unknown; notToken?: boolean; loginToast?: boolean },
) {
  return page.evaluate(async (r) => {
    const zs = (window as unknown as { __zs: Probe }).__zs;
    try {
      await zs.http().request(r);
      return null;
    } catch (e) {
      return e as { kind: string; code?: number; status?: number; msg: string };
    }
  }, req);
}

const PLANS = '/enrollment-manage-api/api/app/enrollment/plan/findPlanList';
const APPLY = '/enrollment-manage-api/api/app/enrollment/register/getUserDetail';

async function app(): Promise<Page> {
  // Kept: the tests drive the app's adapters through window.__zs, there once the app has started.
  return openApp('browser', HOME_ROUTE, undefined, { probe: true, waitReady: true });
}

appTest(
  "server code 401 (no session) with the login flag: '请先登录', logout, then the platform login",
  async () => {
    const page = await app();
    const login = page.waitForRequest((r) => r.url().includes('/platform/login?'));
    const f = await callInPage(page, {
      method: 'POST',
      url: APPLY,
      data: { registrationId: 'x' },
      loginToast: true,
    });
    expect(f).toMatchObject({ kind: 'server', code: 401 });
    await expectToast(page, '请先登录');
    const to = new URL((await login).url());
    expect(to.searchParams.get('tenantId')).toBe(DEMO.A.tenantId);
    expect(to.searchParams.get('redirect')).toContain('/zhxy/mobile/recruit/');
  },
);

appTest("server code 403: '暂无权限'", async () => {
  const page = await app();
  await page.route(`**${PLANS}*`, (r) =>
    r.fulfill({ json: { code: 403, msg: 'forbidden', data: null, success: false } }),
  );
  await callInPage(page, { method: 'POST', url: PLANS, notToken: true });
  await expectToast(page, '暂无权限');
});

appTest('another server code shows its msg', async () => {
  const page = await app();
  // A business refusal as the reference server words it (contract README: code 409, Chinese msg).
  await page.route(`**${PLANS}*`, (r) =>
    r.fulfill({ json: { code: 409, msg: '报名名额已满', data: null, success: false } }),
  );
  const f = await callInPage(page, { method: 'POST', url: PLANS, notToken: true });
  expect(f).toMatchObject({ kind: 'server', code: 409, msg: '报名名额已满' });
  await expectToast(page, '报名名额已满');
});

appTest('HTTP 401 (forged token) clears local storage but the school scope, then logs out', async () => {
  const page = await app();
  await page.evaluate(() => {
    localStorage.setItem('accesstoken', 'forged-token');
    localStorage.setItem('searchResult', '{"a":1}');
  });
  const f = await callInPage(page, { method: 'POST', url: APPLY, data: { registrationId: 'x' } });
  expect(f).toMatchObject({ kind: 'http', status: 401 });
  // Everything goes but the school scope, so 去登录 still names the school (userInfo {orgId, tenantId}).
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['userInfo']);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'))).toEqual({
    orgId: expect.any(String),
    tenantId: expect.any(String),
  });
});

appTest("HTTP 403: '暂无权限'", async () => {
  const page = await app();
  await page.route(`**${PLANS}*`, (r) =>
    r.fulfill({ status: 403, json: { code: 403, msg: 'no', data: null, success: false } }),
  );
  await callInPage(page, { method: 'POST', url: PLANS, notToken: true });
  await expectToast(page, '暂无权限');
});

appTest('HTTP 400 from the real server shows its Chinese msg', async () => {
  const page = await app();
  const f = await callInPage(page, {
    method: 'POST',
    url: '/sc-mobile-api/api/mobile/welcome/report',
    data: { name: '', idNumber: '123' },
    notToken: true,
  });
  expect(f).toMatchObject({ kind: 'http', status: 400 });
  expect(f!.msg).toMatch(/[\u4e00-\u9fa5]/);
  await expectToast(page, f!.msg);
});

appTest('HTTP 500 shows the response msg', async () => {
  const page = await app();
  await page.route(`**${PLANS}*`, (r) =>
    r.fulfill({ status: 500, json: { code: 500, msg: '服务器繁忙，请稍后再试' } }),
  );
  await callInPage(page, { method: 'POST', url: PLANS, notToken: true });
  await expectToast(page, '服务器繁忙，请稍后再试');
});

appTest("no response: '网络错误' (a GET is retried first)", async () => {
  const page = await app();
  let attempts = 0;
  await page.route(`**${PLANS}*`, (r) => {
    attempts++;
    return r.abort('connectionrefused');
  });
  const f = await callInPage(page, { method: 'GET', url: PLANS, notToken: true });
  expect(f).toMatchObject({ kind: 'network' });
  await expectToast(page, '网络错误');
  expect(attempts).toBe(3);
});

appTest(
  "fully offline after start-up: '网络错误' still shows (the toast code is fetched ahead of need)",
  async () => {
    const page = await app();
    await page.waitForLoadState('networkidle');
    // The idle-time prefetch of the toast code has no visible sign: give it its moment.
    await page.waitForTimeout(1500);
    await page.context().setOffline(true);
    const f = await callInPage(page, { method: 'POST', url: PLANS, notToken: true });
    expect(f).toMatchObject({ kind: 'network' });
    await expectToast(page, '网络错误');
  },
);
