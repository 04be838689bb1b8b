/// <reference lib="webworker" />
import { bitmapSurface, type Surface } from './bitmap-surface';
import type { EncoderRequest, EncoderResponse } from './protocol';

const images = new Map<number, Surface>();
let next = 1;

export async function handle(req: EncoderRequest): Promise<EncoderResponse> {
  try {
    if (req.op === 'decode') {
      const s = await bitmapSurface(req.file);
      const image = next++;
      images.set(image, s);
      return { id: req.id, ok: true, image, width: s.width, height: s.height };
    }
    const s = images.get(req.image);
    if (req.op === 'release') {
      s?.close();
      images.delete(req.image);
      return { id: req.id, ok: true };
    }
    if (!s) return { id: req.id, ok: false, error: 'ENCODE.RELEASED' };
    s.draw(req.width, req.height);
    return { id: req.id, ok: true, blob: await s.toBlob(req.quality) };
  } catch (e) {
    return { id: req.id, ok: false, error: String(e) };
  }
}

self.onmessage = (ev: MessageEvent<EncoderRequest>) => {
  void handle(ev.data).then((res) => self.postMessage(res));
};
