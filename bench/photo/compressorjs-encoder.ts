// The ImageEncoder port over compressorjs (the card's package), for the encoder comparison: the
// domain's search (compressImage) runs unchanged over it and over the product's worker encoder.
// compressorjs has no decode-once API: every encode reads, decodes (with EXIF orientation),
// scales and encodes the original file again, on the page's main thread.
import Compressor from 'compressorjs';
import type { DecodedImage, EncodedImage, ImageEncoder } from '@domain/ports/image-encoder';

interface Held extends DecodedImage {
  readonly file: Blob;
}

export function compressorjsEncoder(): ImageEncoder {
  return {
    async decode(file: Blob): Promise<DecodedImage> {
      const bmp = await createImageBitmap(file, { imageOrientation: 'from-image' });
      const held: Held = { file, width: bmp.width, height: bmp.height };
      bmp.close();
      return held;
    },
    encode(image: DecodedImage, size: { width: number; height: number }, quality: number) {
      return new Promise<EncodedImage>((resolve, reject) => {
        new Compressor((image as Held).file, {
          quality,
          maxWidth: size.width,
          maxHeight: size.height,
          mimeType: 'image/jpeg',
          convertSize: Infinity,
          strict: false,
          success: (blob) => resolve({ blob, bytes: blob.size }),
          error: reject,
        });
      });
    },
    release() {},
  };
}
