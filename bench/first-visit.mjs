// Section 1 (continued): what a first visit to each route downloads, from Chromium's network log,
// priced with the gzip/brotli sizes of the built files. Fresh browser context per route (empty cache).
import { chromium } from 'playwright-core';
import { atMost, row, withTimeout } from './lib/budget.mjs';
import { CHROME_FLAGS } from './lib/chromium.mjs';
import { composition, compositionText, kb } from './bundle.mjs';

export const FIRST_SCREEN_JS_KB = 160;
export const FIRST_SCREEN_CSS_KB = 12;
// Lighthouse's mobile device: a plain mobile browser ('h5'), not 'pc' (which redirects to the desktop page).
export const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/**
 * @param {{chromePath: string, appUrl: (route: object) => string, sizes: Map<string, {gzip: number, brotli: number, raw: number}>,
 *   routes: object[], initScript?: string}} opts
 */
export async function firstVisitRows({ chromePath, appUrl, sizes, modules, entryFiles, routes, initScript }) {
  const rows = [];
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.filter((f) => f !== '--headless'),
    timeout: 60_000,
  });
  try {
    for (const route of routes) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        userAgent: MOBILE_UA,
      });
      if (initScript && route.needsWelcome) await context.addInitScript(initScript);
      const page = await context.newPage();
      const assets = new Map();
      const encodings = new Set();
      const failed = [];
      page.on('response', (res) => {
        const m = /\/assets\/([^?#]+\.(?:js|css))(?:$|\?)/.exec(res.url());
        if (!m) return;
        assets.set(`assets/${m[1]}`, res.status());
        encodings.add(res.headers()['content-encoding'] ?? 'identity');
      });
      page.on('requestfailed', (req) => failed.push(req.url()));
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const httpErrors = [];
      page.on('response', (res) => {
        if (res.status() >= 400) httpErrors.push(`${res.status()} ${new URL(res.url()).pathname}`);
      });
      try {
        await withTimeout(
          page.goto(appUrl(route), { waitUntil: 'networkidle', timeout: 30_000 }),
          40_000,
          route.name,
        );
        await page.waitForTimeout(300);
      } catch (e) {
        errors.push(String(e.message ?? e).split('\n')[0]);
      }
      const finalHash = new URL(page.url()).hash.replace(/\?.*$/, '');
      // The shell marks <html data-app="failed"> when start-up fails.
      const appState = await page.evaluate(() => document.documentElement.dataset.app ?? '').catch(() => '');
      await context.close();
      const js = [...assets.keys()].filter((f) => f.endsWith('.js'));
      const css = [...assets.keys()].filter((f) => f.endsWith('.css'));
      const total = (files, kind) => files.reduce((n, f) => n + (sizes.get(f)?.[kind] ?? 0), 0);
      const redirected = finalHash && finalHash !== `#${route.hash}` ? `ended at ${finalHash}; ` : '';
      const note =
        `${redirected}${js.length} js + ${css.length} css files, br js ${kb(total(js, 'brotli')).toFixed(1)} / css ${kb(total(css, 'brotli')).toFixed(1)} KB, ` +
        `served as ${[...encodings].join('+') || '—'}` +
        (errors.length ? `; page error: ${errors[0].slice(0, 120)}` : '') +
        (appState === 'failed' ? '; APP START-UP FAILED' : '') +
        (httpErrors.length ? `; HTTP errors: ${httpErrors.slice(0, 2).join(', ')}` : '') +
        (failed.length ? `; ${failed.length} failed requests` : '') +
        (route.firstScreen && modules
          ? `; top gzip KB: ${compositionText(composition(js, sizes, modules))}`
          : '') +
        (route.firstScreen && modules && entryFiles
          ? `; beyond the entry: ${compositionText(
              composition(
                js.filter((f) => !entryFiles.has(f)),
                sizes,
                modules,
              ),
            )}`
          : '');
      const metric = `first visit ${route.name}`;
      const cssGz = kb(total(css, 'gzip'));
      // The largest files of a first-screen route, for the budget's evidence (kept short in results.json).
      const detail = [...js, ...css]
        .map((f) => [f, sizes.get(f)?.gzip ?? 0])
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12);
      if (route.firstScreen) {
        rows.push({
          ...row(
            'bundle',
            `${metric} JS gzip`,
            kb(total(js, 'gzip')),
            'KB',
            atMost(FIRST_SCREEN_JS_KB),
            note,
          ),
          detail,
        });
        rows.push(row('bundle', `${metric} CSS gzip`, cssGz, 'KB', atMost(FIRST_SCREEN_CSS_KB)));
      } else {
        rows.push(
          row(
            'bundle',
            `${metric} JS gzip`,
            kb(total(js, 'gzip')),
            'KB',
            undefined,
            `css ${cssGz.toFixed(1)} KB gz; ${note}`,
          ),
        );
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
