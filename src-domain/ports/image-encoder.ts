/** Decodes once, then encodes the decoded image at a size and JPEG quality. */
export interface DecodedImage {
  readonly width: number;
  readonly height: number;
}

export interface EncodedImage {
  readonly bytes: number;
  readonly blob: Blob;
}

export const ImageEncoder = Symbol.for('ImageEncoder');
export interface ImageEncoder {
  /** Decodes with EXIF orientation applied. */
  decode(file: Blob): Promise<DecodedImage>;
  encode(
    image: DecodedImage,
    size: { width: number; height: number },
    quality: number,
  ): Promise<EncodedImage>;
  release(image: DecodedImage): void;
}
