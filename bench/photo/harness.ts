// Runs in headless Chromium: generates photo-like JPEGs and times the product's compression
// against the spec's linear loop (section 9: quality 0.6 down by 0.01 until <= 150 KB).
import Compressor from 'compressorjs';

export const LIMIT_BYTES = 150 * 1024;

/** Deterministic PRNG so every run compresses the same pixels. */
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A camera-like JPEG: smooth gradients, soft shapes (a face-sized ellipse, a background), edges and
 * sensor-like noise, so that its JPEG size at each quality is close to a real phone photo's.
 */
export async function makePhoto(width: number, height: number, seed: number, noise: number): Promise<Blob> {
  const rand = mulberry32(seed);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  const bg = ctx.createLinearGradient(0, 0, width, height);
  bg.addColorStop(0, `hsl(${rand() * 360},40%,70%)`);
  bg.addColorStop(1, `hsl(${rand() * 360},35%,30%)`);
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 60; i++) {
    const x = rand() * width;
    const y = rand() * height;
    const r = (0.02 + rand() * 0.2) * Math.max(width, height);
    const g = ctx.createRadialGradient(x, y, 0, x, y, r);
    g.addColorStop(0, `hsla(${rand() * 360},50%,${30 + rand() * 50}%,0.6)`);
    g.addColorStop(1, 'hsla(0,0%,50%,0)');
    ctx.fillStyle = g;
    ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
  }
  ctx.fillStyle = 'hsl(25,45%,68%)';
  ctx.beginPath();
  ctx.ellipse(width / 2, height * 0.45, width * 0.18, height * 0.26, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(20,20,20,0.7)';
  for (let i = 0; i < 400; i++) {
    ctx.lineWidth = 1 + rand() * 6;
    ctx.beginPath();
    ctx.moveTo(rand() * width, rand() * height);
    ctx.lineTo(rand() * width, rand() * height);
    ctx.stroke();
  }
  // Sensor noise plus fine texture: what makes real photos expensive to encode.
  const img = ctx.getImageData(0, 0, width, height);
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    const n = (rand() - 0.5) * noise;
    d[i] += n;
    d[i + 1] += n + (rand() - 0.5) * noise * 0.5;
    d[i + 2] += n;
  }
  ctx.putImageData(img, 0, 0);
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.92));
  canvas.width = canvas.height = 0;
  if (!blob) throw new Error('toBlob failed');
  return blob;
}

export interface Outcome {
  encodes: number;
  ms: number;
  bytes: number;
  quality: number | null;
  width: number | null;
  height: number | null;
  /** Per-encode ms of the spec loop: its median times the steps is robust to a busy machine. */
  steps?: number[];
  error?: string;
}

/**
 * The spec's loop: one compressorjs pass on the original file per 0.01 step from 0.6. `between`
 * runs after each step, outside the timing (the bench interleaves product runs there, so both
 * sides see the same load on a shared machine).
 */
export async function linearLoop(
  file: Blob,
  maxMs: number,
  between?: (step: number) => Promise<void>,
): Promise<Outcome> {
  const start = performance.now();
  let encodes = 0;
  let last: Blob = file;
  let quality = 0.6;
  const steps: number[] = [];
  for (let step = 60; step >= 1; step--) {
    quality = step / 100;
    const t = performance.now();
    last = await new Promise<Blob>((resolve, reject) => {
      new Compressor(file, { quality, success: (b) => resolve(b), error: reject });
    });
    steps.push(performance.now() - t);
    encodes++;
    if (last.size <= LIMIT_BYTES || performance.now() - start > maxMs) break;
    await between?.(encodes);
  }
  const size = await dims(last);
  return { encodes, ms: steps.reduce((a, b) => a + b, 0), bytes: last.size, quality, ...size, steps };
}

async function dims(blob: Blob) {
  try {
    const bmp = await createImageBitmap(blob);
    const out = { width: bmp.width, height: bmp.height };
    bmp.close();
    return out;
  } catch {
    return { width: null, height: null };
  }
}

export const measureDims = dims;
