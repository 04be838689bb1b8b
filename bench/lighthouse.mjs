// Section 2: Lighthouse mobile preset (simulated slow 4G, 4x CPU slowdown), median of N runs per page;
// pages marked `repeat` are loaded again in the same browser with its HTTP cache (no service worker).
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { atLeast, atMost, median, row, withTimeout } from './lib/budget.mjs';
import { CHROME_FLAGS } from './lib/chromium.mjs';

/** Every run's full Lighthouse report, for a closer look (Lighthouse viewer, or jq). */
const REPORTS = 'bench/out/lighthouse';

/** The LCP phases of Lighthouse's lcp-breakdown (ms), by the table's names. */
const PHASES = {
  TTFB: 'ttfb',
  'Load Delay': 'loadDelay',
  'Load Time': 'loadTime',
  'Render Delay': 'renderDelay',
};

/**
 * A tab whose sessionStorage holds `session` at the URL's origin (the staff token): Lighthouse runs
 * in it with storage kept; the HTTP cache is still cleared for a first visit.
 */
async function tabWithSession(port, url, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(new URL('/favicon.ico', url).href).catch(() => undefined);
  await page.evaluate((entries) => {
    for (const [k, v] of Object.entries(entries)) sessionStorage.setItem(k, v);
  }, session);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  return { page, done: () => browser.disconnect() };
}

const one = async (url, port, file, { warm = false, session } = {}) => {
  const tab = session ? await tabWithSession(port, url, session) : null;
  // A repeat visit keeps the browser's HTTP cache from the run before (Lighthouse clears it
  // otherwise); a signed-in page keeps its session storage.
  const keep = warm || !!session;
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    keep ? { extends: 'lighthouse:default', settings: { disableStorageReset: true } } : undefined,
    tab?.page,
  ).finally(() => tab?.done());
  const { categories, audits, runtimeError, runWarnings } = result.lhr;
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(`${REPORTS}/${file}.json`, JSON.stringify(result.lhr));
  // The run's trace, for the Performance panel (gzip: a few MB each).
  const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
  if (trace) writeFileSync(`${REPORTS}/${file}.trace.json.gz`, gzipSync(JSON.stringify(trace)));
  const phaseItems = audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    lcp: audits['largest-contentful-paint'].numericValue / 1000,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue / 1000,
    warnings: runWarnings,
    failedA11y: Object.values(audits)
      .filter(
        (a) =>
          a.score === 0 &&
          a.scoreDisplayMode === 'binary' &&
          categories.accessibility.auditRefs.some((r) => r.id === a.id),
      )
      .map((a) => a.id),
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    lcpPhases: phaseItems.map((i) => `${i.phase} ${Math.round(i.timing)}`).join(', '),
    ...Object.fromEntries(
      Object.entries(PHASES).map(([phase, key]) => [
        key,
        phaseItems.find((i) => i.phase === phase)?.timing ?? null,
      ]),
    ),
    // Lighthouse's own CPU speed score of this machine at run time (the machine is shared).
    benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? null,
    opportunities: Object.values(audits)
      .filter((a) => (a.details?.overallSavingsMs ?? 0) > 50)
      .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
      .slice(0, 4)
      .map((a) => `${a.id} -${Math.round(a.details.overallSavingsMs)}ms`),
    bootup: (audits['bootup-time']?.details?.items ?? [])
      .slice(0, 2)
      .map((i) => `${String(i.url).split('/').pop()} ${Math.round(i.total)}ms`),
    shifts: (audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 2)
      .map((i) => `${i.node?.snippet?.slice(0, 50) ?? '?'} ${Number(i.score).toFixed(2)}`),
    chain: audits['critical-request-chains']?.details?.longestChain ?? null,
    requests: audits['network-requests']?.details?.items?.length ?? null,
    contrast: (audits['color-contrast']?.details?.items ?? [])
      .slice(0, 3)
      .map((i) => i.node?.snippet?.slice(0, 60) ?? '?'),
  };
};

/**
 * @param {{chromePath: string, runs: number, pages: {name: string, url: string, repeat?: boolean,
 *   session?: Record<string, string>,
 *   budget?: {lcp?: number, performance?: number, cls?: number, tbt?: number, repeatLcp?: number}}[]}} opts
 */
export async function lighthouseRows({ chromePath, pages, runs }) {
  const rows = [];
  const raw = {};
  for (const { name, url, repeat, session, budget = {} } of pages) {
    const results = [];
    const warm = [];
    const errors = [];
    // A failed run (e.g. Lighthouse's NO_NAVSTART trace error) is retried, at most twice per page.
    for (let i = 0; results.length < runs && i < runs + 2; i++) {
      // A fresh Chromium per run: no warm caches or compiled code carried between runs.
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: CHROME_FLAGS,
        logLevel: 'silent',
      });
      try {
        const file = `${name.replace(/\W+/g, '-')}-${i + 1}`;
        results.push(
          await withTimeout(one(url, chrome.port, file, { session }), 120_000, `lighthouse ${name}`),
        );
        if (repeat)
          warm.push(
            await withTimeout(
              one(url, chrome.port, `${file}-repeat`, { warm: true }),
              120_000,
              `lighthouse ${name} repeat`,
            ).catch((e) => ({ error: String(e.message ?? e) })),
          );
      } catch (e) {
        errors.push(String(e.message ?? e).split('\n')[0]);
      } finally {
        await chrome.kill();
      }
    }
    raw[name] = { url, results, warm, errors };
    const m = (k) => median(results.map((r) => r[k]));
    const note = errors.length ? `${errors.length} failed runs (retried): ${errors[0].slice(0, 80)}; ` : '';
    const a11yNote = [...new Set(results.flatMap((r) => r.failedA11y))].join(', ');
    const first = results[Math.floor(results.length / 2)] ?? results[0];
    const perfNote =
      `runs ${results.map((r) => r.performance).join(', ')}; benchmarkIndex ${results.map((r) => Math.round(r.benchmarkIndex)).join(', ')}` +
      (first?.opportunities.length ? `; savings: ${first.opportunities.join(', ')}` : '');
    rows.push(
      row(
        'lighthouse',
        `${name} performance`,
        m('performance'),
        'score',
        atLeast(budget.performance ?? 0.97),
        note + perfNote,
      ),
    );
    rows.push(
      row(
        'lighthouse',
        `${name} LCP`,
        m('lcp'),
        's',
        atMost(budget.lcp ?? 2.0),
        first
          ? `runs ${results.map((r) => r.lcp.toFixed(2)).join(', ')}; element ${first.lcpElement.slice(0, 50)}`
          : '',
      ),
    );
    // The LCP breakdown, each phase's median over the runs.
    for (const [phase, key] of Object.entries(PHASES))
      rows.push(row('lighthouse', `${name} LCP ${phase}`, m(key), 'ms', undefined, ''));
    const chain = first?.chain
      ? `longest critical chain: ${first.chain.length} requests, ${Math.round(first.chain.duration)} ms, ${(first.chain.transferSize / 1024).toFixed(0)} KB; ${first.requests} requests`
      : '';
    rows.push(row('lighthouse', `${name} FCP`, m('fcp'), 's', undefined, chain));
    rows.push(
      row(
        'lighthouse',
        `${name} TBT`,
        m('tbt'),
        'ms',
        budget.tbt != null ? atMost(budget.tbt) : undefined,
        first?.bootup.length ? `script boot-up: ${first.bootup.join(', ')}` : '',
      ),
    );
    rows.push(
      row(
        'lighthouse',
        `${name} CLS`,
        m('cls'),
        'score',
        budget.cls != null ? atMost(budget.cls) : undefined,
        first?.shifts.length ? `shifts: ${first.shifts.join('; ')}` : '',
      ),
    );
    if (repeat) {
      const ok = warm.filter((r) => !r.error);
      const failed = warm.length - ok.length;
      const mid = ok[Math.floor(ok.length / 2)];
      rows.push(
        row(
          'lighthouse',
          `${name} repeat-visit LCP`,
          median(ok.map((r) => r.lcp)),
          's',
          atMost(budget.repeatLcp ?? 0.5),
          `warm HTTP cache, no service worker; ${mid ? mid.lcpPhases : ''}${failed ? `; ${failed} failed` : ''}`,
        ),
      );
    }
    const contrast = first?.contrast.length ? `; low contrast: ${first.contrast.join(' | ')}` : '';
    rows.push(
      row(
        'lighthouse',
        `${name} accessibility`,
        m('accessibility'),
        'score',
        atLeast(0.95),
        a11yNote ? `failing audits: ${a11yNote}${contrast}` : '',
      ),
    );
  }
  return { rows, raw };
}
