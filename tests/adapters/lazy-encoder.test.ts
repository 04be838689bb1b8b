import type { DecodedImage, ImageEncoder } from '@domain/ports/image-encoder';
import { describe, expect, test, vi } from 'vitest';
import { lazyImageEncoder } from '@adapters/image-encoder/lazy-encoder';

const fake = (): ImageEncoder => ({
  decode: vi.fn(async () => ({ width: 4, height: 3 })),
  encode: vi.fn(async () => ({ bytes: 1, blob: new Blob(['x']) })),
  release: vi.fn(),
});

describe('lazyImageEncoder', () => {
  test('loads the real encoder once, on the first decode, and delegates to it', async () => {
    const inner = fake();
    const load = vi.fn(async () => inner);
    const enc = lazyImageEncoder(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([enc.decode(new Blob(['a'])), enc.decode(new Blob(['b']))]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toEqual({ width: 4, height: 3 });
    await enc.encode(b, { width: 2, height: 1 }, 0.5);
    expect(inner.encode).toHaveBeenCalledWith(b, { width: 2, height: 1 }, 0.5);
    enc.release(a);
    expect(inner.release).toHaveBeenCalledWith(a);
  });

  test('release before any decode does nothing (nothing was decoded)', () => {
    const load = vi.fn(async () => fake());
    lazyImageEncoder(load).release({ width: 1, height: 1 } as DecodedImage);
    expect(load).not.toHaveBeenCalled();
  });
});
