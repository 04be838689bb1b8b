import { configCenter, tokenExchange } from '@contract/startup';
import axios, { type AxiosInstance } from 'axios';
import type { Clock } from '@domain/ports/clock';
import type { Envelope } from '@domain/ports/http';
import type { Session } from '@domain/ports/session';
import { requestHeaders } from '@domain/http/headers';
import { isSuccessCode } from '@domain/http/error-catalogue';
import { LOGIN_LINK_LOST } from '@domain/identity/login-link';
import { LOCAL_KEYS } from '@domain/shell/session-keys';
import type { UserInfo } from '@domain/identity/user-info';
import type { ConfigCentre, StartupGateway, SystemConfig } from '@domain/use-cases/start-up';

export interface StartupGatewayDeps {
  /** Loads /zhxy/systemcfg.js?n={timestamp} and returns window.systemcfg. */
  loadSystemConfig: () => Promise<SystemConfig>;
  session: Session;
  clock: Clock;
  axios?: AxiosInstance;
}

/**
 * The start-up calls of spec section 7, made before the HTTP port exists (it needs the config
 * they return). Failures reject; the start-up page shows them, never a toast.
 */
export class HttpStartupGateway implements StartupGateway {
  readonly #deps: StartupGatewayDeps;
  readonly #ax: AxiosInstance;
  constructor(deps: StartupGatewayDeps) {
    this.#deps = deps;
    this.#ax = deps.axios ?? axios.create({ timeout: 15_000 });
  }

  loadSystemConfig(): Promise<SystemConfig> {
    return this.#deps.loadSystemConfig();
  }

  configCentre(baseUrl: string, manually: string): Promise<ConfigCentre> {
    return this.#post(baseUrl, configCenter.path, { baseUrl, manually }, manually);
  }

  async exchangeToken(baseUrl: string, token: string): Promise<{ token: string; userInfo: UserInfo }> {
    try {
      return await this.#post(baseUrl, tokenExchange.path, { baseUrl, token, getInfo: true }, 'none');
    } catch (e) {
      // The server answered and refused the link (used, expired, forged, another browser's login).
      throw axios.isAxiosError(e) ? e : new Error(LOGIN_LINK_LOST);
    }
  }

  async #post<T>(baseUrl: string, path: string, body: unknown, manually: string): Promise<T> {
    const u = this.#deps.session.userInfo();
    const headers = requestHeaders({
      tenantId: u.tenantId ?? this.#deps.session.get<string>(LOCAL_KEYS.tenantId) ?? undefined,
      orgId: u.orgId,
      manually,
      now: this.#deps.clock.now(),
    });
    const res = await this.#ax.post<Envelope<T>>(baseUrl.replace(/\/$/, '') + path, body, { headers });
    if (!res.data || !isSuccessCode(res.data.code))
      throw new Error(res.data?.msg || `code ${res.data?.code}`);
    return res.data.data;
  }
}

/** Injects the system config script with a cache-busting timestamp and reads window.systemcfg. */
export function scriptSystemConfig(origin: string, now: () => Date): () => Promise<SystemConfig> {
  return () =>
    new Promise<SystemConfig>((resolve, reject) => {
      const el = document.createElement('script');
      el.src = `${origin}/zhxy/systemcfg.js?n=${now().getTime()}`;
      el.async = true;
      el.onload = () => {
        el.remove();
        const cfg = (window as { systemcfg?: SystemConfig }).systemcfg;
        if (cfg && typeof cfg.baseUrl === 'string') resolve(cfg);
        else reject(new Error('window.systemcfg is missing'));
      };
      el.onerror = () => {
        el.remove();
        reject(new Error(`cannot load ${el.src}`));
      };
      document.head.appendChild(el);
    });
}
