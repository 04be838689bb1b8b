import { Container } from 'inversify';
import { type ReactNode, useState } from 'react';
import { Router } from 'wouter';
import { MemoryStore } from '@adapters/storage/memory-store';
import { WebSession } from '@adapters/session/web-session';
import { Navigation } from '@domain/ports/navigation';
import { Session } from '@domain/ports/session';
import { ContainerProvider } from '@ui/di';
import { useHashRoute, useHashSearch } from '@ui/routes/hash-location';

/** A container with a session over memory stores (what the guard reads). */
export function shellContainer() {
  const local = new MemoryStore();
  const session = new WebSession(local, new MemoryStore());
  const replaced: string[] = [];
  const navigation: Navigation = {
    href: () => location.href,
    replace: (url) => void replaced.push(url),
    assign: (url) => void replaced.push(url),
    reload: () => {},
    isTopWindow: () => true,
  };
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(Session).toConstantValue(session);
  container.bind(Navigation).toConstantValue(navigation);
  return { container, session, local, replaced };
}

export function ShellProviders({ container, children }: { container: Container; children: ReactNode }) {
  return (
    <ContainerProvider container={container}>
      <Router hook={useHashRoute} searchHook={useHashSearch}>
        {children}
      </Router>
    </ContainerProvider>
  );
}

/** A stand-in screen: shows its route and a counter, so tests can tell a kept instance from a rebuilt one. */
export function fakeScreen(name: string) {
  return function FakeScreen() {
    const [n, setN] = useState(0);
    return (
      <div data-testid={`screen-${name}`}>
        <span>{name}</span>
        <button type="button" onClick={() => setN(n + 1)}>
          {`${name}-count-${n}`}
        </button>
      </div>
    );
  };
}
