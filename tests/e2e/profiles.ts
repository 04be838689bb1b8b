import type { BrowserContextOptions } from 'playwright-core';

export type ProfileName = 'wechat' | 'miniapp' | 'browser' | 'desktop';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322d) NetType/WIFI Language/zh_CN';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const IPHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

/**
 * A scripted WeixinJSBridge that drives the real weixin-js-sdk: every invoke is recorded in
 * window.__calls (mini-program calls as {api: 'miniProgram.navigateTo', url}) and answered ':ok'.
 */
function wxDouble(miniProgram: boolean) {
  const w = window as unknown as Record<string, unknown> & { __calls: unknown[] };
  w.__calls = [];
  if (miniProgram) w.__wxjs_environment = 'miniprogram';
  // iOS WeChat answers scanQRCode with JSON in resultStr (the SDK parses it on iOS user agents);
  // what the phone's camera reads is window.__scanResult when a test puts a code in front of it.
  const reply = (name: string): Record<string, unknown> =>
    name === 'scanQRCode'
      ? {
          err_msg: 'scanQRCode:ok',
          resultStr: JSON.stringify({ scan_code: { scan_result: w.__scanResult ?? 'E2E-CODE' } }),
        }
      : { err_msg: `${name}:ok` };
  w.WeixinJSBridge = {
    invoke(name: string, args: { name?: string; arg?: Record<string, unknown> }, cb?: (r: unknown) => void) {
      if (name === 'invokeMiniProgramAPI') w.__calls.push({ api: `miniProgram.${args.name}`, ...args.arg });
      else w.__calls.push({ api: name, args });
      setTimeout(() => cb?.(reply(name)), 0);
    },
    on(name: string) {
      w.__calls.push({ api: `on:${name}` });
    },
    call() {},
  };
  document.addEventListener('DOMContentLoaded', () =>
    document.dispatchEvent(new Event('WeixinJSBridgeReady')),
  );
}

export interface Profile {
  name: ProfileName;
  context: BrowserContextOptions;
  init?: { fn: (arg: boolean) => void; arg: boolean };
}

export const PROFILES: Record<ProfileName, Profile> = {
  wechat: {
    name: 'wechat',
    context: { ...IPHONE, userAgent: IPHONE_WECHAT },
    init: { fn: wxDouble, arg: false },
  },
  miniapp: {
    name: 'miniapp',
    context: { ...IPHONE, userAgent: `${IPHONE_WECHAT} miniProgram` },
    init: { fn: wxDouble, arg: true },
  },
  browser: { name: 'browser', context: { ...IPHONE, userAgent: IPHONE_SAFARI } },
  desktop: {
    name: 'desktop',
    context: {
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      isMobile: false,
      hasTouch: false,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      userAgent: DESKTOP_CHROME,
    },
  },
};
