/** Canvas helpers for the signature pad: quarter-turn rotation and centred placement. */

export type QuarterTurn = 0 | 90 | 180 | 270;

/** Draws src rotated clockwise by deg onto a new canvas (width and height swap on 90 and 270). */
export function rotateClockwise(
  src: CanvasImageSource,
  width: number,
  height: number,
  deg: QuarterTurn,
  doc: Document = document,
): HTMLCanvasElement {
  const out = doc.createElement('canvas');
  const swap = deg === 90 || deg === 270;
  out.width = swap ? height : width;
  out.height = swap ? width : height;
  const ctx = out.getContext('2d');
  if (!ctx) return out;
  // Canvas rotation is clockwise with y pointing down; translate so the image lands inside the new box.
  if (deg === 90) ctx.translate(height, 0);
  else if (deg === 180) ctx.translate(width, height);
  else if (deg === 270) ctx.translate(0, width);
  ctx.rotate((deg * Math.PI) / 180);
  ctx.drawImage(src, 0, 0, width, height);
  return out;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The image's box centred in the area, scaled down (never up) to fit. */
export function centredRect(
  img: { width: number; height: number },
  area: { width: number; height: number },
): Rect {
  if (img.width <= 0 || img.height <= 0)
    return { x: area.width / 2, y: area.height / 2, width: 0, height: 0 };
  const scale = Math.min(1, area.width / img.width, area.height / img.height);
  const width = img.width * scale;
  const height = img.height * scale;
  return { x: (area.width - width) / 2, y: (area.height - height) / 2, width, height };
}

export function loadImage(src: string, doc: Document = document): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = doc.createElement('img');
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('SIGNATURE.IMAGE_LOAD'));
    // A stored signature served from a URL must not taint the canvas, or toDataURL throws.
    if (!src.startsWith('data:')) img.crossOrigin = 'anonymous';
    img.src = src;
  });
}
