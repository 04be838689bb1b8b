// Fits the first-guess model of compressImage (BPP_FROM_INPUT in src-domain/photo/photo-size-curve.ts)
// to the calibration photos: for each quality h/100, bytes per output pixel ≈ a + b·(input bytes per
// input pixel)·s + c·s with s = output pixels / input pixels (least squares), and reports how often
// the first guess (the highest predicted fit, plus one) lands where two encodes prove the answer,
// leave-one-out on the calibration set and on the bench's own photos.
// Usage: node bench/photo-curve.mjs --set=calibration > bench/out/calibration.json
//        node bench/photo-curve.mjs > bench/out/bench-curves.json
//        node bench/photo-fit.mjs
import { readFileSync } from 'node:fs';

const LIMIT = 150 * 1024;
const load = (f) =>
  Object.entries(JSON.parse(readFileSync(f, 'utf8'))).map(([name, v]) => ({
    name,
    inBpp: v.inputBytes / v.inputPixels,
    s: v.outputPixels / v.inputPixels,
    pixels: v.outputPixels,
    bytes: v.bytes,
  }));
const features = (r) => [1, r.inBpp * r.s, r.s];

/** Least squares by the normal equations (3 unknowns). */
function solve(rows, ys) {
  const n = 3;
  const m = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => rows.reduce((t, a) => t + a[i] * a[j], 0)),
  );
  const v = Array.from({ length: n }, (_, i) => rows.reduce((t, a, k) => t + a[i] * ys[k], 0));
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const f = m[j][i] / m[i][i];
      for (let k = 0; k < n; k++) m[j][k] -= f * m[i][k];
      v[j] -= f * v[i];
    }
  const x = Array(n).fill(0);
  for (let i = n - 1; i >= 0; i--)
    x[i] = (v[i] - m[i].slice(i + 1).reduce((t, c, k) => t + c * x[i + 1 + k], 0)) / m[i][i];
  return x;
}

const fit = (set) =>
  Array.from({ length: 60 }, (_, q) =>
    solve(
      set.map(features),
      set.map((r) => r.bytes[q] / r.pixels),
    ),
  );
const highest = (bytesAt) => {
  let best = 0;
  for (let h = 1; h <= 60; h++) if (bytesAt(h) <= LIMIT) best = h;
  return best;
};
const guess = (model, r) =>
  highest((h) => r.pixels * features(r).reduce((t, f, i) => t + f * model[h - 1][i], 0));
const answer = (r) => highest((h) => r.bytes[h - 1]);

const calibration = load('bench/out/calibration.json');
const bench = load('bench/out/bench-curves.json');
const loo = calibration.map((r, i) => guess(fit(calibration.filter((_, j) => j !== i)), r) - answer(r));
const model = fit(calibration);
const held = bench.map((r) => guess(model, r) - answer(r));
// First try = guess + 1: two encodes prove the answer when guess - answer is 0 or -1.
const two = (errs) => `${errs.filter((e) => e === 0 || e === -1).length}/${errs.length}`;
console.error(`guess - answer, leave-one-out: ${loo.join(' ')} (two encodes: ${two(loo)})`);
console.error(`guess - answer, bench photos:   ${held.join(' ')} (two encodes: ${two(held)})`);
const col = (i, digits) => model.map((c) => Number(c[i].toFixed(digits)));
console.log(JSON.stringify({ a: col(0, 5), b: col(1, 5), c: col(2, 5) }));
