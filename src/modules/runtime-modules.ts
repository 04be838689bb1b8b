import { ContainerModule } from 'inversify';
import { CameraPort } from '@domain/ports/camera';
import { PaymentPort } from '@domain/ports/payment';
import { PlatformBridge } from '@domain/ports/platform';
import type { Runtime } from '@domain/rules/runtime';
import { BrowserCamera } from '@adapters/camera/browser-camera';
import { WechatCamera, type WxImageApi } from '@adapters/camera/wechat-camera';
import { BrowserPayment } from '@adapters/payment/browser-payment';
import { MiniProgramPayment } from '@adapters/payment/mini-program-payment';
import { WechatPayment } from '@adapters/payment/wechat-payment';
import { BrowserBridge } from '@adapters/platform/browser-bridge';
import { MiniProgramBridge } from '@adapters/platform/mini-program-bridge';
import { WechatBridge } from '@adapters/platform/wechat-bridge';
import { loadWx } from '@adapters/platform/wx-api';
import type { Host } from './host';

const browserCamera = (host: Host) =>
  new BrowserCamera({ mediaDevices: host.navigator.mediaDevices, document: host.document, isSecureContext: host.isSecureContext });

/** A plain mobile or desktop browser. */
export const browserModule = (runtime: Runtime, host: Host) =>
  new ContainerModule(({ bind }) => {
    bind(PlatformBridge).toConstantValue(new BrowserBridge(runtime));
    bind(CameraPort).toConstantValue(browserCamera(host));
    bind(PaymentPort).to(BrowserPayment).inSingletonScope();
  });

/** The WeChat in-app browser: JSSDK bridge, wx.chooseImage, JSSDK payment. */
export const wechatModule = (runtime: Runtime, host: Host) =>
  new ContainerModule(({ bind }) => {
    bind(PlatformBridge).toConstantValue(new WechatBridge(runtime, loadWx));
    bind(CameraPort).toConstantValue(new WechatCamera(() => loadWx<WxImageApi>(), browserCamera(host)));
    bind(PaymentPort).to(WechatPayment).inSingletonScope();
  });

/** The mini-program web-view: native pages through wx.miniProgram (pay, scan, patrol). */
export const miniProgramModule = (runtime: Runtime, host: Host) =>
  new ContainerModule(({ bind }) => {
    bind(PlatformBridge).toConstantValue(new MiniProgramBridge(runtime, loadWx));
    bind(CameraPort).toConstantValue(new WechatCamera(() => loadWx<WxImageApi>(), browserCamera(host)));
    bind(PaymentPort).to(MiniProgramPayment).inSingletonScope();
  });

/** One module per runtime: the mini-program web-view first (it is also 'wx'), then WeChat, else a browser. */
export function runtimeModule(runtime: Runtime, host: Host): ContainerModule {
  if (runtime.miniappWebview) return miniProgramModule(runtime, host);
  if (runtime.environment === 'wx') return wechatModule(runtime, host);
  return browserModule(runtime, host);
}
