import { ContainerModule, type Newable } from 'inversify';
import { CameraPort } from '@domain/ports/camera';
import { PaymentMethod, PaymentPort, paymentMethodsOffered } from '@domain/ports/payment';
import { PlatformBridge } from '@domain/ports/platform';
import type { HostProfile } from '@domain/shell/hosts/host-profile';
import type { Runtime } from '@domain/shell/runtime';
import type { Host } from '../modules/host';
import { BRIDGES, CAMERAS } from './adapter-kinds';

/** The detected host's adapters: the bridge and camera its profile names, the payment methods it offers. */
export const hostModule = (
  profile: HostProfile,
  runtime: Runtime,
  host: Host,
  methods: readonly Newable<PaymentMethod>[],
) =>
  new ContainerModule(({ bind }) => {
    bind(PlatformBridge).toConstantValue(BRIDGES[profile.adapters.bridge](runtime));
    bind(CameraPort)
      .toDynamicValue((ctx) => CAMERAS[profile.adapters.camera](ctx, host))
      .inSingletonScope();
    for (const M of methods) bind(PaymentMethod).to(M).inSingletonScope();
    bind(PaymentPort)
      .toDynamicValue((ctx) => {
        const offered = paymentMethodsOffered(ctx.getAll<PaymentMethod>(PaymentMethod), profile);
        return { offered: () => offered };
      })
      .inSingletonScope();
  });
