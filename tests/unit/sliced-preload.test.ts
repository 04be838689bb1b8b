import { describe, expect, it, vi } from 'vitest';
import { slicePreloadLinks } from '../../scripts/vite-sliced-preload';

/** Vite's helper line the plugin replaces, in a stand-in for the helper's loop. */
const HELPER = `export function preloadAll(hrefs) {
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.href = href;
    document.head.appendChild(link);
  }
}`;

describe('slicePreloadLinks (issue 28: modulepreload links in 4 ms slices)', () => {
  it("replaces the helper's append, and refuses a helper without it", () => {
    const out = slicePreloadLinks(HELPER)!;
    expect(out).not.toContain('document.head.appendChild(link);');
    expect(out).toContain('__zsAppendLink(link);');
    expect(slicePreloadLinks('export const x = 1;')).toBeNull();
  });

  it('appends every link, in order, in tasks after the caller of at most 4 ms each', async () => {
    vi.useFakeTimers();
    try {
      const appended: string[] = [];
      let now = 0;
      const document = {
        createElement: () => ({ href: '' }),
        head: {
          appendChild: (l: { href: string }) => {
            appended.push(l.href);
            now += 1.5; // each link costs 1.5 ms
          },
        },
      };
      const performance = { now: () => now };
      const code = slicePreloadLinks(HELPER)!.replace('export function', 'return function');
      const preloadAll = new Function('document', 'performance', 'setTimeout', code)(
        document,
        performance,
        setTimeout,
      ) as (hrefs: string[]) => void;
      const hrefs = Array.from({ length: 10 }, (_, i) => `/a/${i}.js`);
      preloadAll(hrefs);
      expect(appended).toEqual([]);
      await vi.advanceTimersToNextTimerAsync();
      expect(appended).toEqual(hrefs.slice(0, 3));
      await vi.runAllTimersAsync();
      expect(appended).toEqual(hrefs);
    } finally {
      vi.useRealTimers();
    }
  });
});
