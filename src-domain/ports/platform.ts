import type { Runtime } from '../shell/runtime';

/** WeChat JSSDK signature config (spec "Payment config" plus the API list). */
export interface JssdkConfig {
  appId: string;
  timestamp: string | number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

/** What the host app offers: WeChat browser, mini-program web-view, or a plain browser. */
export const PlatformBridge = Symbol.for('PlatformBridge');
export interface PlatformBridge {
  readonly runtime: Runtime;
  /** wx.config for the listed APIs; resolves on wx.ready, rejects on wx.error. */
  configure(config: JssdkConfig): Promise<void>;
  /** Mini-program native page (spec section 2), e.g. /pages/wxPay/wxPay?str=… */
  navigateMiniProgram(path: string): Promise<void>;
  /** Scan a code; resolves with its text, or rejects when the runtime cannot scan. */
  scanCode(returnUrl: string): Promise<string>;
}
