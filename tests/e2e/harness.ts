import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, test } from 'vitest';
import type { HttpPort } from '@domain/ports/http';
import type { PlatformBridge } from '@domain/ports/platform';
import type { Session } from '@domain/ports/session';
import { DEMO } from '../../server/src/seed/demo-data';
import { PROFILES, type ProfileName } from './profiles';

export { DEMO };
export type { ProfileName };

export const CHROMIUM = '/usr/bin/chromium';
export const SPA_PATH = '/zhxy/mobile/recruit/';
const SCREENS_DIR = 'test-results/screens';

let browser: Browser | null = null;
const open: { context: BrowserContext; page: Page; profile: ProfileName }[] = [];

export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await closePages();
  await browser?.close();
  browser = null;
}

/** Closes every context opened by the current test; failing tests are shot first (setup.ts). */
export async function closePages(): Promise<void> {
  for (const o of open.splice(0)) await o.context.close().catch(() => {});
}

export function openPages() {
  return open;
}

/** This worker's reference server (global-setup starts one per worker). */
function ownServer() {
  const servers = inject('servers');
  const id = Number(process.env.VITEST_POOL_ID ?? 1);
  return servers[(id - 1) % servers.length]!;
}

export const baseUrl = (): string => ownServer().baseUrl;

/** The demo school's first 学校管理员 on this worker's server, password already changed. */
export function demoAdmin(orgId: string) {
  const admin = ownServer().staffAdmins.find((a) => a.orgId === orgId);
  if (!admin) throw new Error(`e2e: no demo 学校管理员 for ${orgId}`);
  return admin;
}

/**
 * The reference server's clock (server/src/http/test-clock.ts, on only in the e2e server): read it, or
 * move it ahead to cross a time rule (the 60 s SMS resend limit, a publication time) without waiting.
 * It only moves forward during a run; compute times the server will compare from `now()`, not Date.now().
 */
export const serverClock = {
  async now(): Promise<Date> {
    return clockAnswer(await fetch(`${baseUrl()}/platform/sandbox/clock`));
  },
  async advance(ms: number): Promise<Date> {
    const body = JSON.stringify({ advanceMs: Math.max(0, Math.ceil(ms)) });
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
    return clockAnswer(await fetch(`${baseUrl()}/platform/sandbox/clock`, init));
  },
};

async function clockAnswer(r: Response): Promise<Date> {
  const e = (await r.json()) as { success: boolean; msg: string; data: { now: string } | null };
  if (!e.success || !e.data) throw new Error(`e2e: the server clock answered ${r.status} ${e.msg}`);
  return new Date(e.data.now);
}

/** `test` for specs that start the SPA (the global setup fails when the server cannot start it). */
export const appTest = test;

/** The school A scope, the query every entry link carries. */
export const SCHOOL_A_QUERY = { orgId: DEMO.A.orgId, tenantId: DEMO.A.tenantId };

export interface OpenOptions {
  /** Local storage written before the app loads (e.g. userInfo with a welcomeId, accesstoken). */
  localStorage?: Record<string, unknown>;
  /**
   * Wait for start-up to finish (html[data-app] = ready|failed, the painted screen replaced). Off by
   * default: a test acts on what a person sees (a role, a visible text) as soon as it shows. Only for
   * tests whose subject is the start-up or the app's own inside (probes, the router's titles, the
   * kept DOM), never before a tap.
   */
  waitReady?: boolean;
  /** Expose window.__zs (HTTP port, session, bridge) to drive the real adapters from the test. */
  probe?: boolean;
}

/** What window.__zs offers when a page is opened with `probe: true` (see src/main.tsx). */
export interface Probe {
  http(): HttpPort;
  session(): Session;
  bridge(): PlatformBridge;
}

/** The school's 个人信息保护告知 (issue 17), agreed to as a person would: tick, then 同意并继续. */
export async function agreePrivacyNotice(page: Page): Promise<void> {
  const sheet = page.getByRole('dialog', { name: '个人信息保护告知' });
  await sheet.getByText('我已阅读并同意', { exact: true }).click();
  await sheet.getByRole('button', { name: '同意并继续' }).click();
  await sheet.waitFor({ state: 'hidden' });
}

/**
 * A new context in the profile, ready for goto; the WeChat double is installed before any page script.
 * The privacy notice is agreed to whenever it blocks a step, unless a test drives it itself (`privacy: 'manual'`).
 */
export async function newPage(
  profile: ProfileName,
  opts: { privacy?: 'auto' | 'manual' } = {},
): Promise<Page> {
  const p = PROFILES[profile];
  // Service workers stay off unless a test opts in (checkin-day): a worker's own fetches bypass page.route.
  const context = await (await launchBrowser()).newContext({ serviceWorkers: 'block', ...p.context });
  if (p.init) await context.addInitScript(p.init.fn, p.init.arg);
  const page = await context.newPage();
  if (opts.privacy !== 'manual')
    await page.addLocatorHandler(page.getByRole('dialog', { name: '个人信息保护告知' }), () =>
      agreePrivacyNotice(page),
    );
  open.push({ context, page, profile });
  return page;
}

export function appUrl(route: string, query: Record<string, string> = SCHOOL_A_QUERY): string {
  const qs = new URLSearchParams(query).toString();
  return `${baseUrl()}${SPA_PATH}${qs ? `?${qs}` : ''}#${route}`;
}

/** Opens the SPA at a hash route in a runtime profile, with the entry query (school A by default). */
/**
 * Puts `entries` in the page's localStorage (objects as JSON) from a page of the same origin outside
 * the SPA, so they are there before the app's first start-up.
 */
export async function storeBeforeStart(
  page: Page,
  entries: Record<string, unknown>,
  origin: string = baseUrl(),
): Promise<void> {
  await page.goto(`${origin}/zhxy/mobile/courseCenter_PC.html`);
  await page.evaluate((e) => {
    for (const [k, v] of Object.entries(e))
      localStorage.setItem(k, typeof v === 'string' ? v : JSON.stringify(v));
  }, entries);
}

export async function openApp(
  profile: ProfileName,
  route: string,
  query: Record<string, string> = SCHOOL_A_QUERY,
  opts: OpenOptions = {},
): Promise<Page> {
  const page = await newPage(profile);
  if (opts.probe) await page.context().addInitScript(() => sessionStorage.setItem('zs:e2e', '1'));
  if (opts.localStorage) await storeBeforeStart(page, opts.localStorage);
  await page.goto(appUrl(route, query));
  if (opts.waitReady) await waitReady(page);
  return page;
}

/** Start-up finished: the shell marks <html data-app="ready|failed">. */
export async function waitReady(page: Page): Promise<void> {
  // Ready, and the screen the server painted (issue 28) replaced by React's: until then each text
  // stands twice in the DOM (the painted screen and React's hidden layer).
  await page.waitForFunction(
    () =>
      ['ready', 'failed'].includes(document.documentElement.dataset.app ?? '') &&
      !document.querySelector('[data-first-screen]'),
    null,
    {
      timeout: 30_000,
    },
  );
}

/**
 * Resolves when the screen has stopped moving, as a person would wait before looking: the window has
 * the page's viewport size (a resize reaches the renderer a little later), and no DOM change
 * (react-spring popups and wheels restyle every frame; a chart redraws at its new width) and no finite
 * CSS/Web animation running for `quietFrames` frames in a row. Spinners and shimmer (infinite
 * animations) do not count. Gives up after `timeoutMs` (then the caller's own check decides).
 */
export async function settled(page: Page, quietFrames = 5, timeoutMs = 5000): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.evaluate(
    ([quiet, limit, expected]) =>
      new Promise<void>((resolve) => {
        let changed = false;
        let calm = 0;
        const seen = new MutationObserver(() => (changed = true));
        seen.observe(document, { subtree: true, attributes: true, childList: true, characterData: true });
        const until = performance.now() + limit;
        const moving = () =>
          document
            .getAnimations()
            .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
        const frame = () => {
          const resized = !expected || window.innerWidth === expected;
          calm = changed || !resized || moving() ? 0 : calm + 1;
          changed = false;
          if (calm >= quiet || performance.now() > until) {
            seen.disconnect();
            resolve();
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    [quietFrames, timeoutMs, width] as const,
  );
}

/** test-results/screens/<profile>-<name>.png of the given page, or of the last page opened (with `E2E_SHOTS=1`). */
export async function screenshot(name: string, page?: Page): Promise<string> {
  const entry = page ? open.find((o) => o.page === page) : open[open.length - 1];
  if (!entry) throw new Error('screenshot: no page is open');
  const path = join(SCREENS_DIR, `${entry.profile}-${name}.png`);
  await shoot(entry.page, { path });
  return path;
}

/** A page's PNG at `opts.path`, only with `E2E_SHOTS=1` (like `screenshot()`). */
export async function shoot(page: Page, opts: { path: string; fullPage?: boolean }): Promise<void> {
  if (process.env.E2E_SHOTS !== '1') return;
  mkdirSync(dirname(opts.path), { recursive: true });
  await page.screenshot(opts);
}

/** One call the WeChat double recorded: {api, args} for JSSDK invokes, {api: 'miniProgram.navigateTo', url}. */
export interface WxCall {
  api: string;
  args?: unknown;
  url?: unknown;
  [k: string]: unknown;
}

/** The calls the WeChat double recorded (window.__calls). */
export function wxCalls(page: Page): Promise<WxCall[]> {
  return page.evaluate(() => (window as unknown as { __calls?: WxCall[] }).__calls ?? []);
}

/** The current hash route without its query. */
export function hashRoute(page: Page): Promise<string> {
  return page.evaluate(() => location.hash.replace(/^#/, '').split('?')[0] ?? '');
}

/** A toast with this text appears (antd-mobile Toast). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page
    .locator('.zs-toast-on .zs-toast-main', { hasText: text })
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 });
}
