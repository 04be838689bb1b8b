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

interface Attempt {
  hundredths: number;
  out: EncodedImage;
}

/**
 * Decodes the file once, scales it to fit maxEdge, lets `search` pick one encode (it calls `at` for
 * each quality it tries), and reports that encode with the count; the decoded image is always released.
 */
async function searchQuality(
  encoder: ImageEncoder,
  file: Blob,
  opts: CompressOptions,
  search: (at: (hundredths: number) => Promise<Attempt>, maxBytes: number) => Promise<Attempt>,
): Promise<CompressResult> {
  const maxBytes = opts.maxBytes ?? PHOTO_MAX_BYTES;
  const image: DecodedImage = await encoder.decode(file);
  try {
    const size = fitWithin(image.width, image.height, opts.maxEdge ?? PHOTO_MAX_EDGE);
    let encodes = 0;
    const pick = await search(async (hundredths) => {
      encodes++;
      return { hundredths, out: await encoder.encode(image, size, hundredths / 100) };
    }, maxBytes);
    return {
      blob: pick.out.blob,
      bytes: pick.out.bytes,
      quality: pick.hundredths / 100,
      ...size,
      encodes,
      fits: pick.out.bytes <= maxBytes,
    };
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
  return searchQuality(encoder, file, opts, async (at, maxBytes) => {
    const first = await at(TOP);
    if (first.out.bytes <= maxBytes) return first;
    let best: Attempt | null = null;
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
        if (r.hundredths < smallest.hundredths) smallest = r;
        hi = mid - 1;
      }
    }
    return best ?? smallest;
  });
}

/** The spec's reference loop (section 9): 0.6, 0.59, … 0.01 until ≤ maxBytes; the unit tests' oracle. */
export function linearCompressReference(
  encoder: ImageEncoder,
  file: Blob,
  opts: CompressOptions = {},
): Promise<CompressResult> {
  return searchQuality(encoder, file, opts, async (at, maxBytes) => {
    for (let h = TOP; ; h--) {
      const r = await at(h);
      if (r.out.bytes <= maxBytes || h === 1) return r;
    }
  });
}
