import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { ImageEncoder } from '@domain/ports/image-encoder';
import { compressImage, fitWithin, PHOTO_MAX_BYTES, PHOTO_MAX_ENCODES } from '@domain/photo/compress';
import { BPP_FROM_INPUT, SIZE_AT_QUALITY, TOP_BYTES_PER_PIXEL } from '@domain/photo/photo-size-curve';

/** A fake encoder: bytes at hundredth h (1..60) from `bytesAt`, whatever the size; records each quality. */
function fakeEncoder(width: number, height: number, bytesAt: (h: number) => number) {
  const tried: number[] = [];
  const encoder: ImageEncoder = {
    decode: async () => ({ width, height }),
    encode: async (_img, _size, quality) => {
      const h = Math.round(quality * 100);
      tried.push(h);
      return { bytes: bytesAt(h), blob: new Blob([`q${h}`]) };
    },
    release: () => undefined,
  };
  return { encoder, tried };
}

/** A phone photo's file: far over 150 KB, so its size says nothing about fitting at 0.6. */
const bigFile = new Blob([new Uint8Array(3_000_000)]);
const smallFile = new Blob([new Uint8Array(100_000)]);
/** A JPEG as compressImage sees it (size and type only), so the first guess uses the input model. */
const jpeg = (size: number) => ({ size, type: 'image/jpeg' }) as Blob;
const anyFile = fc.oneof(
  fc.constant(bigFile),
  fc.constant(smallFile),
  fc.integer({ min: 1, max: 40_000_000 }).map(jpeg),
);

/** The highest h in 1..60 with bytesAt(h) ≤ max, 0 when none: the spec loop's answer. */
function oracle(bytesAt: (h: number) => number, max = PHOTO_MAX_BYTES): number {
  let best = 0;
  for (let h = 1; h <= 60; h++) if (bytesAt(h) <= max) best = h;
  return best;
}

const priorShaped = (top: number) => (h: number) => Math.round(top * SIZE_AT_QUALITY[h - 1]!);

/** Monotone curve shapes, most of them far from the prior. */
const curves: fc.Arbitrary<{ name: string; bytesAt: (h: number) => number }> = fc.oneof(
  // The prior's shape at any scale (answer anywhere from "nothing fits" to 0.6).
  fc
    .double({ min: 20_000, max: 3_000_000, noNaN: true })
    .map((top) => ({ name: `prior×${top}`, bytesAt: priorShaped(top) })),
  // The prior with monotone multiplicative noise, up to ±40 % drift over the range.
  fc
    .tuple(
      fc.double({ min: 50_000, max: 600_000, noNaN: true }),
      fc.array(fc.double({ min: 0.97, max: 1.03, noNaN: true }), { minLength: 60, maxLength: 60 }),
    )
    .map(([top, wobble]) => {
      const table: number[] = [];
      let k = 1;
      for (let h = 1; h <= 60; h++) {
        k *= wobble[h - 1]!;
        table.push(Math.max(table[h - 2] ?? 0, Math.round(top * k * SIZE_AT_QUALITY[h - 1]!)));
      }
      return { name: 'wobbly prior', bytesAt: (h: number) => table[h - 1]! };
    }),
  // Power curves: almost flat (k small) to a hockey stick (k large).
  fc
    .tuple(
      fc.double({ min: 0.05, max: 6, noNaN: true }),
      fc.double({ min: 30_000, max: 2_000_000, noNaN: true }),
    )
    .map(([k, top]) => ({ name: `q^${k}`, bytesAt: (h: number) => Math.round(top * (h / 60) ** k) })),
  // A cliff: small up to a jump, huge after it.
  fc
    .tuple(
      fc.integer({ min: 1, max: 60 }),
      fc.integer({ min: 1000, max: 150_000 }),
      fc.integer({ min: 1, max: 400_000 }),
    )
    .map(([at, low, jump]) => ({
      name: `cliff@${at}`,
      bytesAt: (h: number) => (h < at ? low + h : low + jump + h),
    })),
  // Plateaus: a few steps, the same size over many qualities.
  fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 5 }).chain((steps) =>
    fc
      .array(fc.integer({ min: 1, max: 200_000 }), {
        minLength: steps.length + 1,
        maxLength: steps.length + 1,
      })
      .map((sizes) => {
        const cuts = [...steps].sort((a, b) => a - b);
        const levels = [...sizes].sort((a, b) => a - b).map((s, i) => s + i * 1000);
        return { name: 'plateaus', bytesAt: (h: number) => levels[cuts.filter((c) => c <= h).length]! };
      }),
  ),
);

const dims = fc.constantFrom(
  [4000, 3000],
  [3000, 4000],
  [1080, 1440],
  [1600, 1200],
  [800, 600],
  [12000, 9000],
);

describe('compressImage: the predictive search is exact', () => {
  test('property: the spec loop’s answer, proved by q fitting and q+0.01 over (or q = 0.6), ≤ 8 encodes, none twice', async () => {
    await fc.assert(
      fc.asyncProperty(curves, dims, anyFile, async ({ bytesAt }, [w, h], file) => {
        const f = fakeEncoder(w, h, bytesAt);
        const r = await compressImage(f.encoder, file);
        const best = oracle(bytesAt);
        expect(r.encodes).toBe(f.tried.length);
        expect(r.encodes).toBeLessThanOrEqual(PHOTO_MAX_ENCODES);
        expect(new Set(f.tried).size).toBe(f.tried.length);
        expect(f.tried.every((q) => Number.isInteger(q) && q >= 1 && q <= 60)).toBe(true);
        expect(r.fits).toBe(best > 0);
        expect(Math.round(r.quality * 100)).toBe(best || 1);
        expect(r.bytes).toBe(bytesAt(best || 1));
        expect(await r.blob.text()).toBe(`q${best || 1}`);
        if (best > 0 && best < 60) expect(f.tried).toContain(best + 1); // the proof that best+0.01 is over
        if (best === 0) expect(f.tried).toContain(1);
        expect([r.width, r.height]).toEqual(Object.values(fitWithin(w, h, 1600)));
      }),
      { numRuns: 1500 },
    );
  });

  test('nothing fits, whatever the first guess: the 0.01 encode, fits=false, ≤ 8 encodes', async () => {
    for (const [w, h] of [
      [4000, 3000],
      [800, 600],
    ] as const) {
      const f = fakeEncoder(w, h, (q) => 200_000 + q);
      const r = await compressImage(f.encoder, bigFile);
      expect(r).toMatchObject({ quality: 0.01, bytes: 200_001, fits: false });
      expect(r.encodes).toBeLessThanOrEqual(8);
    }
  });
});

describe('compressImage: encodes on a curve like the prior', () => {
  test('at most 3 encodes at any scale, for a 12 MP and a 1.5 MP photo, big file or small', async () => {
    const counts: number[] = [];
    for (const [w, h] of [
      [4000, 3000],
      [1080, 1440],
      [1600, 1200],
      [640, 480],
    ] as const) {
      for (let top = 40_000; top <= 4_000_000; top = Math.round(top * 1.07)) {
        for (const file of [bigFile, smallFile]) {
          const f = fakeEncoder(w, h, priorShaped(top));
          const r = await compressImage(f.encoder, file);
          expect(Math.round(r.quality * 100)).toBe(oracle(priorShaped(top)) || 1);
          expect(r.encodes, `${w}x${h} top ${top}: ${f.tried.join(',')}`).toBeLessThanOrEqual(3);
          counts.push(r.encodes);
        }
      }
    }
    expect(counts.length).toBeGreaterThan(400);
  });

  test('a photo as dense as the prior’s median: the first guess is the answer or next to it, 2 encodes', async () => {
    const f = fakeEncoder(4000, 3000, priorShaped(1600 * 1200 * TOP_BYTES_PER_PIXEL));
    const r = await compressImage(f.encoder, bigFile);
    expect(r).toMatchObject({ quality: 0.19, fits: true, encodes: 2 });
    expect(f.tried).toEqual([19, 20]);
  });
});

describe('compressImage: the first encode', () => {
  test('a 12 MP photo in a big file starts at the predicted quality, not 0.6', async () => {
    const f = fakeEncoder(4000, 3000, priorShaped(300_000));
    await compressImage(f.encoder, bigFile);
    expect(f.tried[0]).toBe(19);
  });

  test('a file already ≤ 150 KB starts at 0.6 (one encode when it fits)', async () => {
    const f = fakeEncoder(4000, 3000, priorShaped(120_000));
    const r = await compressImage(f.encoder, smallFile);
    expect(f.tried).toEqual([60]);
    expect(r).toMatchObject({ quality: 0.6, encodes: 1, fits: true });
  });

  test('a small picture (800×600) starts at 0.6 even from a big file', async () => {
    const f = fakeEncoder(800, 600, priorShaped(90_000));
    const r = await compressImage(f.encoder, bigFile);
    expect(f.tried).toEqual([60]);
    expect(r.encodes).toBe(1);
  });

  test('0.6 fits although the prior said it would not: found in 2 encodes', async () => {
    const f = fakeEncoder(4000, 3000, priorShaped(100_000));
    const r = await compressImage(f.encoder, bigFile);
    expect(r).toMatchObject({ quality: 0.6, fits: true, encodes: 2 });
    expect(f.tried).toEqual([19, 60]);
  });
});

describe('compressImage: the first guess from the input JPEG (BPP_FROM_INPUT)', () => {
  /** The bytes the model predicts for this input: what a photo exactly like the calibration set gives. */
  const modelCurve = (w: number, h: number, fileBytes: number) => {
    const out = fitWithin(w, h, 1600);
    const pixels = out.width * out.height;
    const s = pixels / (w * h);
    const x = (fileBytes / (w * h)) * s;
    const { a, b, c } = BPP_FROM_INPUT;
    return (q: number) => Math.round(pixels * (a[q - 1]! + b[q - 1]! * x + c[q - 1]! * s));
  };

  test.each([
    [4000, 3000, 4_600_000],
    [3000, 4000, 5_800_000],
    [1080, 1440, 620_000],
    [1080, 1440, 800_000],
    [1920, 1080, 900_000],
  ] as const)(
    '%i×%i, %i bytes: one above the predicted answer, then the answer (2 encodes)',
    async (w, h, size) => {
      const bytesAt = modelCurve(w, h, size);
      const best = oracle(bytesAt);
      const f = fakeEncoder(w, h, bytesAt);
      const r = await compressImage(f.encoder, jpeg(size));
      expect(best).toBeGreaterThan(1);
      expect(f.tried).toEqual([best + 1, best]);
      expect(r).toMatchObject({ quality: best / 100, encodes: 2, fits: true });
    },
  );

  test('the guess follows the input: a noisier (bigger) file of the same size in pixels starts lower', async () => {
    const first = async (size: number) => {
      const f = fakeEncoder(1080, 1440, priorShaped(300_000));
      await compressImage(f.encoder, jpeg(size));
      return f.tried[0]!;
    };
    expect(await first(900_000)).toBeLessThan(await first(600_000));
  });

  test('a PNG, or a JPEG far from the fitted photos, starts from the prior as before', async () => {
    for (const file of [
      { size: 3_000_000, type: 'image/png' } as Blob,
      jpeg(60_000_000), // 5 bytes a pixel: not a camera JPEG
    ]) {
      const f = fakeEncoder(4000, 3000, priorShaped(300_000));
      await compressImage(f.encoder, file);
      expect(f.tried[0]).toBe(19);
    }
  });
});
