// Prints Chromium's JPEG size curve (bytes at quality 0.01..0.60, after the 1600 px downscale) for
// the bench's generated photos: the data behind SIZE_AT_QUALITY and TOP_BYTES_PER_PIXEL in
// src-domain/photo/photo-size-curve.ts (the prior of compressImage's predictive search).
// With --set=calibration: 42 other photos (seeds 101.., seven sizes × six detail levels, none of the
// bench's), each with its input bytes: the data behind the first-guess model (input bytes per pixel).
// Usage: node bench/photo-curve.mjs [--set=calibration] > bench/out/curves.json
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

const SIZES = [
  [4000, 3000],
  [3000, 4000],
  [3264, 2448],
  [1920, 1080],
  [1080, 1440],
  [1440, 1080],
  [1200, 1600],
];
const CALIBRATION = SIZES.flatMap(([w, h], i) =>
  [4, 8, 12, 16, 22, 30].map((noise, j) => [w, h, 101 + i * 6 + j, noise]),
);
const set = process.argv.includes('--set=calibration') ? CALIBRATION : IMAGES;

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
  for (const img of set) out[img.join('/')] = await page.evaluate((a) => window.sizeCurve(...a), img);
  console.log(JSON.stringify(out));
} finally {
  await browser.close();
  await server.close();
}
