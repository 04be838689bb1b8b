import type { ImageEncoder } from '@domain/ports/image-encoder';
import { bitmapSurface, elementSurface } from './bitmap-surface';
import { SurfaceEncoder } from './surface-encoder';
import { WorkerEncoder, type EncoderChannel } from './worker-encoder';

/**
 * The best encoder this browser offers: a worker with OffscreenCanvas, else OffscreenCanvas on
 * the page, else <img> + <canvas>. The worker is started on first use only.
 */
export function createImageEncoder(g: typeof globalThis = globalThis): ImageEncoder {
  const offscreen = typeof g.OffscreenCanvas === 'function' && typeof g.createImageBitmap === 'function';
  if (offscreen && typeof g.Worker === 'function') return lazyWorkerEncoder();
  if (offscreen) return new SurfaceEncoder(bitmapSurface);
  return new SurfaceEncoder(elementSurface(g.document));
}

function lazyWorkerEncoder(): ImageEncoder {
  let inner: WorkerEncoder | null = null;
  const get = () =>
    (inner ??= new WorkerEncoder(
      new Worker(new URL('./encoder.worker.ts', import.meta.url), {
        type: 'module',
      }) as unknown as EncoderChannel,
    ));
  return {
    decode: (file) => get().decode(file),
    encode: (image, size, quality) => get().encode(image, size, quality),
    release: (image) => get().release(image),
  };
}
