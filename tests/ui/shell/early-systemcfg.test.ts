import { describe, expect, it, vi } from 'vitest';
import { earlySystemConfig } from '../../../src/modules/early-systemcfg';

const cfg = { baseUrl: 'http://x', mobile: { openVConsole: false, appId: '', environment: '' } };

describe('earlySystemConfig (systemcfg.js requested by index.html while the app JS downloads)', () => {
  it('the first start-up takes the early answer without a second request; a retry loads again', async () => {
    const load = vi.fn(() => Promise.resolve({ ...cfg, baseUrl: 'http://again' }));
    const get = earlySystemConfig(Promise.resolve(cfg), load);
    await expect(get()).resolves.toEqual(cfg);
    expect(load).not.toHaveBeenCalled();
    await expect(get()).resolves.toMatchObject({ baseUrl: 'http://again' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed or empty early answer is a start-up failure (retry loads again); no early script loads normally', async () => {
    const load = vi.fn(() => Promise.resolve(cfg));
    await expect(earlySystemConfig(Promise.reject(new Error('cannot load')), load)()).rejects.toThrow(
      'cannot load',
    );
    await expect(earlySystemConfig(Promise.resolve(undefined), load)()).rejects.toThrow(
      'window.systemcfg is missing',
    );
    expect(load).not.toHaveBeenCalled();
    await expect(earlySystemConfig(undefined, load)()).resolves.toEqual(cfg);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
