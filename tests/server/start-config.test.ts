import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { productionProblems } from '../../server/src/production-config';
import { startServer } from '../../server/src/start';

// The server refuses to start on configuration that would be unsafe, before it opens the database.
describe('startServer refuses unsafe configuration', () => {
  const saved = { ...process.env };
  const dir = mkdtempSync(join(tmpdir(), 'zhxy-start-config-'));
  afterEach(() => {
    process.env = { ...saved };
  });

  it('TRUST_PROXY=true (trust every hop) is refused at start', async () => {
    process.env.TRUST_PROXY = 'true';
    await expect(startServer({ port: 0, dataDir: dir, seed: false })).rejects.toThrow(/TRUST_PROXY/);
    rmSync(dir, { recursive: true, force: true });
  });

  it('production without SMS provider, with the sandbox cashier and no signing keys is refused', async () => {
    process.env.NODE_ENV = 'production';
    delete process.env.SMS_PROVIDER;
    delete process.env.PAYMENT_MODE;
    delete process.env.SIGNING_KEYS;
    delete process.env.SIGNING_KEYS_FILE;
    delete process.env.NOTIFY_CHANNEL;
    const err = await startServer({ port: 0, dataDir: dir, seed: false }).catch((e: Error) => e);
    expect(String(err)).toMatch(/SMS_PROVIDER/);
    expect(String(err)).toMatch(/PAYMENT_MODE/);
    expect(String(err)).toMatch(/SIGNING_KEYS/);
    expect(String(err)).toMatch(/NOTIFY_CHANNEL/);
    expect(String(err)).toMatch(/SETTINGS_KEY/);
  });

  it('a configured production deployment has no problems; development is never refused', () => {
    expect(
      productionProblems({
        NODE_ENV: 'production',
        SMS_PROVIDER: 'tencent',
        PAYMENT_MODE: 'wxpay-v3',
        SIGNING_KEYS_FILE: '/run/secrets/keys',
        NOTIFY_CHANNEL: 'wechat',
        SETTINGS_KEY: 'a-random-settings-key-of-32-chars-or-more',
      }),
    ).toEqual([]);
    expect(productionProblems({ NODE_ENV: 'development' })).toEqual([]);
    expect(productionProblems({})).toEqual([]);
  });
});
