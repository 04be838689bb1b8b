import { Container } from 'inversify';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ContainerProvider } from '@ui/di';

/** A container with the given bindings, and a memory router starting at `path`. */
export function setup(path: string, bind: (c: Container) => void) {
  const c = new Container();
  bind(c);
  const loc = memoryLocation({ path, record: true });
  const wrap = (ui: ReactNode) => (
    <ContainerProvider container={c}>
      <Router hook={loc.hook}>{ui}</Router>
    </ContainerProvider>
  );
  return { container: c, loc, wrap };
}

export const domError = (name: string) => Object.assign(new Error(name), { name });
