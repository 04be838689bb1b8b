import { ContainerModule, type Newable } from 'inversify';
import { CameraPort } from '@domain/ports/camera';
import { PaymentPort } from '@domain/ports/payment';
import { PlatformBridge } from '@domain/ports/platform';
import type { HostProfile, PayChannel } from '@domain/shell/hosts/host-profile';
import type { Runtime } from '@domain/shell/runtime';
import { BrowserPayment } from '@adapters/payment/browser-payment';
import { MiniProgramPayment } from '@adapters/payment/mini-program-payment';
import { WechatPayment } from '@adapters/payment/wechat-payment';
import type { Host } from '../modules/host';
import { BRIDGES, CAMERAS } from './adapter-kinds';

const PAYMENTS: Record<PayChannel, Newable<PaymentPort>> = {
  'wechat-jsapi': WechatPayment,
  'mini-program-page': MiniProgramPayment,
  none: BrowserPayment,
};

/** The detected host's adapters: the bridge and camera its profile names, its payment. */
export const hostModule = (profile: HostProfile, runtime: Runtime, host: Host) =>
  new ContainerModule(({ bind }) => {
    bind(PlatformBridge).toConstantValue(BRIDGES[profile.adapters.bridge](runtime));
    bind(CameraPort)
      .toDynamicValue((ctx) => CAMERAS[profile.adapters.camera](ctx, host))
      .inSingletonScope();
    bind(PaymentPort).to(PAYMENTS[profile.capabilities.payChannel]).inSingletonScope();
  });
