import type { AppConfig } from '../ports/app-config';
import type { FirstReads } from '../ports/first-reads';
import type { Logger } from '../ports/logger';
import type { Navigation } from '../ports/navigation';
import type { Session } from '../ports/session';
import { type Runtime, desktopRedirectUrl } from '../shell/runtime';
import { serviceBases } from '../http/service-bases';
import { LOCAL_KEYS, SESSION_KEYS } from '../shell/session-keys';
import { entryReset, entrySearch, readEntryParams, urlWithoutAccessToken } from '../shell/startup';
import { entryUserInfo, type UserInfo } from '../identity/user-info';

/** window.systemcfg, set by GET /zhxy/systemcfg.js (spec section 3 "Configuration"). */
export interface SystemConfig {
  baseUrl: string;
  mobile?: { openVConsole?: boolean; appId?: string; environment?: string };
}

/** The config-centre response data (spec section 3). */
export interface ConfigCentre {
  platformGatewayUrl: string;
  platformFnUrl?: string;
  manually?: string;
  ysktGatewayUrl?: string;
  ysCry?: unknown;
}

/** The three start-up calls of spec section 7; each rejects when its call fails. */
export const StartupGateway = Symbol.for('StartupGateway');
export interface StartupGateway {
  loadSystemConfig(): Promise<SystemConfig>;
  configCentre(baseUrl: string, manually: string): Promise<ConfigCentre>;
  exchangeToken(baseUrl: string, token: string): Promise<{ token: string; userInfo: UserInfo }>;
}

/** The in-page debug console (vConsole), loaded only when mobile.openVConsole is on. */
export const DebugConsole = Symbol.for('DebugConsole');
export interface DebugConsole {
  enable(): Promise<void>;
}

export type StartupError = 'STARTUP.SYSTEM_CONFIG' | 'STARTUP.CONFIG_CENTRE' | 'STARTUP.TOKEN_EXCHANGE';

export type StartupResult =
  | { kind: 'ready'; config: AppConfig }
  /** The page is being replaced (desktop redirect, or the reload after the token exchange). */
  | { kind: 'redirected'; to: string }
  | { kind: 'failed'; error: StartupError; detail: string; continueUrl?: string };

export interface StartupDeps {
  gateway: StartupGateway;
  session: Session;
  navigation: Navigation;
  debugConsole: DebugConsole;
  logger: Logger;
  firstReads?: FirstReads;
}

const detail = (e: unknown) => (e instanceof Error ? e.message : String(e));

type Failed = Extract<StartupResult, { kind: 'failed' }>;

async function step<T>(error: StartupError, run: () => Promise<T>): Promise<T | Failed> {
  try {
    return await run();
  } catch (e) {
    return { kind: 'failed', error, detail: detail(e) };
  }
}

const failed = (r: unknown): r is Failed =>
  typeof r === 'object' && r !== null && (r as StartupResult).kind === 'failed';

/**
 * Start-up (spec sections 2 and 7): desktop redirect, entry parameters, system config script,
 * config centre, derived bases, vConsole, and the accesstoken exchange followed by a real reload.
 */
export async function startUp(deps: StartupDeps, runtime: Runtime): Promise<StartupResult> {
  const { gateway, session, navigation } = deps;
  const href = navigation.href();
  const loc = new URL(href);

  // Spec section 2: only when the environment is 'pc' and the page is the top-level window.
  const desktop = desktopRedirectUrl(runtime, navigation.isTopWindow(), loc);
  if (desktop) {
    navigation.replace(desktop);
    return { kind: 'redirected', to: desktop };
  }

  // Hash routing may carry the query after '#/path?' as well as before the hash.
  const search = entrySearch(loc);
  const params = readEntryParams(search);
  // Spec section 2: orgId + tenantId in the URL reset the stored user info. A reload of the same
  // school's link (after the token exchange, or a WeChat refresh) must not log the user out, so the
  // reset applies when the link names another school than the stored one.
  const entry = entryReset(params);
  if (entry) {
    const stored = session.userInfo();
    if (stored.orgId !== entry.orgId || stored.tenantId !== entry.tenantId) {
      if (stored.orgId || stored.tenantId) session.setToken(null);
      session.set(LOCAL_KEYS.userInfo, entryUserInfo(entry.orgId, entry.tenantId));
    }
    session.set(LOCAL_KEYS.publicUserInfo, entryUserInfo(entry.orgId, entry.tenantId));
    session.set(LOCAL_KEYS.tenantId, entry.tenantId);
  }
  const teacherId = new URLSearchParams(search).get('teacherId');
  if (teacherId) session.set(SESSION_KEYS.teacherId, teacherId);

  const system = await step('STARTUP.SYSTEM_CONFIG', () => gateway.loadSystemConfig());
  if (failed(system)) return system;
  // Not before the token exchange: that start-up ends in a reload.
  if (!params.accesstoken) deps.firstReads?.start({ baseUrl: system.baseUrl, manually: params.manually });
  const centre = await step('STARTUP.CONFIG_CENTRE', () =>
    gateway.configCentre(system.baseUrl, params.manually),
  );
  if (failed(centre)) return centre;
  session.set(LOCAL_KEYS.ysCry, centre.ysCry ?? null);

  const config: AppConfig = {
    baseUrl: system.baseUrl,
    appId: system.mobile?.appId ?? '',
    environment: system.mobile?.environment ?? '',
    openVConsole: system.mobile?.openVConsole === true,
    manually: params.manually,
    ysCry: centre.ysCry ?? null,
    bases: serviceBases({ platformGatewayUrl: centre.platformGatewayUrl }, loc),
  };

  if (config.openVConsole) {
    await deps.debugConsole.enable().catch((e: unknown) => deps.logger.warn('vConsole', detail(e)));
  }

  if (params.accesstoken) {
    const accesstoken = params.accesstoken;
    const exchanged = await step('STARTUP.TOKEN_EXCHANGE', () =>
      gateway.exchangeToken(config.baseUrl, accesstoken),
    );
    const to = urlWithoutAccessToken(href);
    // A used or expired one-time token cannot be retried: offer to continue without it.
    if (failed(exchanged)) return { ...exchanged, continueUrl: to };
    session.setToken(exchanged.token);
    const info = session.mergeUserInfo(exchanged.userInfo ?? {});
    if (typeof info.account === 'string' && info.account) session.set(LOCAL_KEYS.userName, info.account);
    // A real navigation, not history.replaceState: WeChat iOS signs the landing URL (brief section 5).
    navigation.replace(to);
    return { kind: 'redirected', to };
  }

  return { kind: 'ready', config };
}
