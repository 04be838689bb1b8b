import { describe, expect, test } from 'vitest';
import { desktopRedirectUrl, detectRuntime, showsPageHeader, type Runtime } from '@domain/shell/runtime';

const UA = {
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2219A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0 Mobile Safari/537.36 XWEB/1110005 MMWEBSDK/20230805 MicroMessenger/8.0.42.2460(0x28002A35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/WIFI Language/zh_CN',
  miniProgram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/WIFI Language/zh_CN miniProgram/wx1234567890',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  harmony:
    'Mozilla/5.0 (Phone; OpenHarmony 4.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
};

describe('detectRuntime (spec section 1)', () => {
  test.each<[string, string, Runtime]>([
    ['WeChat Android', UA.wechatAndroid, { environment: 'wx', miniappWebview: false }],
    ['WeChat iOS', UA.wechatIos, { environment: 'wx', miniappWebview: false }],
    ['mini-program web-view (UA)', UA.miniProgram, { environment: 'wx', miniappWebview: true }],
    ['Android Chrome', UA.androidChrome, { environment: 'h5', miniappWebview: false }],
    ['iPhone Safari', UA.iphoneSafari, { environment: 'h5', miniappWebview: false }],
    ['HarmonyOS browser', UA.harmony, { environment: 'h5', miniappWebview: false }],
    ['Mac Safari', UA.macSafari, { environment: 'pc', miniappWebview: false }],
    ['Windows Chrome', UA.windowsChrome, { environment: 'pc', miniappWebview: false }],
    ['empty', '', { environment: 'pc', miniappWebview: false }],
  ])('%s', (_name, userAgent, expected) => {
    expect(detectRuntime({ userAgent })).toMatchObject(expected);
  });

  test("window.__wxjs_environment === 'miniprogram' marks the mini-program web view", () => {
    expect(detectRuntime({ userAgent: UA.wechatIos, wxjsEnvironment: 'miniprogram' })).toEqual({
      host: 'mini-program',
      environment: 'wx',
      miniappWebview: true,
    });
    expect(detectRuntime({ userAgent: UA.wechatIos, wxjsEnvironment: 'browser' }).miniappWebview).toBe(false);
  });

  test('iPadOS with a desktop user agent is h5 when it reports touch points', () => {
    expect(detectRuntime({ userAgent: UA.macSafari, maxTouchPoints: 5 }).environment).toBe('h5');
    expect(detectRuntime({ userAgent: UA.macSafari, maxTouchPoints: 0 }).environment).toBe('pc');
  });

  test('the page header is hidden only in the mini-program web view', () => {
    expect(showsPageHeader({ environment: 'wx', miniappWebview: true })).toBe(false);
    expect(showsPageHeader({ environment: 'wx', miniappWebview: false })).toBe(true);
    expect(showsPageHeader({ environment: 'h5', miniappWebview: false })).toBe(true);
  });
});

describe('desktopRedirectUrl (spec section 2)', () => {
  const loc = {
    origin: 'https://school.cn',
    pathname: '/zhxy/mobile/recruit/',
    search: '?orgId=1&tenantId=2',
  };
  const pc: Runtime = { environment: 'pc', miniappWebview: false };

  test('pc in the top-level window → {origin}/mobile/courseCenter_PC.html#/recruitstudent + the query', () => {
    expect(desktopRedirectUrl(pc, true, loc)).toBe(
      'https://school.cn/zhxy/mobile/courseCenter_PC.html#/recruitstudent?orgId=1&tenantId=2',
    );
  });

  test('no redirect inside a frame, or in any other environment', () => {
    expect(desktopRedirectUrl(pc, false, loc)).toBeNull();
    expect(desktopRedirectUrl({ environment: 'h5', miniappWebview: false }, true, loc)).toBeNull();
    expect(desktopRedirectUrl({ environment: 'wx', miniappWebview: false }, true, loc)).toBeNull();
  });

  test('without a query nothing is appended', () => {
    expect(desktopRedirectUrl(pc, true, { ...loc, search: '' })).toBe(
      'https://school.cn/zhxy/mobile/courseCenter_PC.html#/recruitstudent',
    );
    expect(desktopRedirectUrl(pc, true, { ...loc, search: 'a=1' })).toMatch(/#\/recruitstudent\?a=1$/);
  });
});
