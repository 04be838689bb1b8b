// Prints Chromium's JPEG size curve (bytes at quality 0.01..0.60, after the 1600 px downscale) for
// the bench's generated photos: the data behind SIZE_AT_QUALITY and TOP_BYTES_PER_PIXEL in
// src-domain/rules/photo-size-curve.ts (the prior of compressImage's predictive search).
// Usage: node bench/photo-curve.mjs > bench/out/curves.json
import { chromium } from 'playwright-core';
import { buildPhotoPage } from './photo.mjs';
import { CHROME_FLAGS, findChromium } from './lib/chromium.mjs';
import { APP_PATH, startStaticServer } from './lib/static-server.mjs';

const IMAGES = [
  [4000, 3000, 11, 14],
  [4000, 3000, 12, 8],
  [4000, 3000, 13, 22],
  [1080, 1440, 21, 14],
  [1080, 1440, 22, 8],
  [1080, 1440, 23, 22],
  [4000, 3000, 31, 4],
  [1080, 1440, 32, 30],
  [3000, 4000, 33, 10],
];

await buildPhotoPage();
const server = await startStaticServer('bench/out/photo');
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROME_FLAGS.filter((f) => f !== '--headless'),
});
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}${APP_PATH}index.html`, { timeout: 30_000 });
  await page.waitForFunction(() => document.title === 'ready', null, { timeout: 30_000 });
  const out = {};
  for (const img of IMAGES) out[img.join('/')] = await page.evaluate((a) => window.sizeCurve(...a), img);
  console.log(JSON.stringify(out));
} finally {
  await browser.close();
  await server.close();
}
