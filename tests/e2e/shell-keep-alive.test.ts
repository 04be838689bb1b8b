import { expect } from 'vitest';
import { HOME_ROUTE } from '@domain/shell/routes';
import { appTest, openApp } from './harness';

const PLANS = '/orientation/enrollment/index';

appTest('kept lists (home, plan list) survive a visit elsewhere; other screens are rebuilt', async () => {
  // Kept: the subject is the app's mounted DOM ([data-route] screens tagged and found again), which
  // is React's only once it has replaced the painted screen.
  const page = await openApp('browser', HOME_ROUTE, undefined, { waitReady: true });
  await page.getByText('新生报名').first().click();
  await page.waitForFunction((p) => location.hash === `#${p}`, PLANS);
  // Tag the mounted DOM of the kept screens: a remount would lose the tags.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-route]'))
      (el as unknown as { __tag: string }).__tag = el.dataset.route!;
  });
  await page.evaluate(() => (location.hash = '/orientation/homepage/result'));
  await page.waitForFunction(() => document.title === '录取结果查询');
  const hidden = await page.evaluate(
    (p) => document.querySelector<HTMLElement>(`[data-route="${p}"]`)?.hidden ?? null,
    PLANS,
  );
  expect(hidden).toBe(true);
  await page.goBack();
  await page.waitForFunction((p) => location.hash === `#${p}`, PLANS);
  const tags = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-route]')].map((el) => ({
      route: el.dataset.route,
      tag: (el as unknown as { __tag?: string }).__tag ?? null,
      hidden: el.hidden,
    })),
  );
  expect(tags).toEqual(
    expect.arrayContaining([
      { route: HOME_ROUTE, tag: HOME_ROUTE, hidden: true },
      { route: PLANS, tag: PLANS, hidden: false },
    ]),
  );
  // The result page is not kept: gone from the DOM.
  expect(tags.some((t) => t.route === '/orientation/homepage/result')).toBe(false);
});
