// Issue 12 item 9: the face-photo encoder decision. The domain's search (compressImage, ≤ 150 KB,
// long edge ≤ 1600 px) over the product's worker encoder and over compressorjs, same photos, runs
// alternated, in headless Chromium. `npm run bench -- --only=encoders`.
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { atLeast, median, row, withTimeout } from './lib/budget.mjs';
import { CHROME_FLAGS } from './lib/chromium.mjs';
import { startStaticServer, APP_PATH } from './lib/static-server.mjs';
import { buildPhotoPage } from './photo.mjs';

const OUT = resolve('bench/out/photo');
const CASES = [
  { name: '12 MP 4000x3000', width: 4000, height: 3000, seed: 11, noise: 14 },
  { name: '12 MP 4000x3000', width: 4000, height: 3000, seed: 13, noise: 22 },
  { name: '1.5 MP 1080x1440', width: 1080, height: 1440, seed: 21, noise: 14 },
  { name: '1.5 MP 1080x1440', width: 1080, height: 1440, seed: 23, noise: 22 },
];
const REPEATS = 6;

export async function encoderRows({ chromePath }) {
  await buildPhotoPage();
  const server = await startStaticServer(OUT);
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.filter((f) => f !== '--headless'),
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}${APP_PATH}index.html`, { timeout: 30_000 });
    await page.waitForFunction(() => document.title === 'ready', null, { timeout: 30_000 });
    const results = await withTimeout(
      page.evaluate(([cases, repeats]) => window.runEncoderBench(cases, repeats), [CASES, REPEATS]),
      15 * 60_000,
      'encoder bench',
    );
    return { rows: toRows(results), raw: results };
  } finally {
    await browser.close();
    await server.close();
  }
}

const kb = (b) => `${(b / 1024).toFixed(0)} KB`;
const result = (o) => `q${o.quality} ${kb(o.bytes)} ${o.width}x${o.height}, ${o.encodes} enc`;

function toRows(results) {
  const rows = [];
  for (const size of [...new Set(results.map((r) => r.name))]) {
    const group = results.filter((r) => r.name === size);
    const w = median(group.flatMap((g) => g.worker.map((o) => o.ms)));
    const c = median(group.flatMap((g) => g.compressorjs.map((o) => o.ms)));
    // The same result: the same pixel size, both within the 150 KB limit, qualities at most one
    // 0.01 step apart (the two scale the photo down differently, so a byte count can tip a step).
    const same = group.every(
      (g) =>
        Math.abs(g.worker[0].quality - g.compressorjs[0].quality) <= 0.0100001 &&
        g.worker[0].width === g.compressorjs[0].width &&
        g.worker[0].height === g.compressorjs[0].height &&
        g.worker[0].bytes <= 150 * 1024 &&
        g.compressorjs[0].bytes <= 150 * 1024,
    );
    const outcomes = group
      .map(
        (g) =>
          `${kb(g.inputBytes)} in → worker ${result(g.worker[0])} | compressorjs ${result(g.compressorjs[0])}`,
      )
      .join('; ');
    rows.push(row('encoders', `${size} worker encoder ms (median)`, w, 'ms', undefined, outcomes));
    rows.push(row('encoders', `${size} compressorjs ms (median)`, c, 'ms'));
    rows.push(
      row(
        'encoders',
        `${size} worker speed-up over compressorjs`,
        c / w,
        'x',
        atLeast(2),
        `same result: ${same ? 'yes' : 'NO'}`,
      ),
    );
  }
  return rows;
}
