import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { links, PATHS } from '@domain/shell/links';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO, appTest, appUrl, baseUrl, newPage, screenshot, type ProfileName, settled } from './harness';

/**
 * Issue 14 must-show: every student screen in the WeChat profile at 375 and 320 px passes axe
 * (WCAG rules incl. color-contrast: 0 violations), has no visible control under 44×44 CSS px and
 * no horizontal overflow. Each screen is also shot in the three runtimes (test-results/screens).
 */
const IDS = admissionsIds(DEMO.A.tenantId);
const STUDENT = DEMO.A.students.find((s) => s.state === 'photo_uploaded')!;

const ADMISSIONS: [string, string][] = [
  ['home', links.home()],
  ['plans', links.plans()],
  ['registration', links.registration({ planId: IDS.plans.open })],
  ['applications', links.applications()],
  ['activities', links.activities()],
  ['activity-sign', links.activitySign({ activityId: IDS.activities.open })],
  ['result', links.result()],
  ['result-recruit', PATHS.resultRecruit],
  ['privacy', links.privacy()],
  ['checkin-entry', links.checkinEntry()],
];
const CHECKIN: [string, string][] = [
  ['checkin-home', PATHS.checkinHome],
  ['checkin-notice', PATHS.checkinNotice],
  ['checkin-more', PATHS.checkinMoreInfo],
  ['checkin-confirm', PATHS.checkinConfirm],
  ['checkin-procedure', PATHS.checkinProcedure],
  ['checkin-done', PATHS.checkinDone],
  ['face', PATHS.face],
  ['face-standard', PATHS.faceStandard],
];

/** Visible controls smaller than 44×44 CSS px (hidden inputs behind a larger label excepted). */
const smallControls = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'button, a[href], input, select, textarea, [role="button"], [role="checkbox"], [role="radio"]',
      ),
    ]
      .filter((el) => !(el instanceof HTMLInputElement && ['file', 'hidden'].includes(el.type)))
      .map((el) => ({ el, r: el.getBoundingClientRect(), s: getComputedStyle(el) }))
      .filter(({ r, s }) => r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.opacity !== '0')
      .filter(({ r }) => r.width < 44 || r.height < 44)
      .map(
        ({ el, r }) =>
          `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').split(' ')[0]}<${String(el.parentElement?.getAttribute('class') ?? '').split(' ')[0]} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 12)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
      ),
  );

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .locator('.adm-skeleton, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 8000 })
    .catch(() => {});
  await settled(page);
}

/** An applicant logged in through the platform login stand-in (a fresh WeChat user in the sandbox). */
async function applicant(profile: ProfileName): Promise<Page> {
  const page = await newPage(profile);
  const q = new URLSearchParams({
    tenantId: DEMO.A.tenantId,
    orgId: DEMO.A.orgId,
    redirect: appUrl(links.home()),
  });
  q.set('wxuser', `a11y-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  await page.goto(`${baseUrl()}/platform/login?${q}`);
  await page.waitForURL((u) => !u.href.includes('accesstoken'), { timeout: 30_000 });
  return page;
}

/** A seeded new student reported in through 立即报到. */
async function student(page: Page) {
  await page.evaluate((to) => (location.hash = to), links.checkinEntry());
  await page.getByLabel('姓名').fill(STUDENT.name);
  await page.getByLabel('身份证号').fill(STUDENT.idNumber);
  await page.getByRole('button', { name: /立即报到/ }).click();
  await page.waitForFunction((p) => location.hash.startsWith(`#${p}`), PATHS.checkinHome);
}

async function visit(page: Page, route: string) {
  await page.evaluate((to) => (location.hash = to), route);
  await page.waitForFunction((p) => location.hash.slice(1) === p, route);
  await settle(page);
}

for (const width of [375, 320]) {
  appTest(
    `every screen at ${width} px (WeChat): axe 0 violations, controls ≥ 44×44, no overflow`,
    async () => {
      const page = await applicant('wechat');
      await page.setViewportSize({ width, height: 740 });
      const found: Record<string, string[]> = {};
      const check = async (name: string) => {
        const axe = await new AxeBuilder({ page }).analyze();
        const problems = [
          ...axe.violations.map(
            (v) =>
              `axe ${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          ),
          ...(await smallControls(page)).map((c) => `small ${c}`),
          ...((await overflow(page)) > 0 ? [`overflow ${await overflow(page)} px`] : []),
        ];
        if (problems.length) found[name] = problems;
      };
      for (const [name, route] of ADMISSIONS) {
        await visit(page, route);
        await check(name);
      }
      await student(page);
      for (const [name, route] of CHECKIN) {
        await visit(page, route);
        await check(name);
      }
      expect(found).toEqual({});
    },
  );
}

for (const profile of ['wechat', 'miniapp', 'browser'] as const) {
  appTest(`screenshots of every screen at 320 and 375 px (${profile})`, async () => {
    const page = await applicant(profile);
    const shots: string[] = [];
    const shoot = async (name: string) => {
      for (const width of [375, 320]) {
        // Without E2E_SHOTS nothing is written: the visit alone is what the run checks.
        if (process.env.E2E_SHOTS === '1') {
          await page.setViewportSize({ width, height: 740 });
          await settled(page);
        }
        shots.push(await screenshot(`screen-${name}-${width}`, page));
      }
    };
    for (const [name, route] of ADMISSIONS) {
      await visit(page, route);
      await shoot(name);
    }
    await student(page);
    for (const [name, route] of CHECKIN) {
      await visit(page, route);
      await shoot(name);
    }
    expect(shots).toHaveLength((ADMISSIONS.length + CHECKIN.length) * 2);
  });
}

appTest(
  'a picker sheet at 320 px is an announced dialog with labelled options that fits the screen',
  async () => {
    const page = await applicant('wechat');
    await page.setViewportSize({ width: 320, height: 640 });
    await visit(page, links.registration({ planId: IDS.plans.open }));
    await page.getByRole('button', { name: /性别/ }).first().click();
    const dialog = page.getByRole('dialog', { name: /性别/ });
    await dialog.waitFor();
    await settled(page);
    // antd's wheel announces the current item and its neighbours as buttons.
    await dialog
      .getByRole('button', { name: /当前选择的是：男|选择下一项：女/ })
      .first()
      .waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(await smallControls(page)).toEqual([]);
  },
);
