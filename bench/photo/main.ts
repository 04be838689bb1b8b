// The photo bench page: the product's compressImage over its real encoder (createImageEncoder,
// a worker with OffscreenCanvas in Chromium) against the spec's compressorjs loop, same run.
import { createImageEncoder } from '@adapters/image-encoder/create-encoder';
import type { DecodedImage, ImageEncoder } from '@domain/ports/image-encoder';
import { compressImage } from '@domain/rules/compress';
import { linearLoop, LIMIT_BYTES, makePhoto, type Outcome } from './harness';

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
}

async function product(file: Blob, c: ReturnType<typeof counting>): Promise<Outcome> {
  c.reset();
  const start = performance.now();
  const r = await compressImage(c.encoder, file, { maxBytes: LIMIT_BYTES });
  return { encodes: c.count(), ms: performance.now() - start, bytes: r.bytes, quality: r.quality, width: r.width, height: r.height };
}

async function run(cases: Case[], repeats: number, baselineMaxMs: number) {
  const c = counting(createImageEncoder());
  // Warm-up: start the worker and compile the codecs once, outside the timings.
  await product(await makePhoto(640, 480, 1, 10), c);
  const out = [];
  for (const k of cases) {
    const file = await makePhoto(k.width, k.height, k.seed, k.noise);
    const runs: Outcome[] = [];
    for (let i = 0; i < repeats; i++) runs.push(await product(file, c));
    const baseline = k.baseline ? await linearLoop(file, baselineMaxMs) : null;
    out.push({ ...k, inputBytes: file.size, product: runs, baseline });
  }
  return out;
}

(window as unknown as { runPhotoBench: typeof run }).runPhotoBench = run;
document.title = 'ready';
