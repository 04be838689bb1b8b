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

/**
 * The first guess from the input JPEG: bytes per output pixel at quality h/100 (index h-1) ≈
 * a[h-1] + b[h-1] · (input bytes / input pixels) · s + c[h-1] · s, with s = output pixels / input
 * pixels (the input's bytes per pixel say how much detail and noise it holds; a downscale averages
 * part of that away). Least squares over 42 other generated photos, none of the bench's (7 sizes
 * from 1080×1440 to 4000×3000 × 6 detail levels, saved at quality 0.92 as a camera does):
 * `node bench/photo-curve.mjs --set=calibration` then `node bench/photo-fit.mjs`.
 */
export const BPP_FROM_INPUT: {
  readonly a: readonly number[];
  readonly b: readonly number[];
  readonly c: readonly number[];
} = {
  a: [
    0.01335, 0.01337, 0.01602, 0.02141, 0.02678, 0.03183, 0.03656, 0.04108, 0.04546, 0.04953, 0.05339,
    0.05693, 0.06059, 0.06345, 0.06653, 0.06951, 0.07232, 0.07514, 0.0775, 0.07991, 0.0827, 0.08516, 0.08753,
    0.0899, 0.09211, 0.09443, 0.09669, 0.09904, 0.101, 0.10322, 0.10521, 0.10722, 0.10947, 0.11099, 0.11359,
    0.11583, 0.1169, 0.11933, 0.12086, 0.12174, 0.12437, 0.12595, 0.12763, 0.13028, 0.13177, 0.13422, 0.13538,
    0.13722, 0.13983, 0.14044, 0.14092, 0.14318, 0.14483, 0.14599, 0.14786, 0.1502, 0.153, 0.15587, 0.15778,
    0.16007,
  ],
  b: [
    0.00234, 0.00233, 0.00292, 0.00393, 0.00475, 0.00624, 0.00772, 0.00905, 0.01077, 0.01251, 0.01428,
    0.01605, 0.01873, 0.02114, 0.02394, 0.02655, 0.03029, 0.0338, 0.03789, 0.0421, 0.04628, 0.05209, 0.05673,
    0.06018, 0.06597, 0.07119, 0.07603, 0.08151, 0.08564, 0.09252, 0.09911, 0.10464, 0.11048, 0.11416,
    0.12121, 0.12654, 0.13298, 0.14008, 0.14697, 0.15102, 0.15817, 0.15988, 0.16346, 0.16805, 0.1723, 0.17823,
    0.18177, 0.1866, 0.19644, 0.19985, 0.20636, 0.2245, 0.23576, 0.24103, 0.24642, 0.25149, 0.25404, 0.25735,
    0.25937, 0.26175,
  ],
  c: [
    0.00172, 0.00174, 0.00239, 0.00282, 0.00253, 0.0017, 0.00106, 0.00047, -0.00036, -0.00108, -0.00181,
    -0.00265, -0.00376, -0.00419, -0.00517, -0.00601, -0.00732, -0.00856, -0.01006, -0.01163, -0.01333,
    -0.01558, -0.01714, -0.0184, -0.0208, -0.02292, -0.02477, -0.02648, -0.02843, -0.03125, -0.03371,
    -0.03579, -0.03786, -0.03948, -0.04263, -0.04519, -0.04724, -0.04962, -0.05167, -0.05276, -0.05502,
    -0.05618, -0.05826, -0.06088, -0.06264, -0.06575, -0.06762, -0.06933, -0.07334, -0.07435, -0.07595,
    -0.08073, -0.08313, -0.08454, -0.087, -0.08949, -0.09154, -0.09403, -0.09562, -0.09792,
  ],
};

/** A predicted density at 0.60 outside this range means an input unlike those photos: not used. */
export const TOP_BPP_RANGE = { min: 0.1, max: 0.3 } as const;
