import { describe, expect, it } from 'vitest';
import { replyCache } from '../../server/src/http/reply-cache';

const loader = () => {
  let calls = 0;
  return {
    load: async () => `body ${++calls}`,
    get calls() {
      return calls;
    },
  };
};

describe('replyCache', () => {
  it('answers from the cache inside the window and loads again after it', async () => {
    const c = replyCache(1000);
    const l = loader();
    expect(await c.get('k', 0, l.load)).toBe('body 1');
    expect(await c.get('k', 999, l.load)).toBe('body 1');
    expect(await c.get('k', 1000, l.load)).toBe('body 2');
    expect(l.calls).toBe(2);
  });
  it('keeps keys apart', async () => {
    const c = replyCache(1000);
    expect(await c.get('a', 0, async () => 'A')).toBe('A');
    expect(await c.get('b', 0, async () => 'B')).toBe('B');
    expect(await c.get('a', 1, async () => 'other')).toBe('A');
  });
  it('concurrent misses of one key share one load', async () => {
    const c = replyCache(1000);
    let release!: (v: string) => void;
    let calls = 0;
    const load = () => {
      calls++;
      return new Promise<string>((r) => (release = r));
    };
    const all = Promise.all([c.get('k', 0, load), c.get('k', 1, load), c.get('k', 2, load)]);
    release('once');
    expect(await all).toEqual(['once', 'once', 'once']);
    expect(calls).toBe(1);
  });
  it('does not keep a failed load', async () => {
    const c = replyCache(1000);
    await expect(c.get('k', 0, async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await c.get('k', 1, async () => 'recovered')).toBe('recovered');
  });
  it('stays bounded', async () => {
    const c = replyCache(60_000, 3);
    for (let i = 0; i < 10; i++) await c.get(`k${i}`, 0, async () => String(i));
    expect(c.size).toBeLessThanOrEqual(3);
  });
});
