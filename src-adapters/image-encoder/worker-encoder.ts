import type { DecodedImage, EncodedImage, ImageEncoder } from '@domain/ports/image-encoder';
import type { EncoderRequest, EncoderResponse } from './protocol';

interface Remote extends DecodedImage {
  readonly image: number;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

type Pending = { resolve: (r: EncoderResponse & { ok: true }) => void; reject: (e: Error) => void };

/** Something that speaks the worker protocol: a real Worker, or a loopback in tests. */
export interface EncoderChannel {
  postMessage(msg: EncoderRequest): void;
  onmessage: ((ev: MessageEvent<EncoderResponse>) => void) | null;
}

/** ImageEncoder in a worker (OffscreenCanvas), so a 12-megapixel photo never blocks the page. */
export class WorkerEncoder implements ImageEncoder {
  readonly #channel: EncoderChannel;
  readonly #pending = new Map<number, Pending>();
  #seq = 0;

  constructor(channel: EncoderChannel) {
    this.#channel = channel;
    channel.onmessage = (ev) => {
      const res = ev.data;
      const p = this.#pending.get(res.id);
      if (!p) return;
      this.#pending.delete(res.id);
      if (res.ok) p.resolve(res);
      else p.reject(new Error(res.error));
    };
  }

  #send(req: WithoutId<EncoderRequest>) {
    const id = ++this.#seq;
    return new Promise<EncoderResponse & { ok: true }>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#channel.postMessage({ ...req, id } as EncoderRequest);
    });
  }

  async decode(file: Blob): Promise<DecodedImage> {
    const res = await this.#send({ op: 'decode', file });
    const img: Remote = { image: res.image!, width: res.width!, height: res.height! };
    return img;
  }

  async encode(
    image: DecodedImage,
    size: { width: number; height: number },
    quality: number,
  ): Promise<EncodedImage> {
    const res = await this.#send({ op: 'encode', image: (image as Remote).image, ...size, quality });
    return { blob: res.blob!, bytes: res.blob!.size };
  }

  release(image: DecodedImage): void {
    void this.#send({ op: 'release', image: (image as Remote).image }).catch(() => undefined);
  }
}
