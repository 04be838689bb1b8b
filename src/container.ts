import { Container, type Newable } from 'inversify';
import type { PaymentMethod } from '@domain/ports/payment';
import type { HostProfile } from '@domain/shell/hosts/host-profile';
import { HOST_PROFILES } from '@domain/shell/hosts/registry';
import { hostProfileOf, type Runtime } from '@domain/shell/runtime';
import { hostModule } from './hosts/host-module';
import { commonModule } from './modules/common-module';
import type { Host } from './modules/host';
import { PAYMENT_METHODS } from './payments/registry';

/** What the composition root picks from; tests pass an extended registry (tests/adapters/demo). */
export interface Registries {
  hosts: readonly HostProfile[];
  payments: readonly Newable<PaymentMethod>[];
}
export const REGISTRIES: Registries = { hosts: HOST_PROFILES, payments: PAYMENT_METHODS };

/** The composition root: shared adapters plus the module of the detected host profile. Tests rebind. */
export function createContainer(
  runtime: Runtime,
  host: Host,
  registries: Registries = REGISTRIES,
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const profile = hostProfileOf(runtime, registries.hosts);
  container.load(commonModule(host), hostModule(profile, runtime, host, registries.payments));
  return container;
}
