import type { ImageEncoder } from '@domain/ports/image-encoder';
import {
  type CompressOptions,
  type CompressResult,
  fitWithin,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_EDGE,
  PHOTO_QUALITY_STEP,
  PHOTO_START_QUALITY,
} from '@domain/photo/compress';

/**
 * The spec's reference loop (section 9): 0.6, 0.59, … 0.01 until ≤ maxBytes; the unit tests' oracle
 * for compressImage (test-only: production uses the predictive search, the bench its own loop).
 */
export async function linearCompressReference(
  encoder: ImageEncoder,
  file: Blob,
  opts: CompressOptions = {},
): Promise<CompressResult> {
  const maxBytes = opts.maxBytes ?? PHOTO_MAX_BYTES;
  const image = await encoder.decode(file);
  try {
    const size = fitWithin(image.width, image.height, opts.maxEdge ?? PHOTO_MAX_EDGE);
    // Whole hundredths so that 0.6 - n*0.01 never drifts.
    const top = Math.round(PHOTO_START_QUALITY / PHOTO_QUALITY_STEP);
    for (let h = top, encodes = 1; ; h--, encodes++) {
      const out = await encoder.encode(image, size, h / 100);
      const fits = out.bytes <= maxBytes;
      if (fits || h === 1) {
        return { blob: out.blob, bytes: out.bytes, quality: h / 100, ...size, encodes, fits };
      }
    }
  } finally {
    encoder.release(image);
  }
}
