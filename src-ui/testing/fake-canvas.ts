import { vi } from 'vitest';

/** A recording 2D context: every call is kept as [method, ...args]. */
export interface FakeContext {
  calls: unknown[][];
  [k: string]: unknown;
}

const contexts = new WeakMap<HTMLCanvasElement, FakeContext>();

function fakeContext(): FakeContext {
  const calls: unknown[][] = [];
  const target: FakeContext = { calls };
  return new Proxy(target, {
    get(t, key: string) {
      if (key in t) return t[key];
      if (key === 'canvas') return undefined;
      const fn = (...args: unknown[]) => {
        calls.push([key, ...args]);
        return key === 'measureText' ? { width: 0 } : undefined;
      };
      t[key] = fn;
      return fn;
    },
    set(t, key: string, v) {
      t[key] = v;
      return true;
    },
  });
}

/** jsdom has no canvas: stub getContext/toDataURL, and make <img> load at once with a given natural size. */
export function installFakeCanvas(imageSize = { width: 100, height: 200 }) {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    let ctx = contexts.get(this);
    if (!ctx) contexts.set(this, (ctx = fakeContext()));
    return ctx as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type,
  ) {
    return `data:${type ?? 'image/png'};w=${this.width};h=${this.height}`;
  });
  const desc = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    configurable: true,
    get() {
      return desc.get!.call(this);
    },
    set(v: string) {
      desc.set!.call(this, v);
      Object.defineProperty(this, 'naturalWidth', { configurable: true, value: imageSize.width });
      Object.defineProperty(this, 'naturalHeight', { configurable: true, value: imageSize.height });
      setTimeout(() => (this as HTMLImageElement).onload?.(new Event('load')));
    },
  });
  return {
    ctxOf: (c: HTMLCanvasElement) => contexts.get(c),
    restore: () => {
      Object.defineProperty(HTMLImageElement.prototype, 'src', desc);
      vi.restoreAllMocks();
    },
  };
}
