// @vitest-environment jsdom
import type { RuntimeSignals } from '@domain/shell/hosts/host-profile';
import { describe, expect, it } from 'vitest';
import { hostProfileContract } from './contract/host-profile.contract';
import { DEMO_REGISTRIES } from './demo/registry';

const UA = {
  wechat:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0 Mobile Safari/537.36 MicroMessenger/8.0.43.2480(0x28002B37) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  wxwork:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.16 MicroMessenger/7.0.1 Language/zh ColorScheme/Light',
};

/** Real signals per host id; a new host adds its line here (the contract fails without one). */
const SIGNALS: Record<string, RuntimeSignals[]> = {
  'mini-program': [
    { userAgent: UA.wechat, wxjsEnvironment: 'miniprogram' },
    { userAgent: `${UA.iphone} MicroMessenger/8.0.43 miniProgram/wx123` },
  ],
  wechat: [{ userAgent: UA.wechat }],
  'mobile-browser': [{ userAgent: UA.iphone }, { userAgent: UA.mac, maxTouchPoints: 5 }],
  desktop: [{ userAgent: UA.mac }, { userAgent: '' }],
  wxwork: [{ userAgent: UA.wxwork }],
};

describe('host registry (production + worked example)', () => {
  it('has a profile that accepts anything, so detection always answers', () => {
    expect(DEMO_REGISTRIES.hosts.some((h) => h.detect({ userAgent: '' }))).toBe(true);
  });
});

for (const profile of DEMO_REGISTRIES.hosts)
  hostProfileContract(profile, DEMO_REGISTRIES, SIGNALS[profile.id] ?? []);
