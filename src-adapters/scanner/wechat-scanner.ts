import { scanCodePath } from '@domain/payment/payment';
import type { CodeScanner } from '@domain/checkin-desk/code-scanner';
import type { PlatformBridge } from '@domain/ports/platform';
import { decodeImageFile } from './camera-scanner';

/** The JSSDK signature of a page URL (the desk asks for it with the staff session). */
export type JssdkSigner = (url: string) => Promise<{
  appId: string;
  timestamp: string | number;
  nonceStr: string;
  paySign: string;
}>;

/** The WeChat in-app browser: wx.config for scanQRCode (once per page URL), then wx.scanQRCode. */
export class WechatCodeScanner implements CodeScanner {
  readonly kind = 'wechat' as const;
  #configured: { url: string; ready: Promise<void> } | null = null;
  readonly #bridge: PlatformBridge;
  readonly #sign: JssdkSigner;
  readonly #href: () => string;

  constructor(bridge: PlatformBridge, sign: JssdkSigner, href: () => string = () => location.href) {
    this.#bridge = bridge;
    this.#sign = sign;
    this.#href = href;
  }

  #configure(): Promise<void> {
    // JSSDK signs the page URL without its hash.
    const url = this.#href().split('#')[0]!;
    if (this.#configured?.url === url) return this.#configured.ready;
    const ready = this.#sign(url).then((d) =>
      this.#bridge.configure({
        appId: d.appId,
        timestamp: d.timestamp,
        nonceStr: d.nonceStr,
        signature: d.paySign,
        jsApiList: ['scanQRCode'],
      }),
    );
    this.#configured = { url, ready };
    ready.catch(() => (this.#configured = null));
    return ready;
  }

  async scan(returnUrl: string): Promise<string> {
    await this.#configure();
    return this.#bridge.scanCode(returnUrl);
  }

  decodeImage(file: Blob): Promise<string> {
    return decodeImageFile(file);
  }
}

/** The mini-program web-view: the native scan page, which comes back to returnUrl with ?scanResult=. */
export class MiniProgramCodeScanner implements CodeScanner {
  readonly kind = 'mini-program' as const;
  readonly #bridge: PlatformBridge;
  constructor(bridge: PlatformBridge) {
    this.#bridge = bridge;
  }
  async scan(returnUrl: string): Promise<string> {
    await this.#bridge.navigateMiniProgram(scanCodePath(returnUrl));
    return '';
  }
  decodeImage(file: Blob): Promise<string> {
    return decodeImageFile(file);
  }
}
