import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyShellSettled } from '../../../src/early-shell';

/** A PerformanceObserver double: `emit` delivers entries to the observers created so far. */
function fakeObserver(types: string[]) {
  const callbacks: ((list: { getEntries: () => unknown[] }) => void)[] = [];
  const disconnected: number[] = [];
  class Fake {
    static supportedEntryTypes = types;
    readonly #i: number;
    constructor(cb: (list: { getEntries: () => unknown[] }) => void) {
      this.#i = callbacks.push(cb) - 1;
    }
    observe() {}
    disconnect() {
      disconnected.push(this.#i);
    }
  }
  vi.stubGlobal('PerformanceObserver', Fake);
  return {
    emit: (n: number) => callbacks.forEach((cb) => cb({ getEntries: () => Array.from({ length: n }) })),
    observers: () => callbacks.length,
    disconnected,
  };
}

const settledNow = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

const withShell = () => {
  const root = document.createElement('div');
  root.innerHTML = '<section><p>欢迎新同学</p></section>';
  return root;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('earlyShellSettled (React waits for the early card to be reported as LCP)', () => {
  it('an empty root (no early paint) goes at once, without an observer', async () => {
    const f = fakeObserver(['largest-contentful-paint']);
    expect(await settledNow(earlyShellSettled(document.createElement('div')))).toBe(true);
    expect(f.observers()).toBe(0);
  });

  it('a browser without the LCP API (WebKit) goes at once', async () => {
    const f = fakeObserver(['paint']);
    expect(await settledNow(earlyShellSettled(withShell()))).toBe(true);
    expect(f.observers()).toBe(0);
  });

  it('with a painted shell it waits for the first LCP entry, then stops observing', async () => {
    const f = fakeObserver(['largest-contentful-paint']);
    const p = earlyShellSettled(withShell());
    expect(await settledNow(p)).toBe(false);
    f.emit(0);
    expect(await settledNow(p)).toBe(false);
    f.emit(1);
    expect(await settledNow(p)).toBe(true);
    expect(f.disconnected).toEqual([0]);
  });

  it('no entry within maxMs: it goes anyway', async () => {
    vi.useFakeTimers();
    fakeObserver(['largest-contentful-paint']);
    const p = earlyShellSettled(withShell(), 100);
    vi.advanceTimersByTime(99);
    expect(await settledNow(p)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settledNow(p)).toBe(true);
  });
});
