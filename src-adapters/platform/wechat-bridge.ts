import type { JssdkConfig, PlatformBridge } from '@domain/ports/platform';
import type { Runtime } from '@domain/shell/runtime';
import { platformFailure, type WxApi } from './wx-api';

/** The WeChat in-app browser: JSSDK wx.config / ready / error and wx.scanQRCode. */
export class WechatBridge implements PlatformBridge {
  readonly runtime: Runtime;
  protected readonly wx: () => Promise<WxApi>;

  constructor(runtime: Runtime, wx: () => Promise<WxApi>) {
    this.runtime = runtime;
    this.wx = wx;
  }

  async configure(config: JssdkConfig): Promise<void> {
    const wx = await this.wx();
    await new Promise<void>((resolve, reject) => {
      wx.ready(resolve);
      wx.error((res) => reject(platformFailure('PLATFORM.CONFIG', res.errMsg)));
      wx.config({ debug: false, ...config });
    });
  }

  navigateMiniProgram(_path: string): Promise<void> {
    return Promise.reject(platformFailure('PLATFORM.UNSUPPORTED', 'not in a mini-program'));
  }

  async scanCode(_returnUrl: string): Promise<string> {
    const wx = await this.wx();
    return new Promise<string>((resolve, reject) =>
      wx.scanQRCode({
        needResult: 1,
        scanType: ['qrCode', 'barCode'],
        success: (res) => resolve(res.resultStr ?? ''),
        cancel: () => reject(platformFailure('PLATFORM.CANCELLED')),
        fail: (res) => reject(platformFailure('PLATFORM.FAILED', res.errMsg)),
      }),
    );
  }
}
