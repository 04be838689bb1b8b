import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { closePages, DEMO, settled } from './harness';
import { smallTargets } from './floor';
import { staffOnScreen } from './staff';

// Issue 24 "Must show": the accessibility floor on every staff screen of the menu, at a desk (1280 px)
// and on a phone (375 px): axe 0 violations, nothing wider than the window, 44 px buttons and links.
// The screens are the menu's links as a 学校管理员 (who sees them all) finds them.
afterAll(() => closePages());

// Issue 34 item 11: the header's 退出登录, the menu's links and every checkbox count too (an
// antd-mobile checkbox is its label; a native one counts by its label when it has one).
const CONTROLS = [
  'header button',
  'nav a[href]',
  'main button',
  'main a[href]',
  '[role="dialog"] button',
  'main .adm-checkbox',
  '[role="dialog"] .adm-checkbox',
  'main label:has(> input[type="checkbox"])',
  'main input[type="checkbox"]:not(label > input):not(.adm-checkbox input)',
].join(', ');

async function problemsOn(page: Page, where: string): Promise<string[]> {
  await settled(page);
  const axe = await new AxeBuilder({ page }).analyze();
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return [
    ...axe.violations.map(
      (v) => `${where} axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    ...(wide > 0 ? [`${where}: ${wide} px wider than the window`] : []),
    ...(await smallTargets(page, CONTROLS)).map((t) => `${where}: target under 44 px: ${t}`),
  ];
}

for (const width of [1280, 375]) {
  test(`every staff screen at ${width} px: axe 0, no overflow, 44 px targets`, async () => {
    const page = await staffOnScreen(DEMO.A.orgId, 'admin', { width, menu: '报名审核', name: '巡检老师' });
    const menu = page.getByRole('navigation', { name: '工作台菜单' });
    const names = (await menu.getByRole('link').allInnerTexts()).map((n) => n.trim()).filter(Boolean);
    expect(names.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const name of names) {
      await menu.getByRole('link', { name, exact: true }).click();
      // The screen is there: its title in the document and its heading or region shown.
      await page.waitForFunction((t) => document.title.startsWith(t), name, { timeout: 20_000 });
      await page.locator('main').first().waitFor();
      // Loaded: no skeleton (aria-busy) left on the screen.
      await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), null, {
        timeout: 20_000,
      });
      problems.push(...(await problemsOn(page, `${name} ${width}`)));
    }
    expect(problems).toEqual([]);
  }, 240_000);
}
