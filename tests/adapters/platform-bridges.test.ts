import { describe, expect, test } from 'vitest';
import { BrowserBridge } from '@adapters/platform/browser-bridge';
import { MiniProgramBridge } from '@adapters/platform/mini-program-bridge';
import { WechatBridge } from '@adapters/platform/wechat-bridge';
import type { WxApi } from '@adapters/platform/wx-api';

function fakeWx(opts: { configOk?: boolean; scan?: 'ok' | 'cancel' | 'fail'; navOk?: boolean } = {}) {
  const calls: { api: string; arg?: unknown }[] = [];
  let ready: () => void = () => {};
  let error: (r: { errMsg?: string }) => void = () => {};
  const wx: WxApi = {
    config: (c) => {
      calls.push({ api: 'config', arg: c });
      queueMicrotask(() =>
        opts.configOk === false ? error({ errMsg: 'config:invalid signature' }) : ready(),
      );
    },
    ready: (cb) => void (ready = cb),
    error: (cb) => void (error = cb),
    scanQRCode: (p) => {
      calls.push({ api: 'scanQRCode', arg: { needResult: p.needResult } });
      if (opts.scan === 'cancel') p.cancel?.();
      else if (opts.scan === 'fail') p.fail?.({ errMsg: 'scanQRCode:fail' });
      else p.success?.({ resultStr: 'CODE-1' });
    },
    miniProgram: {
      navigateTo: (p) => {
        calls.push({ api: 'miniProgram.navigateTo', arg: p.url });
        if (opts.navOk === false) p.fail?.({ errMsg: 'navigateTo:fail' });
        else p.success?.();
      },
    },
  };
  return { wx, calls, load: () => Promise.resolve(wx) };
}

const WX = { environment: 'wx', miniappWebview: false } as const;
const MINI = { environment: 'wx', miniappWebview: true } as const;
const cfg = { appId: 'a', timestamp: 1, nonceStr: 'n', signature: 's', jsApiList: ['chooseWXPay'] };

describe('WechatBridge', () => {
  test('configure calls wx.config and resolves on wx.ready', async () => {
    const f = fakeWx();
    await new WechatBridge(WX, f.load).configure(cfg);
    expect(f.calls[0]).toEqual({ api: 'config', arg: { debug: false, ...cfg } });
  });

  test('configure rejects on wx.error', async () => {
    const f = fakeWx({ configOk: false });
    await expect(new WechatBridge(WX, f.load).configure(cfg)).rejects.toMatchObject({
      code: 'PLATFORM.CONFIG',
    });
  });

  test('scanCode resolves with the scanned text, rejects on cancel', async () => {
    expect(await new WechatBridge(WX, fakeWx().load).scanCode('u')).toBe('CODE-1');
    await expect(new WechatBridge(WX, fakeWx({ scan: 'cancel' }).load).scanCode('u')).rejects.toMatchObject({
      code: 'PLATFORM.CANCELLED',
    });
  });

  test('has no native mini-program pages', async () => {
    await expect(new WechatBridge(WX, fakeWx().load).navigateMiniProgram('/pages/x')).rejects.toMatchObject({
      code: 'PLATFORM.UNSUPPORTED',
    });
  });
});

describe('MiniProgramBridge', () => {
  test('native pages go through wx.miniProgram.navigateTo (pay, patrol)', async () => {
    const f = fakeWx();
    const b = new MiniProgramBridge(MINI, f.load);
    await b.navigateMiniProgram('/pages/wxPay/wxPay?str=abc');
    await b.navigateMiniProgram('/subpackage_pages/tearch_patrol/patrol?id=1&shiftOrder=2&taskName=t');
    expect(f.calls.map((c) => c.arg)).toEqual([
      '/pages/wxPay/wxPay?str=abc',
      '/subpackage_pages/tearch_patrol/patrol?id=1&shiftOrder=2&taskName=t',
    ]);
    expect(b.runtime.miniappWebview).toBe(true);
  });

  test('scanning opens the native scan page with the return URL', async () => {
    const f = fakeWx();
    await new MiniProgramBridge(MINI, f.load).scanCode('https://h/x?a=1#/p');
    expect(f.calls[0]).toEqual({
      api: 'miniProgram.navigateTo',
      arg: `/pages/webView/scanCode?redirect=${encodeURIComponent('https://h/x?a=1#/p')}`,
    });
  });

  test('a failed navigateTo rejects', async () => {
    await expect(
      new MiniProgramBridge(MINI, fakeWx({ navOk: false }).load).navigateMiniProgram('/p'),
    ).rejects.toMatchObject({
      code: 'PLATFORM.FAILED',
    });
  });
});

describe('BrowserBridge', () => {
  test('offers nothing native', async () => {
    const b = new BrowserBridge({ environment: 'h5', miniappWebview: false });
    await expect(b.configure()).rejects.toMatchObject({ code: 'PLATFORM.UNSUPPORTED' });
    await expect(b.navigateMiniProgram()).rejects.toMatchObject({ code: 'PLATFORM.UNSUPPORTED' });
    await expect(b.scanCode()).rejects.toMatchObject({ code: 'PLATFORM.UNSUPPORTED' });
  });
});
