import 'reflect-metadata';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { Container } from 'inversify';
import type { ComponentType } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppConfig } from '@domain/ports/app-config';
import { Clock } from '@domain/ports/clock';
import type { HttpFailure } from '@domain/ports/http';
import { Navigation } from '@domain/ports/navigation';
import { Notifier } from '@domain/ports/notifier';
import {
  type PaymentMethod,
  type PaymentOrder,
  type PaymentOutcome,
  PaymentPort,
} from '@domain/ports/payment';
import { PlatformBridge } from '@domain/ports/platform';
import { Session } from '@domain/ports/session';
import { type KeyValueStore, LocalStore, SessionStore } from '@domain/ports/storage';
import type { UserInfo } from '@domain/identity/user-info';
import { ContainerProvider } from '@ui/di';
import { testAppConfig } from './app-config-fixture';
import type { FakeGateways } from './fake-gateways';

export { FakeGateways, gateways } from './fake-gateways';

/** What binds the gateway ports: scripted gateways here, or a wire-level fake with the real adapters (tests/ui). */
export interface PortWiring {
  bind(c: Container): void;
}

for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) {
  Element.prototype[m] ??= () => {};
}
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.scrollIntoView ??= function () {};

export const user = () => userEvent.setup({ pointerEventsCheck: 0 });

export function mapStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

export const failure = (msg: string, kind: HttpFailure['kind'] = 'server', code = 409): HttpFailure => ({
  kind,
  code,
  msg,
});

export interface Harness<P extends PortWiring = FakeGateways> {
  /** The scripted ports the test passed in. */
  http: P;
  local: ReturnType<typeof mapStore>;
  session: ReturnType<typeof mapStore>;
  payments: PaymentOrder[];
  toasts: string[];
  assigned: string[];
  location: ReturnType<typeof memoryLocation> & { history: string[] };
  container: Container;
  clock: { t: number; now(): Date };
}

export interface HarnessOptions {
  path?: string;
  search?: string;
  token?: string | null;
  payOutcome?: PaymentOutcome;
  /** The methods offered here; default: one fake method with the runtime's order type. */
  payMethods?: PaymentMethod[];
  runtime?: { environment: 'wx' | 'h5' | 'pc'; miniappWebview: boolean };
}

export function setupHarness<P extends PortWiring>(http: P, opts: HarnessOptions = {}): Harness<P> {
  const local = mapStore();
  const sessionStore = mapStore();
  const payments: PaymentOrder[] = [];
  const toasts: string[] = [];
  const assigned: string[] = [];
  let token = opts.token === undefined ? 'T0' : opts.token;
  const userInfo: UserInfo = { orgId: 'o1', tenantId: 't1' };
  const clock = { t: Date.UTC(2026, 5, 1, 2), now: () => new Date(clock.t) };
  const c = new Container({ defaultScope: 'Singleton' });
  http.bind(c);
  c.bind(LocalStore).toConstantValue(local);
  c.bind(SessionStore).toConstantValue(sessionStore);
  c.bind(Clock).toConstantValue(clock);
  c.bind(AppConfig).toConstantValue(
    testAppConfig(
      { appId: 'wxAPP', environment: 'h5' },
      { upload: '/fileapi', origin: 'http://localhost/zhxy', h5Base: 'http://localhost' },
    ),
  );
  c.bind(Notifier).toConstantValue({
    toast: (t: string) => toasts.push(t),
    error: (t: string) => toasts.push(t),
  });
  c.bind(Navigation).toConstantValue({
    href: () => 'http://localhost/zhxy/mobile/recruit/?orgId=o1&tenantId=t1#/x',
    replace: (u: string) => assigned.push(u),
    assign: (u: string) => assigned.push(u),
    reload: () => {},
    isTopWindow: () => true,
  });
  c.bind(PlatformBridge).toConstantValue({
    runtime: opts.runtime ?? { environment: 'wx', miniappWebview: false },
    configure: async () => {},
    navigateMiniProgram: async () => {},
    scanCode: async () => '',
  });
  const rt = opts.runtime ?? { environment: 'wx', miniappWebview: false };
  const fakeMethod: PaymentMethod = {
    id: 'fake',
    label: '微信支付',
    orderType: rt.miniappWebview ? 'MINIAPP' : rt.environment === 'wx' ? 'JSAPI' : null,
    canPayHere: () => true,
    start: async (o: PaymentOrder) => {
      payments.push(o);
      return opts.payOutcome ?? { kind: 'redirected' };
    },
    settle: async () => ({ kind: 'unsupported' }),
  };
  const methods = opts.payMethods ?? [fakeMethod];
  c.bind(PaymentPort).toConstantValue({ offered: () => methods });
  c.bind(Session).toConstantValue({
    token: () => token,
    setToken: (t: string | null) => void (token = t),
    userInfo: () => userInfo,
    mergeUserInfo: (p: Partial<UserInfo>) => Object.assign(userInfo, p),
    clearWelcomeId: () => {},
    userName: () => null,
    teacherId: () => null,
    get: <T,>(k: string) => {
      const v = local.get(k);
      return v === null ? null : (JSON.parse(v) as T);
    },
    set: (k: string, v: unknown) => local.set(k, JSON.stringify(v)),
    logout: () => void (token = null),
  } satisfies Session);
  const location = memoryLocation({ path: opts.path ?? '/', searchPath: opts.search, record: true });
  return { http, local, session: sessionStore, payments, toasts, assigned, location, container: c, clock };
}

export function renderScreen(Screen: ComponentType, h: Harness<PortWiring>) {
  return render(
    <ContainerProvider container={h.container}>
      <Router hook={h.location.hook} searchHook={h.location.searchHook}>
        <Screen />
      </Router>
    </ContainerProvider>,
  );
}
