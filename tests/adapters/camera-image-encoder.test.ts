import { describe, expect, it } from 'vitest';
import type { Surface } from '@adapters/image-encoder/bitmap-surface';
import { SurfaceEncoder } from '@adapters/image-encoder/surface-encoder';
import { WorkerEncoder, type EncoderChannel } from '@adapters/image-encoder/worker-encoder';
import type { EncoderRequest, EncoderResponse } from '@adapters/image-encoder/protocol';

/** A fake surface: the "JPEG" is width*height*quality bytes long; counts redraws. */
function fakeSurface(width: number, height: number) {
  const log = { draws: 0, closed: false };
  let size = { w: 0, h: 0 };
  const surface: Surface = {
    width,
    height,
    draw(w, h) {
      if (size.w === w && size.h === h) return;
      size = { w, h };
      log.draws++;
    },
    toBlob: async (q) => new Blob([new Uint8Array(Math.round(size.w * size.h * q))], { type: 'image/jpeg' }),
    close() {
      log.closed = true;
    },
  };
  return { surface, log };
}

describe('SurfaceEncoder', () => {
  it('decodes once, redraws only on a new size, encodes at the quality asked', async () => {
    const { surface, log } = fakeSurface(4000, 3000);
    const enc = new SurfaceEncoder(async () => surface);
    const img = await enc.decode(new Blob());
    expect(img).toMatchObject({ width: 4000, height: 3000 });
    const a = await enc.encode(img, { width: 100, height: 75 }, 0.5);
    const b = await enc.encode(img, { width: 100, height: 75 }, 0.2);
    expect([a.bytes, b.bytes]).toEqual([3750, 1500]);
    expect(a.blob.size).toBe(a.bytes);
    expect(log.draws).toBe(1);
    enc.release(img);
    expect(log.closed).toBe(true);
  });
});

describe('WorkerEncoder', () => {
  /** A loopback channel that answers like the worker does. */
  function loopback() {
    const { surface, log } = fakeSurface(1200, 1600);
    const posted: EncoderRequest[] = [];
    const channel: EncoderChannel = {
      onmessage: null,
      postMessage(req) {
        posted.push(req);
        queueMicrotask(async () => {
          let res: EncoderResponse;
          if (req.op === 'decode')
            res = { id: req.id, ok: true, image: 7, width: surface.width, height: surface.height };
          else if (req.op === 'encode') {
            surface.draw(req.width, req.height);
            res = { id: req.id, ok: true, blob: await surface.toBlob(req.quality) };
          } else res = { id: req.id, ok: true };
          channel.onmessage?.({ data: res } as MessageEvent<EncoderResponse>);
        });
      },
    };
    return { channel, posted, log };
  }

  it('speaks the worker protocol: decode → image id, encode by id, release', async () => {
    const { channel, posted } = loopback();
    const enc = new WorkerEncoder(channel);
    const img = await enc.decode(new Blob(['x']));
    expect(img).toMatchObject({ width: 1200, height: 1600 });
    const out = await enc.encode(img, { width: 10, height: 10 }, 0.6);
    expect(out.bytes).toBe(60);
    enc.release(img);
    expect(posted.map((p) => p.op)).toEqual(['decode', 'encode', 'release']);
    expect(posted[1]).toMatchObject({ image: 7, width: 10, height: 10, quality: 0.6 });
  });

  it('rejects when the worker reports an error', async () => {
    const channel: EncoderChannel = {
      onmessage: null,
      postMessage: (req) =>
        queueMicrotask(() =>
          channel.onmessage?.({
            data: { id: req.id, ok: false, error: 'InvalidStateError' },
          } as MessageEvent<EncoderResponse>),
        ),
    };
    await expect(new WorkerEncoder(channel).decode(new Blob())).rejects.toThrow('InvalidStateError');
  });
});
