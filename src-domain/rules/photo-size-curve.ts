/**
 * The prior behind the photo quality search. Measured with `node bench/photo-curve.mjs`: Chromium's
 * JPEG encoder (libjpeg-turbo, via the product's image encoder) on the bench's 9 generated
 * photo-like images (4000×3000, 3000×4000, 1080×1440; detail/noise 4..30), after the 1600 px
 * downscale, at every quality 0.01..0.60.
 */

/** Bytes at quality h/100 relative to the bytes at 0.60 (index h-1): the median over those photos. */
export const SIZE_AT_QUALITY: readonly number[] = [
  0.0842, 0.0843, 0.1014, 0.1354, 0.1694, 0.201, 0.229, 0.2577, 0.2847, 0.311, 0.3336, 0.353, 0.3749, 0.3948,
  0.4145, 0.4332, 0.4512, 0.4689, 0.4844, 0.4988, 0.5158, 0.5306, 0.5468, 0.5616, 0.5748, 0.5884, 0.6021,
  0.6193, 0.6288, 0.643, 0.6559, 0.6684, 0.6836, 0.6927, 0.7073, 0.7208, 0.7279, 0.7449, 0.7588, 0.768,
  0.7856, 0.7942, 0.7999, 0.8108, 0.8204, 0.8343, 0.8411, 0.853, 0.869, 0.8733, 0.8786, 0.904, 0.9165, 0.9246,
  0.9352, 0.9477, 0.9632, 0.9786, 0.9884, 1,
];

/** Bytes per output pixel at quality 0.60: the median over those photos (they range 0.155..0.204). */
export const TOP_BYTES_PER_PIXEL = 0.163;

/**
 * Below this many bytes per pixel at 0.60 a photo is flatter than any the curve was measured on
 * (about two thirds of the flattest one, 0.155): a pixel count that would still be over the limit
 * at this density makes 0.60 very unlikely to fit, so the search starts at the predicted quality.
 */
export const TOP_BYTES_PER_PIXEL_LOW = 0.1;
