// A bench prototype of the search the issue asks for: predict the quality from the first encode's
// size with a prior size curve, instead of bisecting the grid. Measured against the product's search.
import type { ImageEncoder } from '@domain/ports/image-encoder';
import { fitWithin, PHOTO_MAX_EDGE } from '@domain/rules/compress';

/**
 * JPEG bytes at quality h/100 relative to quality 0.60 (index h-1), the median of Chromium's encoder
 * over the bench's generated photos after the 1600 px downscale (bench/photo/main.ts sizeCurve).
 */
const PRIOR = [0.0842, 0.0843, 0.1014, 0.1354, 0.1694, 0.201, 0.229, 0.2577, 0.2847, 0.311, 0.3336, 0.353, 0.3749, 0.3948, 0.4145, 0.4332, 0.4512, 0.4689, 0.4844, 0.4988, 0.5158, 0.5306, 0.5468, 0.5616, 0.5748, 0.5884, 0.6021, 0.6193, 0.6288, 0.643, 0.6559, 0.6684, 0.6836, 0.6927, 0.7073, 0.7208, 0.7279, 0.7449, 0.7588, 0.768, 0.7856, 0.7942, 0.7999, 0.8108, 0.8204, 0.8343, 0.8411, 0.853, 0.869, 0.8733, 0.8786, 0.904, 0.9165, 0.9246, 0.9352, 0.9477, 0.9632, 0.9786, 0.9884, 1.0];

/** Highest hundredth whose size, predicted from a measured (h, bytes), is at most maxBytes. */
function predict(h: number, bytes: number, maxBytes: number): number {
  for (let q = 60; q >= 1; q--) if ((bytes * PRIOR[q - 1]) / PRIOR[h - 1] <= maxBytes) return q;
  return 1;
}

export interface Predicted {
  encodes: number;
  quality: number;
  bytes: number;
}

/**
 * verify=false: accept the first prediction that fits (usually 2 encodes: 0.60, then the predicted q).
 * verify=true: keep going until the fitting q and q+0.01 over the limit are both measured (exact).
 */
export async function predictedSearch(encoder: ImageEncoder, file: Blob, maxBytes: number, verify: boolean): Promise<Predicted> {
  const img = await encoder.decode(file);
  const size = fitWithin(img.width, img.height, PHOTO_MAX_EDGE);
  const measured = new Map<number, number>();
  const at = async (h: number) => {
    if (!measured.has(h)) measured.set(h, (await encoder.encode(img, size, h / 100)).bytes);
    return measured.get(h)!;
  };
  try {
    let last = 60;
    let bytes = await at(60);
    if (bytes <= maxBytes) return { encodes: 1, quality: 0.6, bytes };
    let fit = 0;
    let over = 60;
    while (measured.size < 8) {
      const h = Math.min(over - 1, Math.max(fit + 1, predict(last, bytes, maxBytes)));
      if (h <= fit || h >= over) break;
      bytes = await at(h);
      last = h;
      if (bytes <= maxBytes) {
        fit = h;
        if (!verify) break;
      } else over = h;
      if (fit + 1 === over) break;
    }
    const q = fit || 1;
    return { encodes: measured.size, quality: q / 100, bytes: await at(q) };
  } finally {
    encoder.release(img);
  }
}
