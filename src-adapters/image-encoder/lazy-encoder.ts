import type { ImageEncoder } from '@domain/ports/image-encoder';

/**
 * The encoder, loaded on the first decode: only a chosen photo needs it, so it stays out of the
 * first screen's bundle (brief section 6). An image is released by the encoder that decoded it.
 */
export function lazyImageEncoder(
  load: () => Promise<ImageEncoder> = () => import('./create-encoder').then((m) => m.createImageEncoder()),
): ImageEncoder {
  let loading: Promise<ImageEncoder> | null = null;
  let loaded: ImageEncoder | null = null;
  const get = () => (loading ??= load().then((e) => (loaded = e)));
  return {
    decode: async (file) => (await get()).decode(file),
    encode: async (image, size, quality) => (await get()).encode(image, size, quality),
    release: (image) => loaded?.release(image),
  };
}
