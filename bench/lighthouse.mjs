// Section 2: Lighthouse mobile preset (simulated slow 4G, 4x CPU slowdown), median of N runs per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { atLeast, atMost, median, row, withTimeout } from './lib/budget.mjs';
import { CHROME_FLAGS } from './lib/chromium.mjs';

const one = async (url, port) => {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const { categories, audits, runtimeError, runWarnings } = result.lhr;
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
      .filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary' && categories.accessibility.auditRefs.some((r) => r.id === a.id))
      .map((a) => a.id),
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
  };
};

/** @param {{chromePath: string, pages: {name: string, url: string}[], runs: number}} opts */
export async function lighthouseRows({ chromePath, pages, runs }) {
  const rows = [];
  const raw = {};
  for (const { name, url } of pages) {
    const results = [];
    const errors = [];
    for (let i = 0; i < runs; i++) {
      // A fresh Chromium per run: no warm caches or compiled code carried between runs.
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
      try {
        results.push(await withTimeout(one(url, chrome.port), 120_000, `lighthouse ${name}`));
      } catch (e) {
        errors.push(String(e.message ?? e).split('\n')[0]);
      } finally {
        await chrome.kill();
      }
    }
    raw[name] = { url, results, errors };
    const m = (k) => median(results.map((r) => r[k]));
    const note = errors.length ? `${errors.length}/${runs} runs failed: ${errors[0]}` : '';
    const a11yNote = [...new Set(results.flatMap((r) => r.failedA11y))].join(', ');
    rows.push(row('lighthouse', `${name} performance`, m('performance'), 'score', atLeast(0.97), note || `runs: ${results.map((r) => r.performance).join(', ')}`));
    rows.push(row('lighthouse', `${name} LCP`, m('lcp'), 's', atMost(2.0), results[0]?.lcpElement ? `LCP element: ${results[0].lcpElement.slice(0, 60)}` : ''));
    rows.push(row('lighthouse', `${name} FCP`, m('fcp'), 's'));
    rows.push(row('lighthouse', `${name} TBT`, m('tbt'), 'ms'));
    rows.push(row('lighthouse', `${name} CLS`, m('cls'), 'score'));
    rows.push(row('lighthouse', `${name} accessibility`, m('accessibility'), 'score', atLeast(0.95), a11yNote ? `failing audits: ${a11yNote}` : ''));
  }
  return { rows, raw };
}
