import type { ResolutionContext } from 'inversify';
import { HttpPort } from '@domain/ports/http';
import { Navigation } from '@domain/ports/navigation';
import type { CameraPort } from '@domain/ports/camera';
import { PlatformBridge } from '@domain/ports/platform';
import type { BridgeKind, CameraKind } from '@domain/shell/hosts/host-profile';
import type { Runtime } from '@domain/shell/runtime';
import { BrowserCamera } from '@adapters/camera/browser-camera';
import type { WxImageApi } from '@adapters/camera/wechat-camera';
import { BrowserBridge } from '@adapters/platform/browser-bridge';
import { MiniProgramBridge } from '@adapters/platform/mini-program-bridge';
import { WechatBridge } from '@adapters/platform/wechat-bridge';
import { loadWx } from '@adapters/platform/wx-api';
import type { Host } from '../modules/host';

const browserCamera = (host: Host) =>
  new BrowserCamera({
    mediaDevices: host.navigator.mediaDevices,
    document: host.document,
    isSecureContext: host.isSecureContext,
  });

/** The bridge adapter per BridgeKind a host profile names. */
export const BRIDGES: Record<BridgeKind, (runtime: Runtime) => PlatformBridge> = {
  browser: (runtime) => new BrowserBridge(runtime),
  wechat: (runtime) => new WechatBridge(runtime, loadWx),
  'mini-program': (runtime) => new MiniProgramBridge(runtime, loadWx),
};

/** The camera adapter per CameraKind; wx.chooseImage needs wx.config first (issue 7), signed on first pick. */
export const CAMERAS: Record<CameraKind, (ctx: ResolutionContext, host: Host) => CameraPort> = {
  browser: (_ctx, host) => browserCamera(host),
  // The preview is the browser's; wx.chooseImage's code loads on the first pick (it awaits wx anyway).
  wechat: (ctx, host) => {
    const preview = browserCamera(host);
    let picker: Promise<CameraPort> | null = null;
    const load = async () => {
      const [{ WechatCamera }, { wxImageConfigurer }] = await Promise.all([
        import('@adapters/camera/wechat-camera'),
        import('@adapters/camera/wx-image-config'),
      ]);
      return new WechatCamera(
        () => loadWx<WxImageApi>(),
        preview,
        wxImageConfigurer({
          http: () => ctx.get<HttpPort>(HttpPort),
          bridge: () => ctx.get<PlatformBridge>(PlatformBridge),
          href: () => ctx.get<Navigation>(Navigation).href(),
        }),
      );
    };
    return {
      canPreview: () => preview.canPreview(),
      openPreview: () => preview.openPreview(),
      pick: async () => (await (picker ??= load())).pick(),
    };
  },
};
