import { EnrollmentGateway } from '@domain/use-cases/admissions/enrollment-gateway';
import { HttpEnrollmentGateway } from '@adapters/api/enrollment-gateway';
import 'reflect-metadata';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { Container } from 'inversify';
import type { ComponentType } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiRoute } from '@contract/endpoint';
import { HttpAdmissionsGateway } from '@adapters/api/admissions-gateway';
import { HttpCheckinGateway } from '@adapters/api/checkin-gateway';
import { AdmissionsGateway } from '@domain/ports/admissions-gateway';
import { AppConfig } from '@domain/ports/app-config';
import { CheckinGateway } from '@domain/ports/checkin-gateway';
import { HttpApplicationsGateway } from '@adapters/api/applications-gateway';
import { ApplicationsGateway } from '@domain/ports/applications-gateway';
import { Clock } from '@domain/ports/clock';
import {
  type HttpFailure,
  type HttpPort,
  HttpPort as HttpToken,
  type HttpRequest,
  type UploadRequest,
} from '@domain/ports/http';
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

for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) {
  Element.prototype[m] ??= () => {};
}
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.scrollIntoView ??= function () {};

export const user = () => userEvent.setup({ pointerEventsCheck: 0 });

type Handler = (data: unknown, req: HttpRequest) => unknown;

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

/** A scripted HTTP port: handlers by path; a handler that throws an HttpFailure rejects like the adapter. */
export class FakeHttp implements HttpPort {
  readonly calls: HttpRequest[] = [];
  readonly handlers = new Map<string, Handler>();
  uploads: UploadRequest[] = [];

  on<Req, Res>(route: ApiRoute<Req, Res>, h: (data: Req, req: HttpRequest) => Res | Promise<Res>): this {
    this.handlers.set(route.path, h as Handler);
    return this;
  }

  calledWith(path: string): HttpRequest[] {
    return this.calls.filter((c) => c.url === path);
  }

  async request<T>(req: HttpRequest) {
    this.calls.push(req);
    const h = this.handlers.get(req.url);
    if (!h) throw { kind: 'http', status: 404, msg: `no handler ${req.url}` } satisfies HttpFailure;
    const data = (await h(req.data, req)) as T;
    return { code: 0, msg: '', success: true, data };
  }

  async upload<T>(req: UploadRequest) {
    this.uploads.push(req);
    return req.files.map((f, i) => {
      req.onProgress?.(i, 1);
      const name = (f as File).name ?? `file${i}`;
      return {
        code: 0,
        msg: '',
        success: true,
        data: {
          fileId: `F${this.uploads.length}-${i}`,
          name,
          size: f.size,
          type: f.type,
          url: `/fileapi/files/F${i}`,
        } as T,
      };
    });
  }
}

export const failure = (msg: string, kind: HttpFailure['kind'] = 'server', code = 409): HttpFailure => ({
  kind,
  code,
  msg,
});

export interface Harness {
  http: FakeHttp;
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

export function setupHarness(http: FakeHttp, opts: HarnessOptions = {}): Harness {
  const local = mapStore();
  const sessionStore = mapStore();
  const payments: PaymentOrder[] = [];
  const toasts: string[] = [];
  const assigned: string[] = [];
  let token = opts.token === undefined ? 'T0' : opts.token;
  const userInfo: UserInfo = { orgId: 'o1', tenantId: 't1' };
  const clock = { t: Date.UTC(2026, 5, 1, 2), now: () => new Date(clock.t) };
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(HttpToken).toConstantValue(http);
  // The real gateways over the scripted HTTP port, as src/modules/common-module.ts binds them.
  c.bind(AdmissionsGateway).to(HttpAdmissionsGateway);
  c.bind(CheckinGateway).to(HttpCheckinGateway);
  c.bind(ApplicationsGateway).to(HttpApplicationsGateway);
  c.bind(EnrollmentGateway).to(HttpEnrollmentGateway);
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

export function renderScreen(Screen: ComponentType, h: Harness) {
  return render(
    <ContainerProvider container={h.container}>
      <Router hook={h.location.hook} searchHook={h.location.searchHook}>
        <Screen />
      </Router>
    </ContainerProvider>,
  );
}
