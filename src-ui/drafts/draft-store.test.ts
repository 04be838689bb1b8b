import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '@domain/ports/storage';
import { DraftStore } from '@ui/drafts/draft-store';

const DAY = 24 * 3600 * 1000;

function makeStore(start = Date.UTC(2026, 5, 1)) {
  const map = new Map<string, string>();
  const kv: KeyValueStore = {
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
  const clock = { t: start, now: () => new Date(clock.t) };
  return { drafts: new DraftStore(kv, clock), map, clock };
}

describe('DraftStore', () => {
  it('restores what was saved, with its time', () => {
    const { drafts, clock } = makeStore();
    expect(drafts.save('registration:1', { name: '张三', sign: 'data:image/png;base64,AA' })).toBe(clock.t);
    expect(drafts.load('registration:1')).toEqual({
      data: { name: '张三', sign: 'data:image/png;base64,AA' },
      savedAt: clock.t,
    });
  });

  it('survives a new store instance over the same storage (a reload)', () => {
    const { drafts, map, clock } = makeStore();
    drafts.save('registration:1', { a: 1 });
    const reloaded = new DraftStore(
      {
        get: (k) => map.get(k) ?? null,
        set: (k, v) => void map.set(k, v),
        remove: (k) => void map.delete(k),
        clear() {},
      },
      clock,
    );
    expect(reloaded.load<{ a: number }>('registration:1')?.data.a).toBe(1);
  });

  it('keeps a draft for 7 days and drops it after', () => {
    const { drafts, map, clock } = makeStore();
    drafts.save('k', { a: 1 });
    clock.t += 7 * DAY - 1000;
    expect(drafts.load('k')).not.toBeNull();
    clock.t += 2 * DAY;
    expect(drafts.load('k')).toBeNull();
    expect(map.size).toBe(0);
  });

  it('clear removes it (after a successful submit)', () => {
    const { drafts } = makeStore();
    drafts.save('k', { a: 1 });
    drafts.clear('k');
    expect(drafts.load('k')).toBeNull();
  });

  it('drops unreadable data and reports a refused write', () => {
    const { drafts, map, clock } = makeStore();
    map.set('draft:k', '{oops');
    expect(drafts.load('k')).toBeNull();
    expect(map.has('draft:k')).toBe(false);
    const full = new DraftStore(
      {
        get: () => null,
        set: () => {
          throw new Error('QuotaExceededError');
        },
        remove() {},
        clear() {},
      },
      clock,
    );
    expect(full.save('k', { a: 1 })).toBeNull();
  });
});
