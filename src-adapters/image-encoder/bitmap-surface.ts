/**
 * Decoding and encoding over ImageBitmap + OffscreenCanvas, shared by the worker and the
 * main-thread encoder. EXIF orientation: createImageBitmap with imageOrientation 'from-image'.
 */
export interface Surface {
  width: number;
  height: number;
  draw(width: number, height: number): void;
  toBlob(quality: number): Promise<Blob>;
  close(): void;
}

export interface SurfaceFactory {
  (file: Blob): Promise<Surface>;
}

export const bitmapSurface: SurfaceFactory = async (file) => {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  let canvas: OffscreenCanvas | null = null;
  return {
    width: bitmap.width,
    height: bitmap.height,
    draw(width, height) {
      // Redraw only when the size changes: the quality search encodes one size many times.
      if (canvas && canvas.width === width && canvas.height === height) return;
      canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d')!;
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(bitmap, 0, 0, width, height);
    },
    toBlob(quality) {
      return canvas!.convertToBlob({ type: 'image/jpeg', quality });
    },
    close() {
      bitmap.close();
      canvas = null;
    },
  };
};

/** Browsers without OffscreenCanvas: an <img> (EXIF applied by default) drawn on a <canvas>. */
export function elementSurface(doc: Document): SurfaceFactory {
  return async (file) => {
    const url = URL.createObjectURL(file);
    const img = doc.createElement('img');
    try {
      img.src = url;
      await img.decode();
    } finally {
      URL.revokeObjectURL(url);
    }
    const canvas = doc.createElement('canvas');
    return {
      width: img.naturalWidth,
      height: img.naturalHeight,
      draw(width, height) {
        if (canvas.width === width && canvas.height === height) return;
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')!.drawImage(img, 0, 0, width, height);
      },
      toBlob(quality) {
        return new Promise((resolve, reject) =>
          canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('ENCODE.FAILED'))), 'image/jpeg', quality),
        );
      },
      close() {
        canvas.width = 0;
      },
    };
  };
}
