// The photo bench page: the product's compressImage over its real encoder (createImageEncoder,
// a worker with OffscreenCanvas in Chromium) against the spec's compressorjs loop, same run.
import { createImageEncoder } from '@adapters/image-encoder/create-encoder';
import type { DecodedImage, ImageEncoder } from '@domain/ports/image-encoder';
import { compressImage } from '@domain/photo/compress';
import { compressorjsEncoder } from './compressorjs-encoder';
import { linearLoop, LIMIT_BYTES, makePhoto, measureDims, type Outcome } from './harness';

/** Counts encode() calls, whatever the search does. */
function counting(inner: ImageEncoder) {
  let encodes = 0;
  const encoder: ImageEncoder = {
    decode: (f) => inner.decode(f),
    encode: (img: DecodedImage, size, q) => {
      encodes++;
      return inner.encode(img, size, q);
    },
    release: (img) => inner.release(img),
  };
  return { encoder, count: () => encodes, reset: () => (encodes = 0) };
}

interface Case {
  name: string;
  width: number;
  height: number;
  seed: number;
  noise: number;
  baseline: boolean;
  interleave: number;
}

async function product(file: Blob, c: ReturnType<typeof counting>): Promise<Outcome> {
  c.reset();
  const start = performance.now();
  const r = await compressImage(c.encoder, file, { maxBytes: LIMIT_BYTES });
  return {
    encodes: c.count(),
    ms: performance.now() - start,
    bytes: r.bytes,
    quality: r.quality,
    width: r.width,
    height: r.height,
  };
}

async function run(cases: Case[], repeats: number, baselineMaxMs: number) {
  const c = counting(createImageEncoder());
  // Warm-up: start the worker and compile the codecs once, outside the timings.
  await product(await makePhoto(640, 480, 1, 10), c);
  const out = [];
  for (const k of cases) {
    const file = await makePhoto(k.width, k.height, k.seed, k.noise);
    const runs: Outcome[] = [];
    let baseline: Outcome | null = null;
    if (k.baseline) {
      // Product runs interleaved with the loop's steps (every k.interleave-th), the rest after it.
      baseline = await linearLoop(file, baselineMaxMs, async (step) => {
        if (step % k.interleave === 0 && runs.length < repeats) runs.push(await product(file, c));
      });
    }
    while (runs.length < repeats) runs.push(await product(file, c));
    out.push({ ...k, inputBytes: file.size, product: runs, baseline });
  }
  return out;
}

/**
 * Bytes at every quality 0.01..0.60 after the product's downscale (the curve a search walks), with
 * the input file's bytes and pixels.
 */
async function sizeCurve(width: number, height: number, seed: number, noise: number) {
  const encoder = createImageEncoder();
  const file = await makePhoto(width, height, seed, noise);
  const img = await encoder.decode(file);
  const long = Math.max(img.width, img.height);
  const k = long > 1600 ? 1600 / long : 1;
  const size = { width: Math.round(img.width * k), height: Math.round(img.height * k) };
  const bytes: number[] = [];
  for (let h = 1; h <= 60; h++) bytes.push((await encoder.encode(img, size, h / 100)).bytes);
  encoder.release(img);
  return {
    inputBytes: file.size,
    inputPixels: width * height,
    outputPixels: size.width * size.height,
    bytes,
  };
}

interface EncoderCase {
  name: string;
  width: number;
  height: number;
  seed: number;
  noise: number;
}

/**
 * Issue 12 item 9: the domain's search (compressImage, same target) over the product's worker
 * encoder and over compressorjs, on the same photo; runs alternate so both see the same load.
 */
async function runEncoderBench(cases: EncoderCase[], repeats: number) {
  // Timed as product() does; the output's real pixel size is read afterwards, outside the timing.
  const timed = async (file: Blob, c: ReturnType<typeof counting>): Promise<Outcome> => {
    c.reset();
    const start = performance.now();
    const r = await compressImage(c.encoder, file, { maxBytes: LIMIT_BYTES });
    const ms = performance.now() - start;
    const dims = await measureDims(r.blob);
    return { encodes: c.count(), ms, bytes: r.bytes, quality: r.quality, ...dims };
  };
  const worker = counting(createImageEncoder());
  const cjs = counting(compressorjsEncoder());
  const warm = await makePhoto(640, 480, 1, 10);
  await timed(warm, worker);
  await timed(warm, cjs);
  const out = [];
  for (const k of cases) {
    const file = await makePhoto(k.width, k.height, k.seed, k.noise);
    const runs: { worker: Outcome[]; compressorjs: Outcome[] } = { worker: [], compressorjs: [] };
    for (let i = 0; i < repeats; i++) {
      const first = i % 2 === 0;
      if (first) runs.worker.push(await timed(file, worker));
      runs.compressorjs.push(await timed(file, cjs));
      if (!first) runs.worker.push(await timed(file, worker));
    }
    out.push({ ...k, inputBytes: file.size, ...runs });
  }
  return out;
}

Object.assign(window, { runPhotoBench: run, runEncoderBench, sizeCurve });
document.title = 'ready';
