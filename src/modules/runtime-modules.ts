import { ContainerModule, type ResolutionContext } from 'inversify';
import { CameraPort } from '@domain/ports/camera';
import { HttpPort } from '@domain/ports/http';
import { Navigation } from '@domain/ports/navigation';
import { PaymentPort } from '@domain/ports/payment';
import { PlatformBridge } from '@domain/ports/platform';
import type { Runtime } from '@domain/shell/runtime';
import { BrowserCamera } from '@adapters/camera/browser-camera';
import { WechatCamera, type WxImageApi } from '@adapters/camera/wechat-camera';
import { wxImageConfigurer } from '@adapters/camera/wx-image-config';
import { BrowserPayment } from '@adapters/payment/browser-payment';
import { MiniProgramPayment } from '@adapters/payment/mini-program-payment';
import { WechatPayment } from '@adapters/payment/wechat-payment';
import { BrowserBridge } from '@adapters/platform/browser-bridge';
import { MiniProgramBridge } from '@adapters/platform/mini-program-bridge';
import { WechatBridge } from '@adapters/platform/wechat-bridge';
import { loadWx } from '@adapters/platform/wx-api';
import type { Host } from './host';

const browserCamera = (host: Host) =>
  new BrowserCamera({
    mediaDevices: host.navigator.mediaDevices,
    document: host.document,
    isSecureContext: host.isSecureContext,
  });

/** wx.chooseImage needs wx.config first (issue 7): signed like payment, on first pick. */
const wechatCamera = (ctx: ResolutionContext, host: Host) =>
  new WechatCamera(
    () => loadWx<WxImageApi>(),
    browserCamera(host),
    wxImageConfigurer({
      http: () => ctx.get<HttpPort>(HttpPort),
      bridge: () => ctx.get<PlatformBridge>(PlatformBridge),
      href: () => ctx.get<Navigation>(Navigation).href(),
    }),
  );

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
    bind(CameraPort)
      .toDynamicValue((ctx) => wechatCamera(ctx, host))
      .inSingletonScope();
    bind(PaymentPort).to(WechatPayment).inSingletonScope();
  });

/** The mini-program web-view: native pages through wx.miniProgram (pay, scan, patrol). */
export const miniProgramModule = (runtime: Runtime, host: Host) =>
  new ContainerModule(({ bind }) => {
    bind(PlatformBridge).toConstantValue(new MiniProgramBridge(runtime, loadWx));
    bind(CameraPort)
      .toDynamicValue((ctx) => wechatCamera(ctx, host))
      .inSingletonScope();
    bind(PaymentPort).to(MiniProgramPayment).inSingletonScope();
  });

/** One module per runtime: the mini-program web-view first (it is also 'wx'), then WeChat, else a browser. */
export function runtimeModule(runtime: Runtime, host: Host): ContainerModule {
  if (runtime.miniappWebview) return miniProgramModule(runtime, host);
  if (runtime.environment === 'wx') return wechatModule(runtime, host);
  return browserModule(runtime, host);
}
