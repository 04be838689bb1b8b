import { Container } from 'inversify';
import type { Runtime } from '@domain/shell/runtime';
import { commonModule } from './modules/common-module';
import type { Host } from './modules/host';
import { runtimeModule } from './modules/runtime-modules';

/** The composition root: shared adapters plus the module of the detected runtime. Tests rebind. */
export function createContainer(runtime: Runtime, host: Host): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(commonModule(host), runtimeModule(runtime, host));
  return container;
}
