import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { settled } from './harness';

// The accessibility floor of a screen, as the e2e specs check it: axe 0 violations, nothing wider
// than the window, every control of the screen at least 44×44 CSS px.

/** axe finds no violation; `where` names the screen in the failure. */
export async function axeClean(page: Page, where = ''): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map((v) =>
      `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`.trim(),
    ),
  ).toEqual([]);
}

/** Nothing wider than the window. */
export async function noOverflow(page: Page): Promise<void> {
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(wide).toBeLessThanOrEqual(0);
}

/** Visible controls matched by `selector` smaller than 44×44, described (tag, text, size). */
export function smallTargets(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)]
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && r.height > 0 && (r.width < 44 || r.height < 44))
        .map(
          ({ el, r }) =>
            `${el.tagName} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 12)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        ),
    selector,
  );
}

/** The whole floor: axe, overflow, and every control matched by `controls` at least 44×44. */
export async function floor(page: Page, where: string, controls: string): Promise<void> {
  // Sheets and toasts finish their transitions before axe reads colours.
  await settled(page);
  await axeClean(page, where);
  await noOverflow(page);
  expect(await smallTargets(page, controls), `${where}: targets under 44 px`).toEqual([]);
}

/** The floor on a staff management screen (`.manage-page`). */
export function manageFloor(
  page: Page,
  where = '',
  controls = 'button, a[href], input, select, textarea',
): Promise<void> {
  return floor(page, where, `.manage-page :is(${controls})`);
}
