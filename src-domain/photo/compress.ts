import type { DecodedImage, EncodedImage, ImageEncoder } from '../ports/image-encoder';
import {
  BPP_FROM_INPUT,
  SIZE_AT_QUALITY,
  TOP_BPP_RANGE,
  TOP_BYTES_PER_PIXEL,
  TOP_BYTES_PER_PIXEL_LOW,
} from './photo-size-curve';

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

interface SearchInput {
  /** Encodes at quality hundredths/100 (each call is one encode). */
  at: (hundredths: number) => Promise<Attempt>;
  maxBytes: number;
  /** Output pixels after the downscale. */
  pixels: number;
  /** Pixels of the decoded input. */
  sourcePixels: number;
}

/**
 * Decodes the file once, scales it to fit maxEdge, lets `search` pick one encode (it calls `at` for
 * each quality it tries), and reports that encode with the count; the decoded image is always released.
 */
async function searchQuality(
  encoder: ImageEncoder,
  file: Blob,
  opts: CompressOptions,
  search: (input: SearchInput) => Promise<Attempt>,
): Promise<CompressResult> {
  const maxBytes = opts.maxBytes ?? PHOTO_MAX_BYTES;
  const image: DecodedImage = await encoder.decode(file);
  try {
    const size = fitWithin(image.width, image.height, opts.maxEdge ?? PHOTO_MAX_EDGE);
    let encodes = 0;
    const at = async (hundredths: number): Promise<Attempt> => {
      encodes++;
      return { hundredths, out: await encoder.encode(image, size, hundredths / 100) };
    };
    const pick = await search({
      at,
      maxBytes,
      pixels: size.width * size.height,
      sourcePixels: image.width * image.height,
    });
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

/** The highest hundredth in lo..hi whose estimated bytes fit, or lo - 1 when none does. */
function highestEstimatedFit(
  lo: number,
  hi: number,
  maxBytes: number,
  bytesAt: (h: number) => number,
): number {
  for (let h = hi; h >= lo; h--) if (bytesAt(h) <= maxBytes) return h;
  return lo - 1;
}

const prior = (h: number) => SIZE_AT_QUALITY[h - 1]!;

/**
 * Predicted bytes at each quality hundredth from the input JPEG (BPP_FROM_INPUT), or null when the
 * input is not a JPEG or its prediction is outside what the model was fitted on.
 */
function bytesFromInput(file: Blob, sourcePixels: number, pixels: number): ((h: number) => number) | null {
  if (file.type !== 'image/jpeg' || sourcePixels <= 0) return null;
  const s = pixels / sourcePixels;
  const x = (file.size / sourcePixels) * s;
  const { a, b, c } = BPP_FROM_INPUT;
  const bytesAt = (h: number) => pixels * (a[h - 1]! + b[h - 1]! * x + c[h - 1]! * s);
  const top = bytesAt(TOP) / pixels;
  return top >= TOP_BPP_RANGE.min && top <= TOP_BPP_RANGE.max ? bytesAt : null;
}

/**
 * The first quality to encode. 0.6 when the file itself is already ≤ maxBytes. For a camera-like
 * JPEG, one above the highest predicted fit: two encodes then prove the answer when the prediction
 * is right or one too low, the more frequent miss (bench/photo-fit.mjs). Otherwise the prior: 0.6
 * unless even a photo flatter than any measured would be over at this pixel count, else where the
 * prior's median density puts the answer.
 */
function firstQuality(file: Blob, pixels: number, sourcePixels: number, maxBytes: number): number {
  if (file.size <= maxBytes) return TOP;
  const predicted = bytesFromInput(file, sourcePixels, pixels);
  if (predicted) return Math.min(TOP, highestEstimatedFit(1, TOP, maxBytes, predicted) + 1);
  if (pixels * TOP_BYTES_PER_PIXEL_LOW <= maxBytes) return TOP;
  const top = pixels * TOP_BYTES_PER_PIXEL;
  return Math.max(
    1,
    highestEstimatedFit(1, TOP, maxBytes, (h) => top * prior(h)),
  );
}

/**
 * The next quality to try inside the open bracket (fit, over). The prior curve, scaled through the
 * encodes that bound the bracket (log-interpolated between them when both exist), predicts the
 * answer p. Trying p (expected to fit) or p + 1 (expected over) both prove p on the try after when
 * the prediction is right; the one taken is the one that then leaves the smaller bracket, so a
 * near miss still has room for predicted tries within the encode budget.
 */
function predictNext(fit: Attempt | undefined, over: Attempt | undefined, maxBytes: number): number {
  const lo = (fit?.hundredths ?? 0) + 1;
  const hi = (over?.hundredths ?? TOP + 1) - 1;
  const logScale = (a: Attempt) => Math.log(Math.max(1, a.out.bytes) / prior(a.hundredths));
  let scaleAt: (h: number) => number;
  if (fit && over) {
    const [a, b] = [logScale(fit), logScale(over)];
    const span = over.hundredths - fit.hundredths;
    scaleAt = (h) => Math.exp(a + ((b - a) * (h - fit.hundredths)) / span);
  } else {
    const s = Math.exp(logScale((fit ?? over)!));
    scaleAt = () => s;
  }
  const p = highestEstimatedFit(lo, hi, maxBytes, (h) => scaleAt(h) * prior(h));
  if (p < lo) return lo;
  if (p >= hi) return hi;
  return hi + 1 - p <= p + 2 - lo ? p : p + 1;
}

/**
 * The highest quality on the 0.01 grid ≤ 0.6 whose output is ≤ maxBytes (output size grows with
 * quality), proved by an encode at q that fits and one at q + 0.01 that does not (or q = 0.6
 * fitting); when even 0.01 is over, that 0.01 encode. Each try is predicted from the prior size
 * curve and the encodes made so far, kept inside a window that halves the remaining encode budget,
 * so a curve unlike the prior degrades to bisection and never takes more than 8 encodes.
 */
export function compressImage(
  encoder: ImageEncoder,
  file: Blob,
  opts: CompressOptions = {},
): Promise<CompressResult> {
  return searchQuality(encoder, file, opts, async ({ at, maxBytes, pixels, sourcePixels }) => {
    let fit: Attempt | undefined;
    let over: Attempt | undefined;
    let next = firstQuality(file, pixels, sourcePixels, maxBytes);
    for (let left = PHOTO_MAX_ENCODES; ; left--) {
      const lo = (fit?.hundredths ?? 0) + 1;
      const hi = (over?.hundredths ?? TOP + 1) - 1;
      if (lo > hi) break;
      // Whatever this encode shows, at most 2^(left-1) candidates remain for the encodes after it.
      const half = 2 ** (left - 1);
      const h = Math.min(hi, lo - 1 + half, Math.max(lo, hi + 1 - half, next));
      const r = await at(h); // strictly inside the open bracket: no quality is encoded twice
      if (r.out.bytes <= maxBytes) fit = r;
      else over = r;
      next = predictNext(fit, over, maxBytes);
    }
    return (fit ?? over)!;
  });
}
