import type { DecodedImage, EncodedImage, ImageEncoder } from '../ports/image-encoder';

/** Spec section 9: the photo must end up at most 150 KB. */
export const PHOTO_MAX_BYTES = 150 * 1024;
/** Brief section 6: downscale the long edge to at most 1600 px first. */
export const PHOTO_MAX_EDGE = 1600;
/** Spec section 9: start at quality 0.6, steps of 0.01. */
export const PHOTO_START_QUALITY = 0.6;
export const PHOTO_QUALITY_STEP = 0.01;
/** Brief section 6: never more than 8 encodes. */
export const PHOTO_MAX_ENCODES = 8;

export interface CompressOptions {
  maxBytes?: number;
  maxEdge?: number;
}

export interface CompressResult {
  blob: Blob;
  bytes: number;
  quality: number;
  width: number;
  height: number;
  encodes: number;
  /** False when even quality 0.01 is over maxBytes: the result is then that smallest encode. */
  fits: boolean;
}

/** The size after scaling the long edge down to maxEdge (never up), keeping the aspect ratio. */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= maxEdge || long <= 0) return { width, height };
  const k = maxEdge / long;
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

// Qualities are searched as whole hundredths (1..60) so that 0.6 - n*0.01 never drifts.
const TOP = Math.round(PHOTO_START_QUALITY / PHOTO_QUALITY_STEP);

async function withDecoded<T>(
  encoder: ImageEncoder,
  file: Blob,
  maxEdge: number,
  run: (
    encode: (hundredths: number) => Promise<EncodedImage>,
    size: { width: number; height: number },
  ) => Promise<T>,
): Promise<T> {
  const image: DecodedImage = await encoder.decode(file);
  try {
    const size = fitWithin(image.width, image.height, maxEdge);
    return await run((h) => encoder.encode(image, size, h / 100), size);
  } finally {
    encoder.release(image);
  }
}

/**
 * The highest quality on the 0.01 grid ≤ 0.6 whose output is ≤ maxBytes, found by trying 0.6 first
 * and then a binary search over 0.01..0.59 (output size grows with quality): at most 7 encodes.
 */
export function compressImage(
  encoder: ImageEncoder,
  file: Blob,
  opts: CompressOptions = {},
): Promise<CompressResult> {
  const maxBytes = opts.maxBytes ?? PHOTO_MAX_BYTES;
  return withDecoded(encoder, file, opts.maxEdge ?? PHOTO_MAX_EDGE, async (encode, size) => {
    let encodes = 0;
    const at = async (h: number) => {
      encodes++;
      return { h, out: await encode(h) };
    };
    const result = (r: { h: number; out: EncodedImage }, fits: boolean): CompressResult => ({
      blob: r.out.blob,
      bytes: r.out.bytes,
      quality: r.h / 100,
      ...size,
      encodes,
      fits,
    });
    const first = await at(TOP);
    if (first.out.bytes <= maxBytes) return result(first, true);
    let best: { h: number; out: EncodedImage } | null = null;
    let smallest = first;
    let lo = 1;
    let hi = TOP - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const r = await at(mid);
      if (r.out.bytes <= maxBytes) {
        best = r;
        lo = mid + 1;
      } else {
        if (r.h < smallest.h) smallest = r;
        hi = mid - 1;
      }
    }
    return best ? result(best, true) : result(smallest, false);
  });
}

/** The spec's reference loop (section 9): 0.6, 0.59, … 0.01 until ≤ maxBytes. Kept for the bench. */
export function linearCompressReference(
  encoder: ImageEncoder,
  file: Blob,
  opts: CompressOptions = {},
): Promise<CompressResult> {
  const maxBytes = opts.maxBytes ?? PHOTO_MAX_BYTES;
  return withDecoded(encoder, file, opts.maxEdge ?? PHOTO_MAX_EDGE, async (encode, size) => {
    let encodes = 0;
    let h = TOP;
    for (;;) {
      const out = await encode(h);
      encodes++;
      const fits = out.bytes <= maxBytes;
      if (fits || h === 1)
        return { blob: out.blob, bytes: out.bytes, quality: h / 100, ...size, encodes, fits };
      h--;
    }
  });
}
