import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from '@ui/features/admissions/shared/load-more';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { cb: Callback; observed: number }[] = [];

class FakeObserver {
  #o: { cb: Callback; observed: number };
  constructor(cb: Callback) {
    this.#o = { cb, observed: 0 };
    observers.push(this.#o);
  }
  observe() {
    this.#o.observed++;
  }
  unobserve() {}
  disconnect() {
    this.#o.observed = -1;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

describe('LoadMore (end-of-list loader of the admissions lists)', () => {
  it('asks for the next page when the end comes into view, one call at a time, and again while it stays in view', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    let finish!: () => void;
    const loadMore = vi.fn(() => new Promise<void>((r) => (finish = r)));
    render(<LoadMore hasMore loadMore={loadMore} />);
    const io = observers[0]!;
    act(() => io.cb([{ isIntersecting: false }]));
    expect(loadMore).not.toHaveBeenCalled();
    act(() => io.cb([{ isIntersecting: true }]));
    act(() => io.cb([{ isIntersecting: true }]));
    expect(loadMore).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(io.observed).toBe(2); // observed again: a still-visible end fires once more
    act(() => io.cb([{ isIntersecting: true }]));
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('does not watch when there is nothing more to load', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const loadMore = vi.fn(() => Promise.resolve());
    render(<LoadMore hasMore={false} loadMore={loadMore} />);
    expect(observers).toHaveLength(0);
  });
});
