import { describe, expect, test, vi } from 'vitest';
import { lazyPort } from '../../src/modules/lazy-port';

interface Port {
  add(a: number, b: number): Promise<number>;
  fail(): Promise<never>;
}

describe('lazyPort', () => {
  test('loads the adapter once, on the first call, and forwards every call with its arguments', async () => {
    const impl: Port = {
      add: vi.fn(async (a, b) => a + b),
      fail: async () => Promise.reject(new Error('x')),
    };
    const load = vi.fn(async () => impl);
    const port = lazyPort<Port>(load);
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([port.add(1, 2), port.add(3, 4)])).toEqual([3, 7]);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(port.fail()).rejects.toThrow('x');
  });

  test('is not a thenable, so awaiting or resolving it does not load anything', async () => {
    const load = vi.fn(async () => ({}) as Port);
    const port = lazyPort<Port>(load);
    expect(await Promise.resolve(port)).toBe(port);
    expect(load).not.toHaveBeenCalled();
  });
});
