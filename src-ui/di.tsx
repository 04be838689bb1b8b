import { type Container, type ServiceIdentifier } from 'inversify';
import { createContext, useContext, useState, type ReactNode } from 'react';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const c = useContext(ContainerContext);
  if (!c) throw new Error('ContainerProvider is missing');
  return c;
}

/** A bound service (adapters are singletons). */
export function useService<T>(id: ServiceIdentifier<T>): T {
  return useContainer().get<T>(id);
}

/**
 * One view model per mounted screen: declare it `@injectable('Transient')` with `@inject(Port)`
 * on each constructor parameter; it is built once for the component's life.
 */
export function useViewModel<T>(Vm: new (...args: never[]) => T): T {
  const c = useContainer();
  const [vm] = useState(() => c.get<T>(Vm as ServiceIdentifier<T>, { autobind: true }));
  return vm;
}
