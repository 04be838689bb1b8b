import type { DecodedImage, EncodedImage, ImageEncoder } from '@domain/ports/image-encoder';
import type { Surface, SurfaceFactory } from './bitmap-surface';

interface Held extends DecodedImage {
  readonly surface: Surface;
}

/** ImageEncoder on the calling thread over a surface factory. */
export class SurfaceEncoder implements ImageEncoder {
  readonly #surface: SurfaceFactory;
  constructor(surface: SurfaceFactory) {
    this.#surface = surface;
  }

  async decode(file: Blob): Promise<DecodedImage> {
    const surface = await this.#surface(file);
    const held: Held = { width: surface.width, height: surface.height, surface };
    return held;
  }

  async encode(
    image: DecodedImage,
    size: { width: number; height: number },
    quality: number,
  ): Promise<EncodedImage> {
    const { surface } = image as Held;
    surface.draw(size.width, size.height);
    const blob = await surface.toBlob(quality);
    return { blob, bytes: blob.size };
  }

  release(image: DecodedImage): void {
    (image as Held).surface.close();
  }
}
