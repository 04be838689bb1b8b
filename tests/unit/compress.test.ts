import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { DecodedImage, ImageEncoder } from '@domain/ports/image-encoder';
import {
  compressImage,
  fitWithin,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_EDGE,
  PHOTO_MAX_ENCODES,
  PHOTO_QUALITY_STEP,
  PHOTO_START_QUALITY,
} from '@domain/photo/compress';
import { linearCompressReference } from './linear-compress-reference';

/** A fake encoder whose output size is monotone in quality (table per 0.01 step) and in area. */
function fakeEncoder(width: number, height: number, sizeAtHundredths: (h: number) => number) {
  const calls: { size: { width: number; height: number }; quality: number }[] = [];
  let released = 0;
  const encoder: ImageEncoder = {
    decode: async () => ({ width, height }),
    encode: async (_img: DecodedImage, size, quality) => {
      calls.push({ size, quality });
      const h = Math.round(quality * 100);
      const bytes = Math.round((sizeAtHundredths(h) * size.width * size.height) / (1600 * 1200));
      return { bytes, blob: new Blob([`q${h}`]) };
    },
    release: () => {
      released++;
    },
  };
  return { encoder, calls, released: () => released };
}

const file = new Blob(['raw']);
const linear =
  (perStep: number, base = 0) =>
  (h: number) =>
    base + perStep * h;

describe('constants (spec section 9, brief section 6)', () => {
  test('150 KB, 1600 px, 8 encodes, from 0.6 in steps of 0.01', () => {
    expect(PHOTO_MAX_BYTES).toBe(153600);
    expect(PHOTO_MAX_EDGE).toBe(1600);
    expect(PHOTO_MAX_ENCODES).toBe(8);
    expect(PHOTO_START_QUALITY).toBe(0.6);
    expect(PHOTO_QUALITY_STEP).toBe(0.01);
  });
});

describe('fitWithin', () => {
  test('scales the long edge down to 1600, keeps the ratio, never scales up', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(1600, 900, 1600)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 1, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

describe('compressImage', () => {
  test('quality 0.6 that fits is taken with a single encode, at the downscaled size', async () => {
    const f = fakeEncoder(4000, 3000, linear(1000));
    const r = await compressImage(f.encoder, file);
    expect(r).toMatchObject({
      quality: 0.6,
      bytes: 60000,
      width: 1600,
      height: 1200,
      encodes: 1,
      fits: true,
    });
    expect(f.calls).toEqual([{ size: { width: 1600, height: 1200 }, quality: 0.6 }]);
    expect(f.released()).toBe(1);
  });

  test('finds the highest fitting quality: 150 KB at 3000 bytes per step → 0.51', async () => {
    const f = fakeEncoder(1600, 1200, linear(3000));
    const r = await compressImage(f.encoder, file);
    expect(r).toMatchObject({ quality: 0.51, bytes: 153000, fits: true });
    expect(r.encodes).toBeLessThanOrEqual(8);
    expect(await r.blob.text()).toBe('q51');
  });

  test('0.6 just over, 0.59 just under: 0.59, each quality encoded once, at most 7 encodes', async () => {
    const f = fakeEncoder(1600, 1200, linear(2600));
    const r = await compressImage(f.encoder, file);
    expect(r).toMatchObject({ quality: 0.59, bytes: 153400, fits: true });
    const qualities = f.calls.map((c) => c.quality);
    expect(new Set(qualities).size).toBe(qualities.length);
    expect(r.encodes).toBeLessThanOrEqual(7);
  });

  test('nothing fits: the defined result is the quality 0.01 encode, flagged fits=false', async () => {
    const f = fakeEncoder(1600, 1200, linear(1000, 500_000));
    const r = await compressImage(f.encoder, file);
    expect(r).toMatchObject({ quality: 0.01, bytes: 501000, fits: false, width: 1600, height: 1200 });
    expect(r.encodes).toBeLessThanOrEqual(8);
    expect(f.released()).toBe(1);
  });

  test('the decoded image is released even when an encode fails', async () => {
    const f = fakeEncoder(100, 100, linear(1));
    f.encoder.encode = async () => Promise.reject(new Error('ENCODE.FAILED'));
    await expect(compressImage(f.encoder, file)).rejects.toThrow('ENCODE.FAILED');
    expect(f.released()).toBe(1);
  });

  test('property: ≤ 8 encodes, the highest fitting grid quality, same answer as the spec loop', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6000 }),
        fc.integer({ min: 1, max: 6000 }),
        fc.array(fc.integer({ min: 1, max: 600_000 }), { minLength: 60, maxLength: 60 }),
        async (w, h, raw) => {
          const table = [...raw].sort((a, b) => a - b);
          const size = (q: number) => table[q - 1]!;
          const f = fakeEncoder(w, h, size);
          const r = await compressImage(f.encoder, file);
          const dims = fitWithin(w, h, 1600);
          const bytesAt = (q: number) => Math.round((size(q) * dims.width * dims.height) / (1600 * 1200));
          let best = 0;
          for (let q = 1; q <= 60; q++) if (bytesAt(q) <= PHOTO_MAX_BYTES) best = q;
          expect(r.encodes).toBeLessThanOrEqual(8);
          expect(r.encodes).toBe(f.calls.length);
          expect(new Set(f.calls.map((c) => c.quality)).size).toBe(f.calls.length); // no quality encoded twice
          const onGrid = (q: number) => q <= 0.6 && Math.abs(q * 100 - Math.round(q * 100)) < 1e-9;
          expect(f.calls.every((c) => onGrid(c.quality))).toBe(true);
          expect(r.fits).toBe(best > 0);
          expect(Math.round(r.quality * 100)).toBe(best > 0 ? best : 1);
          expect(r.bytes).toBe(bytesAt(best > 0 ? best : 1));
          expect([r.width, r.height]).toEqual([dims.width, dims.height]);
          const ref = await linearCompressReference(fakeEncoder(w, h, size).encoder, file);
          expect([ref.quality, ref.fits, ref.bytes]).toEqual([r.quality, r.fits, r.bytes]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('linearCompressReference (the spec loop, the test oracle)', () => {
  test('walks 0.6, 0.59, … and stops at the first fit', async () => {
    const f = fakeEncoder(1600, 1200, linear(3000));
    const r = await linearCompressReference(f.encoder, file);
    expect(r).toMatchObject({ quality: 0.51, encodes: 10, fits: true });
    expect(f.calls.map((c) => c.quality)).toEqual([
      0.6, 0.59, 0.58, 0.57, 0.56, 0.55, 0.54, 0.53, 0.52, 0.51,
    ]);
  });

  test('stops at 0.01 after 60 encodes when nothing fits', async () => {
    const f = fakeEncoder(1600, 1200, linear(1, 1_000_000));
    const r = await linearCompressReference(f.encoder, file);
    expect(r).toMatchObject({ quality: 0.01, encodes: 60, fits: false });
  });
});
