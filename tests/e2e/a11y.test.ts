import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { HOME_ROUTE } from '@domain/shell/routes';
import { appTest, openApp, screenshot, settled } from './harness';

const PLAN_LIST = '/orientation/enrollment/index';
const PLANS = '/enrollment-manage-api/api/app/enrollment/plan/findPlanList';

/** Visible controls smaller than 44×44 CSS px. */
function smallControls(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, a[href], input, select, textarea, [role="button"]')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) => r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden')
      .filter(({ r }) => r.width < 44 || r.height < 44)
      .map(
        ({ el, r }) => `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 12)}" ${r.width}x${r.height}`,
      ),
  );
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [375, 320]) {
  for (const [name, route] of [
    ['home', HOME_ROUTE],
    ['plans', PLAN_LIST],
  ] as const) {
    appTest(`${name} at ${width} px (WeChat): axe 0 violations, controls ≥ 44×44, no overflow`, async () => {
      // Kept: an audit of the app's screen (axe, control sizes), no tap; before the swap it would
      // audit the server's painted screen instead.
      const page = await openApp('wechat', route, undefined, { waitReady: true });
      await page.setViewportSize({ width, height: 740 });
      await settled(page);
      await screenshot(`a11y-${name}-${width}`, page);
      expect(await smallControls(page)).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }
}

const ROWS: [string, (r: Route) => Promise<void>, string][] = [
  [
    'server code 403',
    (r) => r.fulfill({ json: { code: 403, msg: 'x', data: null, success: false } }),
    '暂无权限',
  ],
  ['HTTP 403', (r) => r.fulfill({ status: 403, json: { msg: 'forbidden' } }), '暂无权限'],
  ['no response', (r) => r.abort('failed'), '网络错误'],
  [
    'HTTP 500 without msg',
    (r) => r.fulfill({ status: 500, body: 'Internal Server Error' }),
    '服务暂时不可用，请稍后重试',
  ],
  [
    'a Java exception msg',
    (r) =>
      r.fulfill({
        json: {
          code: 500,
          msg: 'java.lang.NullPointerException\n\tat com.x.Plan.list(Plan.java:42)',
          data: null,
          success: false,
        },
      }),
    '服务暂时不可用，请稍后重试',
  ],
];

for (const [row, answer, text] of ROWS) {
  appTest(`plan list, ${row}: ${text} with 重试 and 返回首页`, async () => {
    // Kept: the plan list reads the network only in a started app; opened on the painted home, the
    // list takes its first page from the page itself (issue 28), and the answer below is never asked.
    const page = await openApp('wechat', HOME_ROUTE, undefined, { waitReady: true });
    await page.route(`**${PLANS}*`, answer);
    await page.evaluate((to) => (location.hash = to), PLAN_LIST);
    const alert = page.getByRole('alert').filter({ hasText: text });
    await alert.first().waitFor({ timeout: 20_000 });
    expect(await page.getByText('加载失败').count()).toBe(0);
    expect(await page.getByText(/Exception|Internal Server Error/).count()).toBe(0);
    expect(await page.getByRole('button', { name: '重试' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: '返回首页' }).count()).toBeGreaterThan(0);
  });
}
