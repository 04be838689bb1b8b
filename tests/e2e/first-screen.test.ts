import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { PATHS } from '@domain/shell/routes';
import { admissionsIds } from '../../server/src/seed/admissions';
import { FIRST_SCREEN_TTL_MS } from '../../server/src/web/first-screen/cache';
import {
  DEMO,
  SPA_PATH,
  appTest,
  baseUrl,
  launchBrowser,
  newPage,
  screenshot,
  settled,
  waitReady,
  shoot,
} from './harness';
import { ownServer, type OwnServer } from './own-server';

// Issue 28: the entry screens' real content comes with the HTML and React takes over without a jump.
const A = DEMO.A;
const QUERY = `?orgId=${A.orgId}&tenantId=${A.tenantId}`;
const OPEN_PLAN = admissionsIds(A.tenantId).plans.open;
const ENTRY = [
  { route: PATHS.home, texts: [A.schoolName, '2026年秋季招生简章', '诚信报名承诺书'], absent: '立即报到' },
  {
    route: PATHS.plans,
    texts: ['2026年秋季普通招生', '2026年秋季中外合作班', '190 / 200'],
    absent: A.schoolName,
  },
  { route: PATHS.checkinEntry, texts: ['欢迎新同学', '身份证号'], absent: '2026年秋季普通招生' },
] as const;

/** Text that is on screen (innerText leaves out hidden screens). */
const visibleText = (page: Page) => page.evaluate(() => document.body.innerText);

/** Where each heading, title and button is: the same before and after React must mean no jump. */
const layout = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('h1,h2,.zs-cms-title,.adm-button,.ck-field-label,.zs-entry'))
      .filter((e) => e.checkVisibility())
      .map((e) => {
        const r = e.getBoundingClientRect();
        return `${e.textContent?.trim().slice(0, 12)}@${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      }),
  );

describe('the first screen in the HTML', () => {
  // A server of its own: the shared one's plan counts move with the other suites' registrations.
  let entry: OwnServer;
  beforeAll(async () => {
    entry = await ownServer('first-screen-entry');
  });
  afterAll(() => entry?.close());

  appTest(
    "each entry screen's real text is in the HTML response, fetched without running JavaScript",
    async () => {
      const html = await (await fetch(`${entry.url}${SPA_PATH}${QUERY}`)).text();
      for (const { texts } of ENTRY) for (const t of texts) expect(html).toContain(t);
      expect(html).not.toContain(DEMO.B.schoolName);
      // An unknown school gets the plain page: no other school's content.
      const unknown = await (await fetch(`${entry.url}${SPA_PATH}?orgId=999901&tenantId=9999`)).text();
      expect(unknown).not.toContain(A.schoolName);
      expect(unknown).not.toContain('data-first-screen');
    },
  );

  appTest("with JavaScript blocked, each entry screen shows the school's real content", async () => {
    const context = await (
      await launchBrowser()
    ).newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
      userAgent: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
    });
    try {
      for (const { route, texts, absent } of ENTRY) {
        const page = await context.newPage();
        await page.goto(`${entry.url}${SPA_PATH}${QUERY}#${route}`);
        const text = await visibleText(page);
        for (const t of texts) expect(text).toContain(t);
        expect(text).not.toContain(absent);
        await shoot(page, { path: `test-results/screens/nojs-${route.split('/').pop()}.png` });
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  appTest(
    "React's takeover: nothing moves (CLS 0), the content never leaves the screen, no console error",
    async () => {
      const nojs = await (
        await launchBrowser()
      ).newContext({
        javaScriptEnabled: false,
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 3,
        isMobile: true,
      });
      for (const { route, texts } of ENTRY) {
        const painted = await nojs.newPage();
        await painted.goto(`${entry.url}${SPA_PATH}${QUERY}#${route}`);
        const before = await layout(painted);
        const page = await newPage('wechat');
        const errors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        page.on('pageerror', (e) => errors.push(e.message));
        // From the first frame on: layout shifts, and every frame whose screen lacks the key text.
        await page.addInitScript((key: string) => {
          const w = window as unknown as { __cls: number; __missing: number; __frames: number };
          w.__cls = 0;
          w.__missing = 0;
          w.__frames = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__cls += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          let seen = false;
          const frame = () => {
            const has = document.body?.innerText.includes(key) ?? false;
            seen ||= has;
            if (seen) {
              w.__frames++;
              if (!has) w.__missing++;
            }
            if (w.__frames < 600) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }, texts[0]);
        await page.goto(`${entry.url}${SPA_PATH}${QUERY}#${route}`);
        await waitReady(page);
        // React has taken over: the server's screens are gone and the app's route is there.
        await page.waitForFunction(() => !document.querySelector('[data-first-screen]'), null, {
          timeout: 10_000,
        });
        await page.locator(`[data-route="${route}"]`).waitFor();
        await settled(page); // the screen has stopped moving: any shift after takeover is counted
        const probe = await page.evaluate(() => {
          const w = window as unknown as { __cls: number; __missing: number; __frames: number };
          return { cls: w.__cls, missing: w.__missing, frames: w.__frames };
        });
        expect(probe.cls).toBe(0);
        expect(probe.frames).toBeGreaterThan(0);
        expect(probe.missing).toBe(0);
        expect(await layout(page)).toEqual(before);
        expect(errors).toEqual([]);
        await screenshot(`first-screen-${route.split('/').pop()}`, page);
        await painted.close();
      }
      await nojs.close();
    },
  );
});

describe('a staff edit reaches the HTML', () => {
  let own: OwnServer;
  let offset = 0;
  beforeAll(async () => {
    own = await ownServer('first-screen', { now: () => new Date(Date.now() + offset) });
  });
  afterAll(() => own?.close());

  // No staff screen edits plans yet (the season-setup issue brings one): the edit goes to the database.
  appTest("a plan's new name shows in a fresh load within a minute", async () => {
    const open = async () => {
      const page = await newPage('browser');
      await page.goto(`${own.url}${SPA_PATH}${QUERY}#${PATHS.plans}`);
      return page;
    };
    const first = await open();
    await first.getByRole('heading', { name: '2026年秋季普通招生', exact: true }).waitFor();
    await own.database.db.execute(
      sql`UPDATE plans SET name = '2026年秋季普通招生（第二批）' WHERE id = ${OPEN_PLAN}`,
    );
    offset += FIRST_SCREEN_TTL_MS + 1_000; // the server's clock past its first-screen window (< 1 min)
    const page = await open();
    // Painted by the HTML itself (before the app's data), and still there after React took over.
    const html = await (await fetch(`${own.url}${SPA_PATH}${QUERY}`)).text();
    expect(html).toContain('2026年秋季普通招生（第二批）');
    await waitReady(page);
    await page.getByRole('heading', { name: '2026年秋季普通招生（第二批）' }).waitFor();
    expect(FIRST_SCREEN_TTL_MS + 1_000).toBeLessThanOrEqual(60_000);
  });
});

describe('route changes on a slow line (400 kbps, 400 ms)', () => {
  /** Resolves with the ms from the tap until the route's header (title) and a skeleton are on screen. */
  async function tapUntilShell(page: Page, tap: () => Promise<void>, title: string): Promise<number> {
    await page.evaluate((t: string) => {
      const w = window as unknown as { __tap?: number; __shell?: number };
      delete w.__tap;
      delete w.__shell;
      document.addEventListener('pointerdown', () => (w.__tap = performance.now()), {
        capture: true,
        once: true,
      });
      const check = () => {
        const header = Array.from(document.querySelectorAll('h1.zs-header-title')).some(
          (h) => h.textContent === t && h.checkVisibility(),
        );
        const skeleton = Array.from(document.querySelectorAll('.zs-route-skeleton,.zs-skeleton-list')).some(
          (s) => s.checkVisibility(),
        );
        if (w.__tap !== undefined && header && skeleton) w.__shell = performance.now() - w.__tap;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, title);
    await tap();
    await page.waitForFunction(
      () => (window as unknown as { __shell?: number }).__shell !== undefined,
      null,
      {
        timeout: 10_000,
      },
    );
    return page.evaluate(() => (window as unknown as { __shell: number }).__shell);
  }

  appTest(
    'from home, the plan list and the registration form show header and skeleton within 300 ms',
    async () => {
      const page = await newPage('wechat');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 400,
        downloadThroughput: (400 * 1000) / 8,
        uploadThroughput: (400 * 1000) / 8,
      });
      await page.goto(`${baseUrl()}${SPA_PATH}${QUERY}#${PATHS.home}`, { timeout: 60_000 });
      // The app's own home shows (its screen, visible once it replaced the painted one): the taps
      // below time the app's route changes.
      await page.locator('[data-route] .zs-cms-title').first().waitFor({ timeout: 60_000 });

      const toPlans = await tapUntilShell(
        page,
        () => page.getByRole('link', { name: '新生报名' }).click(),
        '新生报名',
      );
      await screenshot('slow-line-plan-list-shell', page);
      expect(toPlans).toBeLessThanOrEqual(300);

      await page.getByRole('link', { name: '立即报名' }).first().waitFor({ timeout: 60_000 });
      const toForm = await tapUntilShell(
        page,
        () => page.getByRole('link', { name: '立即报名' }).first().click(),
        '报名详情',
      );
      await screenshot('slow-line-registration-shell', page);
      expect(toForm).toBeLessThanOrEqual(300);
      console.info(
        `400 kbps / 400 ms: tap → header + skeleton: plan list ${Math.round(toPlans)} ms, form ${Math.round(toForm)} ms`,
      );
    },
  );
});
