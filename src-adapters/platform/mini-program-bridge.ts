import { scanCodePath } from '@domain/payment/payment';
import { platformFailure } from './wx-api';
import { WechatBridge } from './wechat-bridge';

/**
 * The mini-program web-view: JSSDK config works as in WeChat, but payment, scanning and the
 * Bluetooth patrol are native pages reached with wx.miniProgram.navigateTo (spec section 2).
 */
export class MiniProgramBridge extends WechatBridge {
  override async navigateMiniProgram(path: string): Promise<void> {
    const wx = await this.wx();
    await new Promise<void>((resolve, reject) =>
      wx.miniProgram.navigateTo({
        url: path,
        success: () => resolve(),
        fail: (res) => reject(platformFailure('PLATFORM.FAILED', res.errMsg)),
      }),
    );
  }

  /** The native scan page returns to returnUrl with the code; this page is left, so the text is ''. */
  override async scanCode(returnUrl: string): Promise<string> {
    await this.navigateMiniProgram(scanCodePath(returnUrl));
    return '';
  }
}
